"""Empty Schell (25009) — dude, Abomination.
React: After Empty Schell is chosen as a casualty, send an opposing dude home from the shootout.

Chosen as a casualty he has left play (§5.8): the React is used from where the casualty put
him, his owner's discard pile or Boot Hill. "Send ... home" is not "home booted": the dude
leaves the posse and goes home as he was (`empty-schell-sends-home-unbooted`, as Father
Diamond's "send ... home").
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
        if self.game.actions.send_home(dude, booted=False):
            self.game.log.add("{0} sends {1} home from the shootout", context.player, dude)
