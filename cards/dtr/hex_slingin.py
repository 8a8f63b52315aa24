"""Hex Slingin' (01136) — action.
Resolution: Discard a Hex from your dude in this posse to raise your draw hand rank by 2.
"""

from __future__ import annotations

from engine.abilities import Context
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.model import Card


class HexSlingin(CardScript):
    code = "01136"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Without a Hex to discard it is no play (rule ability.condition).
        self.action(
            play_type="resolution",
            condition=self.a_hex_in_your_posse,
            message="{player} plays {source}",
            handler=self.sling,
        )

    def hexes_in_your_posse(self, context: Context) -> list[Card]:
        return [card for dude in self.your_posse for card in dude.attachments if card.has_keyword("Hex")]

    def a_hex_in_your_posse(self, context: Context) -> bool:
        return bool(self.hexes_in_your_posse(context))

    def sling(self, context: Context) -> Flow:
        player = context.player
        hex_card = yield from self.select_card(context, self.hexes_in_your_posse(context))
        dude = hex_card.parent
        self.game.actions.discard(hex_card)
        if self.game.actions.modify_rank(player, 2):
            self.game.log.add(
                "{0} discards {1} from {2} to raise their draw hand rank by 2", player, hex_card, dude
            )
        else:
            self.game.log.add("{0} discards {1} from {2}", player, hex_card, dude)
