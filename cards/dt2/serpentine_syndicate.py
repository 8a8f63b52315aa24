"""Serpentine Syndicate (24006, Weird West Edition) — outfit of The Fourth Ring.
React, Boot: After your dude successfully casts a spell while not at home, you may discard a
card from your hand to gain 1 ghost rock and draw 1 card.

The Base Set's The Fourth Ring (01001) prints the same ability ("succeeds at a spell pull"):
casting a spell successfully is its pull succeeding (§7.2). The outfit is retitled, so it
cannot be claimed as a reprint; it inherits that script unchanged.
"""

from __future__ import annotations

from cards.dtr.the_fourth_ring import TheFourthRing


class SerpentineSyndicate(TheFourthRing):
    code = "24006"
