"""E.B. Farnum (24038, Weird West Edition) — dude.
If you are Entrepreneurs, you may boot any number of your dudes to reduce the cost to play
Farnum by the total influence of the dudes booted.
Noon: Give a dude at this location -1 influence.

The dudes are booted as he is played, paying his cost (`engine.costs.ChosenReduction`):
only unbooted ones can be booted. The dude at his location is selected, not chosen, and
may be his own; a Noon ability's effect lasts the day (C5).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card, Player


class EBFarnum(CardScript):
    code = "24038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_reduced_by_choice(
            candidates=self.your_unbooted_dudes, amount=self.influence, many=True, boot=True
        )
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.dude_here, choose=False),
            message="{player} uses {source} to give {target} -1 influence",
            handler=self.lean_on_him,
        )

    def your_unbooted_dudes(self, player: Player) -> Sequence[Card]:
        if not self.is_faction(player, "Entrepreneurs"):
            return []
        return [dude for dude in player.dudes() if not dude.booted]

    def influence(self, dude: Card) -> int:
        return dude.influence

    def dude_here(self, card: Card, context: Context) -> bool:
        return card.location is not None and card.location == self.card.location

    def lean_on_him(self, context: Context) -> None:
        assert context.target is not None
        self.apply_ability_effect(
            context, match=context.target, effect=AbilityKit.effects.modify_influence(-1)
        )
