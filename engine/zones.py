"""Where a card can be (§0): the zones of the game."""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    DECK = "deck"
    HAND = "hand"
    PLAY = "play"
    DISCARD = "discard"
    BOOT_HILL = "boot hill"
    DRAW_HAND = "draw hand"
    PULLED = "pulled"
    BEING_PLAYED = "being played"
    OUT_OF_GAME = "out of game"
