"""Shotgun (24151, Weird West Edition) — Weapon, bullet bonus 1.
Shootout, Boot: Ace an opposing dude with value lower than this dude's bullet rating.

The Base Set Shotgun (01084) reaches a value *equal to* the bullets too; this printing
only a lower one, so it has its own script: the Base Set ability with the strict bound.
"""

from __future__ import annotations

from cards.dtr.shotgun import Shotgun
from engine.dsl import Context
from engine.model import Card


class ShotgunWeirdWest(Shotgun):
    code = "24151"

    def opposing_and_outgunned(self, card: Card, context: Context) -> bool:
        shootout, parent = self.game.shootout, self.parent
        if shootout is None or parent is None or not shootout.in_posse(card):
            return False
        return (
            shootout.posse_of(card) is not shootout.posse_of(parent) and self.value_of(card) < parent.bullets
        )
