"""Sword of the Spirit (24200, Weird West Edition) — spell, Miracle.
Noon Miracle 7: Give a dude +1 bullets. While that dude has a Melee Weapon, they become a
stud and cannot be affected by opposing spells.

No "Boot:": the miracle is once per day all the same (§7.2). A Noon ability's effect
lasts the day (§8.3); a Melee spell (Festering Grasp) is no Melee Weapon. Its second sentence is read while it lasts, so the dude is a stud,
and out of reach of the spells of his controller's opponents (`engine.protection`), only
while he has a Melee Weapon.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card
from engine.protection import SPELLS


class SwordOfTheSpirit(CardScript):
    code = "24200"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=7,
            target=Target(prompt="Select a dude", choose=False),
            on_success=self.bless_the_blade,
        )

    def has_a_melee_weapon(self, dude: Card) -> bool:
        return any(a.has_keyword("Melee") and a.has_keyword("Weapon") for a in dude.attachments)

    def bless_the_blade(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.until_end_of_day(context, match=dude, effect=effects.modify_bullets(1))
        self.until_end_of_day(
            context,
            match=dude,
            card_condition=self.has_a_melee_weapon,
            effect=[effects.set_as_stud(), effects.protected_from_opponents(SPELLS)],
        )
        self.game.log.add("{0} uses {1} to give {2} +1 bullets", context.player, self.card, dude)
