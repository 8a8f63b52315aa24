"""Crushing Inevitability (24245, Weird West Edition) — action, Technique, Tao of Zhu Bajie.
Shootout Tao Technique, Boot: Target an opposing dude. If that dude is booted, they do not
contribute to draw hands this round. If the target has a lower value than this dude, then
they must be selected as the first casualty this round.

"This dude" is the Kung Fu dude who performs it, booting as its cost (engine.kung_fu).
Both "if" clauses are read as the technique resolves (a successful test): a target booted
then adds nothing to either bonus at this round's draw (engine.shootout_draw).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.kung_fu import performer
from engine.model import Card


class CrushingInevitability(CardScript):
    code = "24245"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout",
            cost=ability.costs.boot_performer(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.crush,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def crush(self, context: Context) -> None:
        target = context.target
        assert target is not None
        effects = AbilityKit.effects
        if target.booted:
            self.until_end_of_shootout_round(
                context, match=target, effect=effects.does_not_contribute_to_draw_hands()
            )
            self.game.log.add("{0} does not contribute to draw hands this round", target)
        if target.value < performer(context).value:
            self.until_end_of_shootout_round(context, match=target, effect=effects.must_be_first_casualty())
            self.game.log.add("{0} must be selected as the first casualty this round", target)
