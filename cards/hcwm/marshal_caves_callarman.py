"""Marshal Caves Callarman (22023, Hell's Comin' With Me) — dude.
Caves has -1 bullets and -1 influence for each bounty he has.

Noon: If Caves is at a Public location, discard a card to reduce his bounty by 1.

The penalties follow his bounty as it stands (never below 0, §1.3). The Noon ability's
"if" governs its cost as well as its effect ("If ..., discard a card to ..."): away from a
Public location (the town square is neither Public nor Private) it is not offered, so no card
is discarded for nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class MarshalCavesCallarman(CardScript):
    code = "22023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            effect=[
                ability.effects.dynamic_bullets(self.minus_one_per_bounty),
                ability.effects.dynamic_influence(self.minus_one_per_bounty),
            ]
        )
        self.action(
            play_type="noon",
            condition=self.at_a_public_location,
            cost=ability.costs.discard_from_hand(),
            message="{player} uses {source}",
            handler=self.reduce_his_bounty,
        )

    def minus_one_per_bounty(self, card: Card) -> int:
        return -card.bounty

    def at_a_public_location(self, context: Context) -> bool:
        where = self.card.location
        return where is not None and self.game.locations.is_public(where)

    def reduce_his_bounty(self, context: Context) -> None:
        self.game.actions.remove_bounty(self.card, 1)
        self.game.log.add("{0} reduces {1}'s bounty by 1", context.player, self.card)
