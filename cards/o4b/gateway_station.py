"""Gateway Station (21039) — deed, Private • Seedy.
Controller React, Pay 1 Ghost Rock, Boot: Before discarding your lowball draw hand, discard
a card from your play hand. Take a dude card from your lowball draw hand and put them into
your play hand.

"Before discarding your lowball draw hand" is the moment after the pot is taken (or a tie
is called) and before step 7 of Gamblin' (§3.1.7), `onLowballDrawHandsDiscarding`. The
card discarded is the player's pick of their play hand; "discard a card from your play
hand" is the first sentence after the colon, a requirement, so with an empty play hand the
React is not offered (ruling `gateway-station-needs-a-card-to-discard`). The dude taken is
one of their own cards of the draw hand (a card dealt from another deck goes back to its
owner, as with Fetch), their pick, by its face.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


class GatewayStation(CardScript):
    code = "21039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onLowballDrawHandsDiscarding": self.before_discarding_lowball_hands},
            cost=[ability.costs.pay_ghost_rock(1), ability.costs.boot_self()],
            message="{player} uses {source}",
            handler=self.swap_for_a_dude,
            controller=True,
        )

    def before_discarding_lowball_hands(self, event: Event) -> bool:
        you = self.controller_now
        return bool(you.draw_hand) and bool(you.hand)

    def your_dudes_in_the_draw_hand(self, context: Context) -> list[Card]:
        player = context.player
        return [card for card in player.draw_hand if card.owner is player and card.is_dude]

    def swap_for_a_dude(self, context: Context) -> Flow:
        player = context.player
        card = yield from self.select_card(context, list(player.hand))
        self.game.actions.discard(card)
        self.game.log.add("{0} uses {1} to discard {2} from their play hand", player, self.card, card)
        dudes = self.your_dudes_in_the_draw_hand(context)
        if not dudes:
            return
        dude = yield from self.select_draw_hand_card(context, among=dudes)
        self.game.actions.put_in_pile(dude, Zone.HAND)
        self.game.log.add("{0} puts {1} from their draw hand into their play hand", player, dude)
