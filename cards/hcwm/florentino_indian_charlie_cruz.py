"""Florentino "Indian Charlie" Cruz (22024, Hell's Comin' With Me) — dude.
Charlie has a +1 value for each bounty he has.  While Charlie's bounty is greater than 3, he
cannot be changed to a draw.

Both read his bounty as it stands: the value follows each bounty gained or lost; with 4 or
more bounty a "becomes a draw" effect (Sun in Yer Eyes) is ignored (Peacemaker's reading: a
change is stopped, his printed stud type is his own).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card

#: "While Charlie's bounty is greater than 3".
BOUNTY_ABOVE = 3


class FlorentinoIndianCharlieCruz(CardScript):
    code = "22024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.dynamic_value(self.one_per_bounty))
        self.persistent_effect(
            condition=self.bounty_greater_than_3, effect=ability.effects.cannot_become_draw()
        )

    def one_per_bounty(self, card: Card) -> int:
        return card.bounty

    def bounty_greater_than_3(self) -> bool:
        return self.card.bounty > BOUNTY_ABOVE
