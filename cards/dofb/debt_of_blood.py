"""Debt of Blood (25054, Debt of Blood) — action, Headline.
Shootout: If one of your dudes has been discarded or aced this turn, either as a casualty or
by an opposing card effect, give your target dude +3 bullets and make them a stud.
Noon: If one of your dudes has been aced this turn, either as a casualty or by an opposing
card effect, give your target dude +3 bullets and make them a stud.

The "if" is the play's requirement, checked before it is offered (§8.1): a loss this turn
as `engine.losses` counts them (not one by your own card effects). In a shootout "your
target dude" is one of your posse, as the other Shootout plays that name your dude; the
bonus lasts the shootout, and at Noon the day (§8.3). A Headline: one per shootout, or per
day outside shootouts (§1.4).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.losses import ACED, DISCARDED
from engine.model import Card


class DebtOfBlood(CardScript):
    code = "25054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.a_dude_discarded_or_aced,
            target=Target(prompt="Select a dude", controller="current", condition=self.in_your_posse),
            message="{player} plays {source} on {target}",
            handler=self.call_in_the_debt,
        )
        self.action(
            play_type="noon",
            condition=self.a_dude_aced,
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.call_in_the_debt,
        )

    def a_dude_discarded_or_aced(self, context: Context) -> bool:
        return self.dude_lost_today(context.player, DISCARDED, ACED)

    def a_dude_aced(self, context: Context) -> bool:
        return self.dude_lost_today(context.player, ACED)

    def in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def call_in_the_debt(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(3), effects.set_as_stud()]
        )
        self.game.log.add("{0} gives {1} +3 bullets and makes them a stud", context.player, dude)
