"""Mourning Mist (23010) — dude, Abomination.
Noon, Boot: Ace Mourning Mist to boot a dude at this or an adjacent location.

"Ace Mourning Mist to boot ..." pays for the effect: Mourning Mist is aced as the
ability resolves, then the dude chosen is booted. "Boot a dude" does not "choose" (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class MourningMist(CardScript):
    code = "23010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.at_this_or_an_adjacent_location, choose=False
            ),
            message="{player} uses {source} to boot {target}",
            handler=self.fade_away,
        )

    def at_this_or_an_adjacent_location(self, dude: Card, context: Context) -> bool:
        return dude is not self.card and self.is_nearby(dude)

    def fade_away(self, context: Context) -> None:
        self.game.actions.ace(self.card)
        self.game.log.add("{0} aces {1}", context.player, self.card)
        assert context.target is not None
        self.game.actions.boot(context.target)
