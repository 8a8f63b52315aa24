"""Alexander Sequoia (24052, Weird West Edition) — dude.
While Alexander is in town square, you may discard an additional card at Nightfall.
Noon: If Alexander is in town square, unboot Alexander.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class AlexanderSequoia(CardScript):
    code = "24052"
    # Too Tough to Die: "discard an extra card from your hand at Sundown" is the same
    # discard, made at Nightfall in the Weird West Edition's words (§3.4).
    reprints = ("20010",)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.in_town_square,
            effect=ability.effects.modify_sundown_discard(1),
        )
        self.action(play_type="noon", message="{player} uses {source}", handler=self.rest)

    def in_town_square(self) -> bool:
        return self.card.in_town_square

    def rest(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        if self.card.in_town_square:
            self.game.actions.unboot(self.card)
            self.game.log.add("{0} unboots {1}", context.player, self.card)
