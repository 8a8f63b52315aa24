"""Anthony Shepherd (25004) — dude, Blessed 0.
While you have 0 ghost rock in your stash, Anthony is a stud.

Read whenever his shooter type is: ghost rock on cards is not in the stash (§1.3, §9.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class AnthonyShepherd(CardScript):
    code = "25004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.your_stash_is_empty, effect=ability.effects.set_as_stud())

    def your_stash_is_empty(self) -> bool:
        return self.card.controller.ghost_rock == 0
