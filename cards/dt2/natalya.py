"""Natalya (24016, Weird West Edition) — Abomination.
At the start of the Production phase, if you have less ghost rock in your stash than each
other player and Natalya is at a deed, you gain the production of the deed this turn and
other players do not."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card


class Natalya(CardScript):
    code = "24016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait: no choice, checked as the phase that collects production (Upkeep,
        # §3.2) starts, before anyone collects.
        self.trait_reaction(when={"onPhaseStarted": self.production_starts}, handler=self.take_production)

    def production_starts(self, event: Event) -> bool:
        return bool(event.phase == "upkeep") and self.poorest() and self.deed_here() is not None

    def poorest(self) -> bool:
        you = self.controller
        return you.ghost_rock < min(other.ghost_rock for other in self.game.players if other is not you)

    def deed_here(self) -> Card | None:
        location = self.card.location
        place = self.game.cards.get(location) if location is not None else None
        return place if place is not None and place.is_deed else None

    def take_production(self, context: Context) -> None:
        deed = self.deed_here()
        assert deed is not None
        self.until_end_of_day(context, effect=AbilityKit.effects.production_goes_to_you(), match=deed)
        self.game.log.add(
            "{0} gains the production of {1} this turn as {2} stands there", context.player, deed, self.card
        )
