"""The Town Hall (01058) — Controller React, Boot: At the start of the Upkeep phase,
choose a dude at this location. Lower that dude's upkeep by their influence."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.events import Event
from engine.flow import Flow

#: "choose a dude at this location" (reactions take no `target=`, so it is chosen in the handler).
A_DUDE_HERE = Target(prompt="Select a dude", condition=at_this_location)


def upkeep_starts(event: Event) -> bool:
    return bool(event.phase == "upkeep")


class TheTownHall(CardScript):
    code = "01058"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPhaseStarted": upkeep_starts},
            controller=True,
            cost=ability.costs.boot_self(),
            condition=lambda context: bool(A_DUDE_HERE.eligible(context)),
            message="{player} uses {source}",
            handler=self.lower_upkeep,
        )

    def lower_upkeep(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, A_DUDE_HERE.eligible(context), "Select a dude")
        amount = dude.influence
        # A React's effect lasts until the end of the phase: this Upkeep (§8.3).
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_upkeep(-amount))
        self.game.log.add("{0} lowers {1}'s upkeep by {2}", context.player, dude, amount)
