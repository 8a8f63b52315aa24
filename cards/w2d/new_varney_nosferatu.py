"""New Varney Nosferatu (23028) — dude, Abomination.
If the New Varney Nosferatu is in a Public location at the beginning of High Noon, send it
home booted.

A trait, no choice: checked as the High Noon phase starts (§3.3), before anyone plays. A
Public location is a deed printed or made Public; the town square is neither Public nor
Private (ruling deadwood-town-square-is-neither).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class NewVarneyNosferatu(CardScript):
    code = "23028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onPhaseStarted": self.high_noon_finds_it_in_public}, handler=self.flee_the_light
        )

    def high_noon_finds_it_in_public(self, event: Event) -> bool:
        where = self.card.location
        return bool(event.phase == "high noon") and where is not None and self.game.locations.is_public(where)

    def flee_the_light(self, context: Context) -> None:
        if self.game.actions.send_home(self.card, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, self.card)
