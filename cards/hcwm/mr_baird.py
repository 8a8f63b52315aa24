"""Mr. Baird (22008) — Noon, Pay 1 Ghost Rock, Boot: Discard a deed from your play hand to put
an in-town deed from your discard pile into your play hand.

"Discard a deed ... to put ..." pays for the effect, as the other "discard ... to ..." costs
(`costs.discard_from_hand`): without a deed in hand the ability is not offered. An in-town
deed is one without the Out of Town keyword. The deed is taken after the cost is paid, so
the deed just discarded may be the one taken back; with no in-town deed in the pile, the
cost is paid for nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


class MrBaird(CardScript):
    code = "22008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[
                ability.costs.pay_ghost_rock(1),
                ability.costs.boot_self(),
                ability.costs.discard_from_hand(self.a_deed),
            ],
            message="{player} uses {source}",
            handler=self.swap_deeds,
        )

    def a_deed(self, card: Card) -> bool:
        return card.is_deed

    def swap_deeds(self, context: Context) -> Flow:
        player = context.player
        in_town = [c for c in player.discard if c.is_deed and not c.has_keyword("Out of Town")]
        if not in_town:
            return
        deed = yield from self.select_card(context, in_town, "Select a deed")
        self.game.actions.put_in_pile(deed, Zone.HAND)
        if deed.zone is Zone.HAND:
            self.game.log.add("{0} puts {1} from their discard pile into their hand", player, deed)
