"""Mind Twist (22046, Hell's Comin' With Me) — spell, Hex.
Noon/Shootout Hex 6, Boot: Boot a spell attached to a dude at this location. If this is a
shootout, the spell must be in the opposing posse.
Noon Hex 6, Boot: Choose a dude at this location. Until after Sundown, that dude's
influence is set to 1 (and cannot be modified).

"This location" is the Huckster's. At Noon any dude's spell there will do, the Huckster's
own other spells too; in a shootout only one on a dude of the opposing posse. The spell is
chosen as the Hex is played. "Until after Sundown" is the end of the day: the influence
of 1 counts in the Sundown victory check (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class MindTwist(CardScript):
    code = "22046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon/shootout",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a spell", card_type="spell", condition=self.a_spell_here),
            on_success=self.twist_the_spell,
        )
        self.spell_action(
            play_type="noon",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.a_dude_here),
            on_success=self.twist_the_mind,
        )

    def a_dude_here(self, card: Card, context: Context) -> bool:
        huckster = self.parent
        return huckster is not None and card.location == huckster.location

    def a_spell_here(self, card: Card, context: Context) -> bool:
        dude = card.parent
        if card is self.card or dude is None or not dude.is_dude or not self.a_dude_here(dude, context):
            return False
        return self.game.shootout is None or dude in self.opposing_posse

    def twist_the_spell(self, context: Context) -> None:
        spell = context.target
        assert spell is not None
        self.game.actions.boot(spell)
        self.game.log.add("{0} boots {1}", context.player, spell)

    def twist_the_mind(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.until_end_of_day(
            context, match=dude, effect=AbilityKit.effects.set_and_unmodifiable("influence", 1)
        )
        self.game.log.add("{0} sets {1}'s influence to 1 until after Sundown", context.player, dude)
