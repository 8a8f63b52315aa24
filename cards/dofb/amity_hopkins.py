"""Amity Hopkins (25017, Debt of Blood) — dude, Blessed 2.
Noon: Boot a wanted dude at this location.

"A wanted dude" is anyone's, Amity herself included, unbooted (a booted one cannot be
booted); "this location" is where Amity stands. The log says she booted him only when he
was (a dude protected from the other player's card effects stays unbooted).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class AmityHopkins(CardScript):
    code = "25017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted_here),
            message="{player} uses {source}",
            handler=self.hold_them,
        )

    def wanted_here(self, dude: Card, context: Context) -> bool:
        return dude.wanted and not dude.booted and dude.location == self.card.location

    def hold_them(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        if dude.booted:
            self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
