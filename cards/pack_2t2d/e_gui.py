"""E Gui (20006, Too Tough to Die) — dude, Abomination.
React: Before E Gui leaves play because you did not pay his upkeep, if E Gui is at a deed
you do not own, boot the deed and gain ghost rock equal to the deed's production.

The Upkeep phase announces each card discarded for its unpaid upkeep before it goes
(`onUpkeepUnpaid`, §3.2), so E Gui reacts while still at the deed. The production is the
deed's as he reacts; a deed already booted is gained from all the same (booting it is
part of the effect, not a cost).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card


class EGui(CardScript):
    code = "20006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onUpkeepUnpaid": self.he_goes_unpaid},
            message="{player} uses {source}",
            handler=self.loot_the_deed,
        )

    def deed_you_do_not_own(self) -> Card | None:
        where = self.card.location
        deed = None if where is None else self.game.locations.card(where)
        if deed is None or not deed.is_deed or deed.owner is self.controller:
            return None
        return deed

    def he_goes_unpaid(self, event: Event) -> bool:
        return event.card is self.card and self.deed_you_do_not_own() is not None

    def loot_the_deed(self, context: Context) -> None:
        deed = self.deed_you_do_not_own()
        assert deed is not None
        self.game.actions.boot(deed)
        self.game.actions.gain(context.player, deed.production)
        self.game.log.add("{0} boots {1} to gain {2} ghost rock", context.player, deed, deed.production)
