"""Joe Vermilion (20004, Too Tough to Die) — dude, Abomination.
Noon: If Joe is at deed you do not own, pay the owner 1 ghost rock to gain ghost rock
equal to that deed's production.

"If ..." requirements may be played when unmet; they just do nothing (§8.1), and so does
a player who cannot pay the owner the 1 ghost rock. The payment goes to the deed's owner,
not the bank (§9.1), whoever controls the deed; the production read is the deed's now.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card

RENT = 1


class JoeVermilion(CardScript):
    code = "20004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="noon", message="{player} uses {source}", handler=self.pay_the_rent)

    def deed_you_do_not_own(self, context: Context) -> Card | None:
        where = self.card.location
        deed = None if where is None else self.game.locations.card(where)
        if deed is None or not deed.is_deed or deed.owner is context.player:
            return None
        return deed

    def pay_the_rent(self, context: Context) -> None:
        deed = self.deed_you_do_not_own(context)
        you = context.player
        if deed is None or you.ghost_rock < RENT:
            return
        self.game.actions.pay_player(you, deed.owner, RENT)
        self.game.actions.gain(you, deed.production)
        self.game.log.add(
            "{0} pays {1} 1 ghost rock to gain {2} ghost rock from {3}",
            you,
            deed.owner,
            deed.production,
            deed,
        )
