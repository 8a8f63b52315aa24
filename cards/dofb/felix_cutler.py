"""Felix Cutler (25022, Debt of Blood) — dude, Huckster 1.
Resolution: If your hand is cheatin', unboot a Hex or goods in your posse. Its abilities may
be used an additional time this turn.

"If ..." requirements may be played when unmet; they just do nothing (§8.1). "Your hand is
cheatin'" is the hand you revealed this round (§5.6). "A Hex or goods in your posse" is one
attached to a dude of your posse, booted or not: each of its abilities gets one more use
within its limit, as Speaks-with-Earth gives a Totem's (`Actions.allow_another_use`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class FelixCutler(CardScript):
    code = "25022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="resolution", message="{player} uses {source}", handler=self.deal_again)

    def hexes_and_goods_in_your_posse(self) -> list[Card]:
        return [
            card
            for dude in self.your_posse
            for card in dude.attachments
            if card.type == "goods" or card.has_keyword("Hex")
        ]

    def deal_again(self, context: Context) -> Flow:
        if not self.reveals_cheatin(context.player):
            return
        card = yield from self.select_card(context, self.hexes_and_goods_in_your_posse())
        self.game.actions.unboot(card)
        for card_ability in card.abilities:
            self.game.actions.allow_another_use(card_ability)
        self.game.log.add("{0} unboots {1}, which may be used an additional time", context.player, card)
