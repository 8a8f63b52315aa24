"""Zeb Whateley-Dupont (19009, There Comes a Reckoning) — dude, Huckster 0.
If your outfit is Fourth Ring, Zeb is a stud, and while he is opposing a dude with grit 11
or higher in a shootout, he cannot have less than 2 bullets and cannot be changed to a draw.

The "If your outfit is Fourth Ring" governs the whole sentence: outside a Fourth Ring outfit
Zeb is his printed draw and nothing protects him. "Opposing" is being in a posse facing a
posse that holds the dude (§5); grit is value + bullets + influence (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript

GRIT = 11
BULLETS = 2


class ZebWhateleyDupont(CardScript):
    code = "19009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        effects = ability.effects
        self.persistent_effect(condition=self.fourth_ring, effect=effects.set_as_stud())
        self.persistent_effect(
            condition=self.facing_true_grit,
            effect=[effects.bullets_at_least(BULLETS), effects.cannot_become_draw()],
        )

    def fourth_ring(self) -> bool:
        return self.is_faction(self.controller, "The Fourth Ring")

    def facing_true_grit(self) -> bool:
        return (
            self.fourth_ring()
            and self.card in self.your_posse
            and any(dude.grit >= GRIT for dude in self.opposing_posse)
        )
