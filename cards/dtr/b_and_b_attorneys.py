"""B & B Attorneys (01061) — Controller Noon, Boot: Raise or lower the bounty on a wanted
dude by one (if the bounty goes to zero, the dude is no longer wanted)."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


def wanted(dude: Card, context: Context) -> bool:
    return dude.wanted


class BAndBAttorneys(CardScript):
    code = "01061"
    reprints = ("24113",)  # Weird West Edition: "give 1 bounty, or remove 1 bounty"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=wanted, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.raise_or_lower,
        )

    def raise_or_lower(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        answer = yield from self.choose_option(context, ["raise", "lower"])
        if answer == "raise":
            self.game.actions.add_bounty(dude, 1)
        else:
            self.game.actions.remove_bounty(dude, 1)
        self.game.log.add("{0} {1}s {2}'s bounty to {3}", context.player, answer, dude, dude.bounty)
