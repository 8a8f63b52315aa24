"""Rumors (01128) — Noon: Choose a dude. That dude gets –1 influence while at any
location except home."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Rumors(CardScript):
    code = "01128"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude"),
            message="{player} plays {source} on {target}",
            handler=self.spread,
        )

    def spread(self, context: Context) -> None:
        # A Noon ability's effect lasts until the end of the day (§8.3).
        self.until_end_of_day(
            context,
            match=context.target,
            effect=AbilityKit.effects.modify_influence(-1),
            card_condition=self.away_from_home,
        )

    def away_from_home(self, card: Card) -> bool:
        return card.location != card.controller.home.uid
