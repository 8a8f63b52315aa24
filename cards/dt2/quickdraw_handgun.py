"""Quickdraw Handgun (24165, Weird West Edition) — goods, Weapon, bullet bonus 1.
Cheatin' Resolution, Boot: If you have a legal draw hand, exchange draw hands with the
cheatin' player. Your new hand is considered legal.

The Base Set Quickdraw Handgun (01093) ends "Cheatin' cards cannot be played on you for
this round of the shootout", and the cheatin' hand it hands you stays cheatin'; this
printing gives no protection but your new hand is ranked as a legal one, so it has its own
script: the Base Set exchange with that second sentence.
"""

from __future__ import annotations

from cards.dtr.quickdraw_handgun import QuickdrawHandgun
from engine.dsl import Context


class QuickdrawHandgunWeirdWest(QuickdrawHandgun):
    code = "24165"

    def swap_hands(self, context: Context) -> None:
        you, cheater = context.player, context.player.opponent
        # "If ..." may be played when unmet and then does nothing (§8.1).
        if not self.game.hand_results[you.index].cheatin:
            self.exchange_with(you, cheater, new_hand_legal=True)
