"""Stevie Lyndon (24024, Weird West Edition) — dude, Blessed 0.
While casting Hymns, Stevie gets +4 Blessed skill.

A trait read by his spell pull (`engine.spells`): +4 when the spell he casts is a Hymn,
nothing for his other Miracles or pulls.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class StevieLyndon(CardScript):
    code = "24024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.casting_bonus(4, "Hymn"))
