"""Matthew Rising Sun (20011, Too Tough to Die) — dude, Kung Fu 3.
Matthew can cast Totems as if he had Shaman skill equal to his Kung Fu rating (he does not
gain the Shaman keyword while casting a Totem).

He casts a Totem planted where he stands like a Shaman of that rating (§7.2,
`engine.spells.casting_rating`); he is no Shaman otherwise, so he does not plant Totems
(§3.5 asks for an unbooted Shaman) nor cast other spells.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class MatthewRisingSun(CardScript):
    code = "20011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.casts_spells_with("kung fu", "Totem"))
