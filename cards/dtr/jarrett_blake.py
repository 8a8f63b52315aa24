"""Jarrett Blake (01031) — Shootout: If Jarrett has a Horse, swap him with one of your
dudes in the posse (Jarrett joins the posse. The other dude moves to Jarrett's location
and is no longer in the posse)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class JarrettBlake(CardScript):
    code = "01031"
    reprints = ("24034",)  # Weird West Edition: "Jarrett moves to the shootout's location"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            condition=self.jarrett_may_join,
            message="{player} uses {source}",
            handler=self.swap,
        )

    def jarrett_may_join(self, context: Context) -> bool:
        return self.may_join_your_posse(context, self.card)

    def swap(self, context: Context) -> Flow:
        # "If ..." may be played unmet; it then does nothing (§8.1).
        if not self.card.attachments_with("Horse"):
            return
        shootout = self.game.shootout
        assert shootout is not None
        other = yield from self.select_card(context, shootout.posse(context.player), "Select a dude")
        self.game.log.add("{0} swaps {1} with {2}", context.player, self.card, other)
        yield from self.swap_into_posse(context, self.card, other)
