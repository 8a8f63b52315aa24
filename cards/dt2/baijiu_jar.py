"""Baijiu Jar (24143, Weird West Edition) — goods, Attire.
While at a Saloon, this dude gets +3 value and +1 influence.
Shootout, Boot: Discard three cards to draw four cards.

"At a Saloon" is any Saloon deed, whoever owns or controls it. "Discard three cards to
draw four" is paid like a cost: a player with fewer than three cards in hand cannot use it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class BaijiuJar(CardScript):
    code = "24143"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(
            condition=self.at_a_saloon,
            effect=[ability.effects.modify_value(3), ability.effects.modify_influence(1)],
        )
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand(count=3)],
            message="{player} uses {source} to discard three cards and draw four cards",
            handler=self.draw_four_cards,
        )

    def at_a_saloon(self) -> bool:
        where = self.game.actions.location_of(self.card)
        deed = self.game.locations.card(where) if where is not None else None
        return deed is not None and deed.has_keyword("Saloon")

    def draw_four_cards(self, context: Context) -> None:
        self.game.actions.draw(context.player, 4)
