"""Erik Samson (24070, Weird West Edition) — dude, Blessed 0.
While Erik has a Mystical goods, he gets +1 influence.
While Erik has a melee Weapon, he is a stud.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class ErikSamson(CardScript):
    code = "24070"
    reprints = ("11009",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_mystical_goods, effect=ability.effects.modify_influence(1))
        self.persistent_effect(condition=self.has_a_melee_weapon, effect=ability.effects.set_as_stud())

    def has_mystical_goods(self) -> bool:
        return any(card.data.type == "goods" for card in self.card.attachments_with("Mystical"))

    def has_a_melee_weapon(self) -> bool:
        return any(card.has_keyword("Weapon") for card in self.card.attachments_with("Melee"))
