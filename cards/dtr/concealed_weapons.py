"""Concealed Weapons (01120) — action.
Noon: Your dudes may attach goods and spells (as Shoppin') at any location, and as
Shootout plays.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ConcealedWeapons(CardScript):
    code = "01120"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="noon", message="{player} plays {source}", handler=self.conceal)

    def conceal(self, context: Context) -> None:
        # A Noon play: it lasts until the end of the day (§8.3).
        self.until_end_of_day(
            context,
            effect=[
                AbilityKit.effects.attach_at_any_location(),
                AbilityKit.effects.attach_as_shootout_plays(),
            ],
            targets_players=True,
        )
