"""Farnum's Consortium (24003, Weird West Edition) — outfit of Morgan Cattle Co.
In-town deeds you own with one or more of your dudes present get +1 production.
Noon, boot: If you have fewer cards in hand than each opponent, pay 2 ghost rock to draw a card.

"Deeds you own" is ownership (the deed on your street), whoever controls it; the production
goes to whoever collects it (§3.2). The draw is the effect: a player who is not short of
cards, or cannot pay 2 ghost rock, boots the outfit for nothing ("If ..." requirements may be
played unmet, §8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class FarnumsConsortium(CardScript):
    code = "24003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.your_in_town_deed_with_your_dude,
            effect=ability.effects.modify_production(1),
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.pay_to_draw,
        )

    def your_in_town_deed_with_your_dude(self, card: Card) -> bool:
        you = self.controller
        if not card.is_deed or card.owner is not you or not self.game.locations.in_town(card.uid):
            return False
        return any(dude.controller is you for dude in self.game.locations.dudes_at(card.uid))

    def pay_to_draw(self, context: Context) -> None:
        player = context.player
        # Two players: "each opponent" is the opponent.
        if len(player.hand) >= len(player.opponent.hand) or player.ghost_rock < 2:
            return
        self.game.actions.pay(player, 2)
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} pays 2 ghost rock to draw a card", player)
