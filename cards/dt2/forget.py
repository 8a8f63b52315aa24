"""Forget (24188, Weird West Edition) — spell, Hex.
Noon Hex 5, Boot: Target an ability printed on a dude at a nearby location. That ability
cannot be used until after Nightfall.

"An ability" is one the dude can use, an action or a React: a trait is never used. Any
dude at a nearby location (§4.1) may be targeted, yours too. Nightfall ends the day, so
the ability is locked until the end of the day (§3.4 step 6, §8.3); the dude's other
abilities stay usable.
"""

from __future__ import annotations

from engine.abilities import CardAbility, Reaction
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Forget(CardScript):
    code = "24188"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=5,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.nearby_with_an_ability),
            on_success=self.forget,
        )

    def usable_abilities(self, dude: Card) -> list[CardAbility]:
        return [a for a in dude.abilities if not (isinstance(a, Reaction) and a.trait)]

    def nearby_with_an_ability(self, card: Card, context: Context) -> bool:
        return self.is_nearby(card) and bool(self.usable_abilities(card))

    def forget(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        forgotten = yield from self.choose_ability(context, self.usable_abilities(dude))
        self.until_end_of_day(
            context, match=dude, effect=AbilityKit.effects.cannot_use_ability(forgotten.index)
        )
        self.game.log.add(
            "{0} uses {1} so that {2} ability cannot be used today",
            context.player,
            self.card,
            forgotten.whose,
        )
