"""Elk's Protection (23046, Welcome to Deadwood) — spell, Spirit • Totem.
Can only attach to a deed.
Noon Spirit 8, Boot: Choose a dude without a Weapon. That dude has +X bullets. X is this
deed's printed production.
Shootout Spirit 8, Boot: Choose a dude without a Weapon. That dude has +X bullets. X is this
deed's printed production.

A Totem (`engine.totems`) planted on a deed. "A dude" is any dude in play, anyone's,
without a Weapon as he is chosen; X is the production printed on the deed, whatever
modifies it now. The bonus lasts as the ability's play type says (§8.3): the day for the
Noon one, the shootout for the Shootout one.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card

DIFFICULTY = 8


class ElksProtection(CardScript):
    code = "23046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.can_only_attach_to(self.a_deed)
        for play_type in ("noon", "shootout"):
            self.spell_action(
                play_type=play_type,
                cost=ability.costs.boot_self(),
                difficulty=DIFFICULTY,
                target=Target(prompt="Select a dude", condition=self.without_a_weapon),
                on_success=self.protect_that_dude,
            )

    def a_deed(self, parent: Card) -> bool:
        return parent.is_deed

    def without_a_weapon(self, dude: Card, context: Context) -> bool:
        return not dude.attachments_with("Weapon")

    def printed_production(self) -> int:
        deed = self.parent
        assert deed is not None
        return deed.data.production

    def protect_that_dude(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        bonus = self.printed_production()
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(bonus))
        self.game.log.add("{0} uses {1} to give {2} +{3} bullets", context.player, self.card, dude, bonus)
