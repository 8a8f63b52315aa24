"""The Evidence (04014, Election Day Slaughter) — goods.
Noon: Reduce a wanted dude's bounty to 0. Discard this card.
Noon, Pay 1 Ghost Rock: Raise the bounty on a dude by 2. Ace this card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class TheEvidence(CardScript):
    code = "04014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted, controller="any"),
            message="{player} uses {source} on {target}",
            handler=self.destroy_the_evidence,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.pay_ghost_rock(1),
            target=Target(prompt="Select a dude", controller="any"),
            message="{player} uses {source} on {target}",
            handler=self.file_the_evidence,
        )

    def wanted(self, dude: Card, context: Context) -> bool:
        return dude.wanted

    def destroy_the_evidence(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.remove_bounty(dude, dude.bounty)
        self.game.actions.discard(self.card)
        self.game.log.add("{0} reduces {1}'s bounty to 0 and discards {2}", context.player, dude, self.card)

    def file_the_evidence(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.add_bounty(dude, 2)
        self.game.actions.ace(self.card)
        self.game.log.add("{0} raises {1}'s bounty by 2 and aces {2}", context.player, dude, self.card)
