"""Good Stiff Drink (01141) — action.
Noon: Choose a dude's ability that has been used. That ability can be used another time.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


def has_a_used_ability(dude: Card, context: Context) -> bool:
    """A dude one of whose own printed abilities has been used today."""
    return any(ability.has_been_used(context.game) for ability in dude.abilities)


class GoodStiffDrink(CardScript):
    code = "01141"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=has_a_used_ability),
            message="{player} plays {source} on {target}",
            handler=self.another_time,
        )

    def another_time(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        used = [a for a in dude.abilities if a.has_been_used(self.game)]
        chosen = yield from self.choose_ability(context, used)
        self.game.actions.allow_another_use(chosen)
        self.game.log.add("{0} lets {1} be used another time", context.player, chosen.spoken)
