"""Rémy LaPointe (01033) — dude.
Shootout, Pay 1–4 Ghost Rock: Rémy gets +1 bullets for each ghost rock spent, to a maximum
rating of 5 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context

MAXIMUM_RATING = 5


class RemyLapointe(CardScript):
    code = "01033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "To a maximum rating of 5 bullets": only the amounts that keep Rémy at 5 or
        # less are offered (the online engine's reading), so no ghost rock is wasted.
        self.action(
            play_type="shootout",
            cost=ability.costs.pay_x(1, self.most_rock_worth_spending),
            message="{player} uses {source} to boost his bullets by {x}",
            handler=self.boost_bullets,
        )

    def most_rock_worth_spending(self, context: Context) -> int:
        return min(4, MAXIMUM_RATING - self.card.bullets)

    def boost_bullets(self, context: Context) -> None:
        self.apply_ability_effect(
            context, match=self.card, effect=AbilityKit.effects.modify_bullets(context.x)
        )
