"""Lu Feng (25003) — dude, Abomination.
Noon, Boot: Boot this deed or another dude at Lu Feng's location.

"This deed" is the deed Lu Feng stands at (a dude prints no deed of its own), yours or an
opponent's; elsewhere (the town square, a home) only another dude there may be booted. The
text selects, it does not "choose" (§8.1); a booted card is no target, as booting it would
do nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class LuFeng(CardScript):
    code = "25003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a card", card_type="any", condition=self.here, choose=False),
            message="{player} uses {source} to boot {target}",
            handler=self.freeze,
        )

    def here(self, card: Card, context: Context) -> bool:
        here = self.card.location
        if card.booted or card is self.card or here is None:
            return False
        if card.is_deed:
            return card.uid == here
        return card.is_dude and card.location == here

    def freeze(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
