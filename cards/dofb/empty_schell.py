"""Empty Schell (25009) — dude, Abomination.
React: After Empty Schell is chosen as a casualty, send an opposing dude home from the shootout.

Chosen as a casualty he has left play (§5.8): the React is used from where the casualty put
him, his owner's discard pile or Boot Hill. The dude leaves the posse and goes home booted,
as every dude sent home does (ruling send-home-means-home-booted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event


class EmptySchell(CardScript):
    code = "25009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Discarded or aced, he reacts from the pile the casualty left him in.
        for pile in (Zone.DISCARD, Zone.BOOT_HILL):
            self.reaction(
                when={"onCasualtyChosen": self.he_is_chosen_as_a_casualty},
                zone=pile,
                message="{player} uses {source}",
                handler=self.send_an_opposing_dude_home,
            )

    def he_is_chosen_as_a_casualty(self, event: Event) -> bool:
        return event.card is self.card

    def send_an_opposing_dude_home(self, context: Context) -> Flow:
        dudes = self.affectable(context, self.opposing_posse)
        if not dudes:
            return
        dude = yield from self.select_card(context, dudes, "Select a dude")
        if self.game.actions.send_home(dude):
            self.game.log.add("{0} sends {1} home booted from the shootout", context.player, dude)
