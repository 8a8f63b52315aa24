"""New Town Hall (24108, Weird West Edition) — deed, Public, Government.
Controller Noon, Boot: Add a permanent control point to this deed.
Controller Noon, Boot: Remove all control points from this deed.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class NewTownHall(CardScript):
    code = "24108"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.add_a_control_point,
        )
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.remove_all_control_points,
        )

    def add_a_control_point(self, context: Context) -> None:
        """A permanent control point: a token that stays on the deed while it is in play,
        whoever controls it."""
        self.game.actions.add_control_point(self.card)
        self.game.log.add("{0} uses {1} to add a control point to it", context.player, self.card)

    def remove_all_control_points(self, context: Context) -> None:
        """The deed prints none, so its control points are the tokens added to it."""
        lost = self.game.actions.remove_control_points(self.card)
        self.game.log.add(
            "{0} uses {1} to remove {2} control points from it", context.player, self.card, lost
        )
