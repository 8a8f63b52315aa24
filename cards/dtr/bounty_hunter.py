"""Bounty Hunter (01126) — action.
Noon: A 2-stud Gunslinger token enters play at a wanted dude's location. The Gunslinger
calls out that dude, who cannot refuse. Remove the Gunslinger token from the game after the
shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class BountyHunter(CardScript):
    code = "01126"
    reprints = ("24238",)  # Weird West Edition: drops the token's removal, which the Gunslinger prints itself

    def setup_abilities(self, ability: AbilityKit) -> None:
        # The Gunslinger token's own text removes it from the game after this shootout.
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted_and_callable, controller="opponent"),
            message="{player} plays {source} to hunt {target}",
            handler=self.send_a_gunslinger,
        )

    def wanted_and_callable(self, card: Card, context: Context) -> bool:
        return card.wanted and self.can_be_called_out(card)

    def send_a_gunslinger(self, context: Context) -> Flow:
        quarry = context.target
        assert quarry is not None and quarry.location is not None
        gunslinger = self.game.actions.put_token_into_play(
            context.player, "Gunslinger", location=quarry.location
        )
        place = self.game.locations.name(quarry.location)
        self.game.log.add("{0} brings a {1} token into play at {2}", context.player, gunslinger, place)
        yield from self.call_out(context, gunslinger, quarry, refusable=False)
