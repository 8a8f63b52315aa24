"""Alfred Byrne (24044, Weird West Edition) — dude, Huckster.
Noon: Boot Alfred or one of his attached Hexes to boot an attachment at this location.

Booting Alfred or one of his Hexes is the cost, the player's pick when it is paid. "An
attachment at this location" is any card attached to a dude or deed standing at Alfred's
location, yours or another player's, one of his own Hexes too.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class AlfredByrne(CardScript):
    code = "24044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self_or_attachment("Hex"),
            target=Target(prompt="Select a card", card_type="any", condition=self.attachment_here),
            message="{player} uses {source} to boot {target}",
            handler=self.boot_it,
        )

    def attachment_here(self, card: Card, context: Context) -> bool:
        return card.parent is not None and self.game.actions.location_of(card) == self.card.location

    def boot_it(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
