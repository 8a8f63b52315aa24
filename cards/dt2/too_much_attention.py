"""Too Much Attention (24247, Weird West Edition) — action.
Noon: Boot a wanted dude.
Noon: Boot a card worth one or more control points.

Either player's card qualifies ("a" card, selected, not chosen). A booted card cannot be
booted, so only unbooted ones are offered (ruling too-much-attention-needs-an-unbooted-card).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class TooMuchAttention(CardScript):
    code = "24247"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.unbooted_wanted_dude, choose=False),
            handler=self.boot_it,
        )
        self.action(
            play_type="noon",
            target=Target(
                prompt="Select a card", card_type="any", condition=self.unbooted_with_control, choose=False
            ),
            handler=self.boot_it,
        )

    def unbooted_wanted_dude(self, card: Card, context: Context) -> bool:
        return card.wanted and not card.booted

    def unbooted_with_control(self, card: Card, context: Context) -> bool:
        return card.control >= 1 and not card.booted

    def boot_it(self, context: Context) -> None:
        card = context.target
        assert card is not None
        self.game.actions.boot(card)
        self.game.log.add("{0} plays {1} to boot {2}", context.player, self.card, card)
