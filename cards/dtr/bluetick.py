"""Bluetick (01082) — Sidekick.
Noon, Boot: Move this dude to the same location as a wanted dude."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Bluetick(CardScript):
    code = "01082"
    reprints = ("24146",)  # Weird West Edition: "to the location of a wanted dude"

    # As a Sidekick it can be discarded to cover 1 casualty: the keyword's rule, which
    # the shootout applies to every Sidekick (engine.shootout, §5.8).
    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.wanted_elsewhere, choose=False),
            message="{player} uses {source} to pick up the trail of {target}",
            handler=self.track,
        )

    def wanted_elsewhere(self, card: Card, context: Context) -> bool:
        """A wanted dude somewhere this dude is not (a move goes to another location, §4.2);
        this dude himself, where he already is, never qualifies."""
        dude = self.parent
        return dude is not None and card.wanted and card.location != dude.location

    def track(self, context: Context) -> None:
        dude, quarry = self.parent, context.target
        assert dude is not None and quarry is not None and quarry.location is not None
        # A card-effect move boots the dude only if the card says so (§4.2).
        self.game.actions.move_dude(dude, quarry.location, boot=False)
        self.game.log.add(
            "{0} moves {1} to {2} without booting",
            context.player,
            dude,
            self.game.locations.name(quarry.location),
        )
