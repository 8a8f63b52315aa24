"""Feichi "Suitcase" Lee (20012, Too Tough to Die) — dude, Kung Fu 1.
Shootout, Boot: Choose a dude in the posse opposing Feichi. Boot that dude. If Feichi has
more influence than that dude, one of your other dudes at any location may join your
posse (moving if necessary).

Used while Feichi is in a posse (§5.4). The influence is compared once the dude is booted;
the dude who joins is one of his player's not yet in the posse, booted or not, and joins
without booting (a card effect moves him, §4.2, §5.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class FeichiSuitcaseLee(CardScript):
    code = "20012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_feichi),
            message="{player} uses {source} on {target}",
            handler=self.sidestep,
        )

    def opposing_feichi(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def sidestep(self, context: Context) -> Flow:
        dude, you = context.target, context.player
        assert dude is not None
        self.game.actions.boot(dude)
        self.game.log.add("{0} boots {1}", you, dude)
        if self.card.influence <= dude.influence:
            return
        others = [
            other for other in you.dudes() if other is not self.card and self.not_in_a_posse(other, context)
        ]
        joining = yield from self.may_select_card(context, others, "Select a dude")
        if joining is not None:
            yield from self.move_into_posse(context, joining)
            self.game.log.add("{0} brings {1} into the posse", you, joining)
