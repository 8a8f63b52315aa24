"""The Orphanage (24111, Weird West Edition) — deed.
Controller Noon, Boot: All deeds with 2 or more control points get -1 control points and
+2 production until after the next Production phase.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class TheOrphanage(CardScript):
    code = "24111"
    reprints = ("13011",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.take_in_the_orphans,
        )

    def take_in_the_orphans(self, context: Context) -> None:
        # The deeds are those with 2 or more control points when the ability resolves:
        # losing the point does not end the effect (ruling orphanage-deeds-chosen-on-use).
        deeds = [deed for deed in self.game.all_deeds() if self.has_two_control_points(deed)]
        if not deeds:
            return
        effect = [AbilityKit.effects.modify_control(-1), AbilityKit.effects.modify_production(2)]
        self.until_after_next_production(context, match=deeds, effect=effect)
        for deed in deeds:
            self.game.log.add("{0} gives {1} -1 control points and +2 production", context.player, deed)

    def has_two_control_points(self, deed: Card) -> bool:
        return deed.control >= 2
