"""Confession (24194, Weird West Edition) — spell, Miracle.
Noon Miracle 5, Boot: Transfer one bounty from a dude at a nearby location to your stash.
Noon Miracle 6, Boot: Give a dude at this location one bounty. You may boot this dude to
target a dude in an adjacent location instead.

"Transfer one bounty" needs a dude with a bounty to take it from (§8.1: the first sentence
is a requirement); the ghost rock gained is the bounty actually removed (a "bounty at least
N" keeps it). "This dude" is the Blessed the miracle is attached to: he may reach an
adjacent location only while he is unbooted, and once he has chosen such a target he
boots as the miracle resolves, whether it succeeds or not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Confession(CardScript):
    code = "24194"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=5,
            target=Target(prompt="Select a dude", condition=self.wanted_nearby, choose=False),
            on_success=self.transfer_a_bounty,
        )
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=6,
            target=Target(prompt="Select a dude", condition=self.here_or_reachable, choose=False),
            on_success=self.give_a_bounty,
            on_fail=self.boot_if_he_reached,
        )

    def wanted_nearby(self, dude: Card, context: Context) -> bool:
        here = self.game.actions.location_of(self.card)
        return (
            dude.bounty > 0
            and here is not None
            and dude.location is not None
            and self.game.locations.nearby(here, dude.location)
        )

    def here_or_reachable(self, dude: Card, context: Context) -> bool:
        here, blessed, there = self.game.actions.location_of(self.card), self.parent, dude.location
        assert here is not None and blessed is not None and there is not None  # all in play
        return there == here or (not blessed.booted and self.game.locations.adjacent(here, there))

    def transfer_a_bounty(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        before = dude.bounty
        self.game.actions.remove_bounty(dude, 1)
        taken = before - dude.bounty
        self.game.actions.gain(context.player, taken)
        self.game.log.add(
            "{0} uses {1} to transfer {2} bounty from {3} to their stash",
            context.player,
            self.card,
            taken,
            dude,
        )

    def boot_if_he_reached(self, context: Context) -> None:
        """ "You may boot this dude to target a dude in an adjacent location instead"."""
        dude, blessed = context.target, self.parent
        assert dude is not None and blessed is not None
        if dude.location != self.game.actions.location_of(self.card):
            self.game.actions.boot(blessed)
            self.game.log.add("{0} boots {1} to reach {2}", context.player, blessed, dude)

    def give_a_bounty(self, context: Context) -> None:
        self.boot_if_he_reached(context)
        dude = context.target
        assert dude is not None
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} uses {1} to give {2} one bounty", context.player, self.card, dude)
