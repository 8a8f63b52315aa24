""" "Dynamite" Jacc (23002) — dude.
Resolution, Boot: Ace Jacc to make the opposing posse suffer 2 extra casualties.

"Ace Jacc to ..." pays for the effect: Jacc is aced as it resolves. The casualties are the
round's: the opposing player takes 2 more as they are set (§5.7), win, lose or tie.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context

EXTRA = 2


class DynamiteJacc(CardScript):
    code = "23002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.light_the_fuse,
        )

    def light_the_fuse(self, context: Context) -> None:
        self.game.actions.ace(self.card)
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="opponent",
            effect=AbilityKit.effects.casualties_increased(EXTRA),
        )
        self.game.log.add(
            "{0} aces {1} to make {2} suffer {3} extra casualties",
            context.player,
            self.card,
            context.player.opponent,
            EXTRA,
        )
