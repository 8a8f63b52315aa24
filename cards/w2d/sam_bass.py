"""Sam Bass (23021, Welcome to Deadwood) — dude.
While Sam is in your posse, Cheatin' Resolution abilities on action cards cost +1 ghost
rock.

Every player's action cards, his own player's too (the text names no player): while Sam is
in a posse, an action card played for its Cheatin' Resolution costs 1 more ghost rock
(`engine.costs.action_cost`); a player who cannot pay it cannot play it (§8.1). Other
abilities' costs, and Cheatin' Resolutions on goods and spells, are unchanged.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class SamBass(CardScript):
    code = "23021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.in_its_shootout,
            effect=ability.effects.cheatin_resolutions_on_action_cards_cost_more(1),
        )
