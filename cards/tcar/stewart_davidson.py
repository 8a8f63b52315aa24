"""Stewart Davidson (19011, There Comes a Reckoning) — dude.
Noon, Boot: Discard a card. Choose an opposing dude without a bounty and pay ghost rock
equal to that dude's influence to give that dude 1 bounty.

"Discard a card" is the ability's first sentence, a requirement (§8.1): the ability is not
offered with an empty hand, and the card is discarded as it is used. The dude chosen must
be one whose influence the player can pay: a dude they cannot pay for is no legal choice.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class StewartDavidson(CardScript):
    code = "19011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            target=Target(
                prompt="Select a dude", condition=self.unwanted_and_affordable, controller="opponent"
            ),
            message="{player} uses {source} on {target}",
            handler=self.post_a_bounty,
        )

    def unwanted_and_affordable(self, card: Card, context: Context) -> bool:
        return card.bounty == 0 and card.influence <= context.player.ghost_rock

    def post_a_bounty(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.pay(context.player, dude.influence)
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add(
            "{0} pays {1} ghost rock to give {2} 1 bounty", context.player, dude.influence, dude
        )
