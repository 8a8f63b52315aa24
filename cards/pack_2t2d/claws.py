"""Claws (20039, Too Tough to Die) — goods, Melee • Weapon; +2 bullets.
This dude is a stud.

This card cannot be attached or traded to a dude without the Harrowed or Abomination
keyword. This card cannot be affected by opposing card effects.

If there is an unbooted non-Melee Weapon in the opposing posse, Claws provides no bullet
bonus and does not make this dude a stud.

The bullet bonus follows the Melee rule the text prints (§1.4 Melee, `melee_outgunned`);
the stud follows the same test. "Attached or traded": shoppin', any play that attaches it,
and a trade (`can_only_attach_to`). Opposing card effects cannot choose it, and their
lasting effects leave it out (`protected_from_opponents`, as Bio-Charge Neutralizer), and
an opposing effect that selects without choosing cannot boot it either
(`not_booted_by_opponents`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card
from engine.protection import CARD_EFFECTS


class Claws(CardScript):
    code = "20039"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud(), condition=self.not_outgunned)
        self.can_only_attach_to(self.harrowed_or_abomination)
        self.persistent_effect(
            effect=[
                ability.effects.protected_from_opponents(CARD_EFFECTS),
                ability.effects.not_booted_by_opponents(),
            ]
        )

    def harrowed_or_abomination(self, dude: Card) -> bool:
        return dude.has_keyword("Harrowed") or dude.has_keyword("Abomination")

    def not_outgunned(self) -> bool:
        return not self.game.effects.melee_outgunned(self.card)
