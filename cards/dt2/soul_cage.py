"""Soul Cage (24178, Weird West Edition) — goods, Mystical.
Cheatin' Resolution, Boot: Choose an Abomination from your discard pile or Boot Hill with a
cost equal to or lower than the cheatin' hand's rank. Put it into play at this location,
reducing its cost to zero. If this is a shootout, it joins your posse.

"The cheatin' hand" is the opponent's: a Cheatin' Resolution is played only against an
illegal hand (§5.6); its rank is read with this round's modifiers.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.phases.noon_actions import Shop
from engine.zones import Zone


class SoulCage(CardScript):
    code = "24178"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="cheatin resolution",
            # "Choose an Abomination ...": the first sentence must be possible (§8.1).
            condition=self.has_a_soul_to_free,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.release_a_soul,
        )

    def souls(self, context: Context) -> list[Shop]:
        """Abominations in your discard pile or Boot Hill whose cost the cheatin' hand's rank
        reaches, each as a play into this location at no cost."""
        here = self.game.actions.location_of(self.card)  # where its dude stands
        rank = self.hand_rank(context.player.opponent)

        def caged(card: Card) -> bool:
            return card.has_keyword("Abomination") and card.data.cost <= rank

        return [
            play
            for pile in (Zone.DISCARD, Zone.BOOT_HILL)
            for play in self.playable(
                context.player, card=caged, source=pile, at=here, free=True, as_shoppin=False
            )
        ]

    def has_a_soul_to_free(self, context: Context) -> bool:
        return bool(self.souls(context))

    def release_a_soul(self, context: Context) -> Flow:
        freed = yield from self.play_card(context, self.souls(context))
        assert freed is not None  # there was a play
        if self.game.shootout is not None:
            yield from self.move_into_posse(context, freed)
