"""108 Gracious Gifts (20001, Too Tough to Die) — outfit.
While you have less ghost rock than each other player, you may discard an extra card at
Sundown.
Noon, Pay 2 Ghost Rock, Boot: Unboot your dude.

The Weird West Edition (24001) lets a player tied for the least ghost rock discard the
extra card too ("equal or less"); this printing needs strictly less, so it has its own
script: the Weird West ability with the strict bound. Its Sundown discard is the same
discard the Weird West Edition makes at Nightfall (§3.4).
"""

from __future__ import annotations

from cards.dt2.card_108_gracious_gifts import OneHundredEightGraciousGifts


class OneHundredEightGraciousGiftsTooTough(OneHundredEightGraciousGifts):
    code = "20001"

    def no_richer_than_anyone(self) -> bool:
        # "Each other player" of a two-player game (engine.model.Player.opponent).
        you = self.controller
        return you.ghost_rock < you.opponent.ghost_rock
