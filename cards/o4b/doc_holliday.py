"""Doc Holliday (21007) — legend.
If you are the leader and do not have a spellcaster in your posse, your posse has a -2 stud
penalty.  Shootout, Boot: Give your dude a bullet bonus equal to the spellcaster skill rating
of a dude in this shootout. That dude has a maximum bullet rating of 4.

A spellcaster is a dude with a Huckster, Blessed or Shaman rating (the skills that cast
spells, §1.2); a dude with more than one lends his highest. "That dude" is your dude given the
bonus: his bullets read at most 4 while it lasts, the shootout (ruling
doc-holliday-caps-the-dude-he-helps).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

SPELLCASTING = ("huckster", "blessed", "shaman")
MAXIMUM = 4


def spellcaster_rating(dude: Card) -> int:
    return max(dude.skill(skill) or 0 for skill in SPELLCASTING)


class DocHolliday(CardScript):
    code = "21007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.leading_without_a_spellcaster,
            effect=ability.effects.modify_stud_bonus(-2),
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.in_your_posse),
            condition=self.a_spellcaster_in_this_shootout,
            message="{player} uses {source} on {target}",
            handler=self.lend_a_hand,
        )

    def leading_without_a_spellcaster(self) -> bool:
        return self.you_are_the_leader and not any(spellcaster_rating(dude) for dude in self.your_posse)

    def in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def spellcasters(self) -> list[Card]:
        return [dude for dude in [*self.your_posse, *self.opposing_posse] if spellcaster_rating(dude)]

    def a_spellcaster_in_this_shootout(self, context: Context) -> bool:
        return bool(self.spellcasters())

    def lend_a_hand(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        casters = self.spellcasters()
        caster = casters.pop() if len(casters) == 1 else (yield from self.select_card(context, casters))
        rating = spellcaster_rating(caster)
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(rating), effects.maximum_bullets(MAXIMUM)]
        )
        self.game.log.add(
            "{0} gives {1} +{2} bullets, {3}'s spellcaster rating, to a maximum of 4",
            context.player,
            dude,
            rating,
            caster,
        )
