"""Morgan Research Institute (01072) — Controller Noon, Boot: Raise or lower the skill
rating of a dude at this location by 2 (the skills are Huckster, Blessed, Shaman, and
Mad Scientist)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.flow import Flow
from engine.model import Card

SKILLS = ("huckster", "blessed", "shaman", "mad scientist")


def skills_of(dude: Card) -> list[str]:
    return [skill for skill in SKILLS if dude.skill(skill) is not None]


def skilled_dude_here(dude: Card, context: Context) -> bool:
    return at_this_location(dude, context) and bool(skills_of(dude))


class MorganResearchInstitute(CardScript):
    code = "01072"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=skilled_dude_here, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.raise_or_lower,
        )

    def raise_or_lower(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        skills = skills_of(dude)
        skill = skills[0]
        if len(skills) > 1:
            skill = yield from self.choose_option(context, skills, "Select a skill")
        answer = yield from self.choose_option(context, ["raise", "lower"])
        amount = 2 if answer == "raise" else -2
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.modify_skill_rating(amount, skill)
        )
        self.game.log.add("{0} {1}s {2}'s {3} skill by 2", context.player, answer, dude, skill)
