"""Father Diamond (21011) — dude of the 108 Righteous Bandits.
Noon: If Diamond is at a deed you do not own, pay the owner 1 ghost rock. You may send one of
your dudes at the deed home. Move Diamond to another location.

The "if" governs the payment alone: at a deed another player owns, Diamond's player pays that
owner 1 ghost rock (§9.1), and a player who cannot is not offered the ability (issue 19: a
printed requirement is checked first). "The deed" is the one Diamond stands at, whoever owns
it: one of your other dudes there may be sent home, booted as every dude sent home is (ruling
send-home-means-home-booted). Diamond then moves, without booting, to any other location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class FatherDiamond(CardScript):
    code = "21011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.able_to_pay_the_owner,
            message="{player} uses {source}",
            handler=self.make_the_rounds,
        )

    def deed_here(self) -> Card | None:
        where = self.card.location
        deed = None if where is None else self.game.locations.card(where)
        return deed if deed is not None and deed.is_deed else None

    def able_to_pay_the_owner(self, context: Context) -> bool:
        deed = self.deed_here()
        return deed is None or deed.owner is context.player or context.player.ghost_rock >= 1

    def make_the_rounds(self, context: Context) -> Flow:
        you, deed = context.player, self.deed_here()
        if deed is not None and deed.owner is not you:
            self.game.actions.pay_player(you, deed.owner, 1)
            self.game.log.add("{0} pays {1} 1 ghost rock", you, deed.owner)
        if deed is not None:
            yours = [dude for dude in you.dudes() if dude.location == deed.uid and dude is not self.card]
            dude = yield from self.may_select_card(context, yours, "Select a dude")
            if dude is not None and self.game.actions.send_home(dude):
                self.game.log.add("{0} sends {1} home booted", you, dude)
        yield from self.move_to_chosen_location(context, self.card)
