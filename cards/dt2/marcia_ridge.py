"""Marcia Ridge (24054, Weird West Edition) — dude.
While Marcia is at the town square and you have more influence there than each other
player, you may use abilities on adjacent deeds as if you controlled them and Marcia were
at that location.

The deeds adjacent to the town square (every in-town deed, §4.1), whoever owns or controls
them: their abilities — Noon, Shootout and React, "Controller" ones included — are offered
to Marcia's player too while she holds the town square (`engine.abilities.ability_users`),
and while that player uses them Marcia counts as at the deed ("a dude at this location",
"move your dude from this location": `engine.standing`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import TOWN_SQUARE, Card


class MarciaRidge(CardScript):
    code = "24054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.holding_the_town_square,
            match=self.adjacent_deed,
            target_controller="any",
            effect=ability.effects.abilities_usable_by_you(),
        )
        self.persistent_effect(
            condition=self.holding_the_town_square,
            match=self.adjacent_deed,
            target_controller="any",
            effect=ability.effects.source_counts_as_here_for_you(),
        )

    def holding_the_town_square(self) -> bool:
        if self.card.location != TOWN_SQUARE:
            return False
        # "Each other player" of a two-player game is the opponent.
        you, where = self.controller_now, self.game.locations
        return where.influence_at(you, TOWN_SQUARE) > where.influence_at(you.opponent, TOWN_SQUARE)

    def adjacent_deed(self, card: Card) -> bool:
        # Only a deed's abilities are opened to the effect's player (`ability_users`), so
        # the match need only say which cards stand adjacent to the town square.
        return self.game.locations.adjacent(TOWN_SQUARE, card.uid)
