"""Alferd Packer (23025, Welcome to Deadwood) — dude, Harrowed.
While Alferd is in your posse, your opponent gains "Repeat Shootout, Pay 3 Ghost Rock:
Alferd joins your posse, under your control."

The granted ability is the opponent's own, held by their outfit (`engine.granted`): while
Alferd fights in his controller's posse, that player's opponent may, as a Shootout play and
as often as they pay 3 ghost rock each time (Repeat), take control of him; he leaves his
posse for theirs where he stands (`engine.changing_sides`). The text gives no end to the
control: it lasts after the shootout (ruling `alferd-packer-control-stays`). Then Alferd is
in the new controller's posse, so the other player gains the ability in turn.
"""

from __future__ import annotations

from engine.changing_sides import change_sides
from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class AlferdPacker(CardScript):
    code = "23025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.grant_action(
            to=self.your_opponents_outfit,
            play_type="shootout",
            cost=ability.costs.pay_ghost_rock(3),
            condition=self.alferd_fights_for_the_other_side,
            repeat=True,
            message="{player} pays 3 ghost rock to take " + self.card.name,
            handler=self.take_alferd,
        )

    def your_opponents_outfit(self, card: Card) -> bool:
        return card is self.controller.opponent.home

    def alferd_fights_for_the_other_side(self, context: Context) -> bool:
        # The ability is held by the opponent's outfit alone: only they are offered it.
        return self.in_its_shootout()

    def take_alferd(self, context: Context) -> None:
        change_sides(self.game, self.card, context.player)
        self.game.log.add("{0}'s {1} joins their posse", context.player, self.card)
