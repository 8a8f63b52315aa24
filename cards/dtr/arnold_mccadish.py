"""Arnold McCadish (01008) — dude.
React, Pull, Boot: When a dude is discarded (not aced) as a casualty in a shootout, if the
pull is higher than the dude's value, send that dude home booted instead.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


class ArnoldMcCadish(CardScript):
    code = "01008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCasualtyWouldBeTaken": self.dude_discarded_as_casualty},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.patch_up,
        )

    def dude_discarded_as_casualty(self, event: Event) -> bool:
        return bool(event.type == "discard" and event.card.is_dude)

    def patch_up(self, context: Context) -> Flow:
        event = context.event
        assert event is not None
        dude = event.card
        pulled = yield from self.pull(context)
        if pulled.value > dude.value:
            event.replace("send home")
            self.game.log.add("{0} sends {1} home booted instead of discarding them", context.player, dude)
        else:
            self.game.log.add("{0}'s pull is not higher than {1}'s value", context.player, dude)
