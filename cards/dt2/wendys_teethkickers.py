"""Wendy's Teethkickers (24169, Weird West Edition) — goods, Attire; +1 influence.
React, Boot: After another player's dude goes home booted from this location, this dude
gets +1 influence until end of the turn. Unboot this dude.

"Until end of the turn": the turn is the day; such effects end at the close of Sundown
(rules digest §3.4, step 8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class WendysTeethkickers(CardScript):
    code = "24169"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeSentHome": self.another_players_dude_sent_packing},
            cost=ability.costs.boot_self(),
            handler=self.kick,
        )

    def another_players_dude_sent_packing(self, event: Event) -> bool:
        dude = self.parent
        return (
            dude is not None
            and bool(event.get("booted"))
            and event.get("origin") == dude.location
            and event.card.controller is not self.controller
        )

    def kick(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.until_end_of_day(context, match=dude, effect=AbilityKit.effects.modify_influence(1))
        self.game.actions.unboot(dude)
        self.game.log.add("{0} uses {1}: {2} gets +1 influence and unboots", context.player, self.card, dude)
