"""Quincy Washburne (20020, Too Tough to Die) — dude, Mad Scientist 1.
React: After Quincy successfully invents a Weapon Gadget, unboot him.

Inventing boots the Mad Scientist (§7.3); the react, once a day like every non-Repeat react
(§8.2), gives him back for another play. Only Quincy's own successful invention of a
Gadget with the Weapon keyword triggers it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class QuincyWashburne(CardScript):
    code = "20020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onGadgetInvented": self.quincy_invents_a_weapon},
            message="{player} uses {source} to unboot him",
            handler=self.unboot_him,
        )

    def quincy_invents_a_weapon(self, event: Event) -> bool:
        return event.get("scientist") is self.card and event.get("gadget").has_keyword("Weapon")

    def unboot_him(self, context: Context) -> None:
        self.game.actions.unboot(self.card)
