"""Epidemic Laboratory (24128, Weird West Edition) — deed, Public.
Controller Noon Job, Boot: Mark this deed. Your leader must have at least one skill.
If successful, this deed permanently gains +1 control points and +1 production."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import SKILLS
from engine.jobs import Job
from engine.model import Card


class EpidemicLaboratory(CardScript):
    code = "24128"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark=Target(prompt="Select a deed", card_type="deed", condition=self.this_deed),
            cost=ability.costs.boot_self(),
            leader_condition=self.has_a_skill,
            controller=True,
            on_success=self.deed_grows,
        )

    def this_deed(self, card: Card, context: Context) -> bool:
        return card is self.card

    def has_a_skill(self, dude: Card) -> bool:
        # Kung Fu is not a skill (the digest's table of dude attributes).
        return any(dude.skill(skill) is not None for skill in SKILLS)

    def deed_grows(self, job: Job) -> None:
        self.game.actions.add_control_point(self.card)
        self.permanently(job.context, effect=AbilityKit.effects.modify_production(1), match=self.card)
        self.game.log.add(
            "{0} gives {1} a permanent control point and a permanent production", job.player, self.card
        )
