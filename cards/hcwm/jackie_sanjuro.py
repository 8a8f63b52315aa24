"""Jackie Sanjuro (22018) — Jackie cannot have non-Melee Weapons attached.
While Jackie is the only dude in your posse, he has +4 value and is a stud.

The first is a restriction on what attaches to him (`cannot_have_attached`): shoppin' or
trading a Weapon without the Melee keyword to him is refused. The second holds while he
is in a shootout's posse and no other dude of yours is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class JackieSanjuro(CardScript):
    code = "22018"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_have_attached(self.a_non_melee_weapon)
        self.persistent_effect(
            condition=self.alone_in_your_posse,
            effect=[ability.effects.modify_value(4), ability.effects.set_as_stud()],
        )

    def a_non_melee_weapon(self, card: Card) -> bool:
        return card.has_keyword("Weapon") and not card.has_keyword("Melee")

    def alone_in_your_posse(self) -> bool:
        return self.your_posse == [self.card]
