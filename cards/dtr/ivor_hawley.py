"""Ivor Hawley (01014) — While he has a Hex, Ivor gets +1 bullets, +1 influence, and
+1 Huckster skill."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class IvorHawley(CardScript):
    code = "01014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.has_a_hex,
            effect=[
                ability.effects.modify_bullets(1),
                ability.effects.modify_influence(1),
                ability.effects.modify_skill_rating(1, "huckster"),
            ],
        )

    def has_a_hex(self) -> bool:
        return any(a.type == "spell" and a.has_keyword("Hex") for a in self.card.attachments)
