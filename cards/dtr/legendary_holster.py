"""Legendary Holster (01098) — goods, Weapon, Mystical, Unique; +2 bullets.
Shootout Pull, Boot: If the pull is lower than this dude's bullets, ace one dude in the
opposing posse.

The ace is logged once it has happened: one that is prevented (Byron Decker) or replaced
is not (`ace_now`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class LegendaryHolster(CardScript):
    code = "01098"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.quick_draw,
        )

    def quick_draw(self, context: Context) -> Flow:
        shootout, dude = self.game.shootout, self.parent
        assert shootout is not None and dude is not None
        pulled = yield from self.pull(context)
        if pulled.value >= dude.bullets:
            self.game.log.add("{0}'s pull is not lower than {1}'s bullets", context.player, dude)
            return
        opposing = shootout.posse(shootout.opposing(context.player))
        victim = yield from self.select_card(context, opposing, "Select a dude")
        if (yield from self.ace_now(victim, by=context.player)):
            self.game.log.add("{0} uses {1} to ace {2}", context.player, self.card, victim)
