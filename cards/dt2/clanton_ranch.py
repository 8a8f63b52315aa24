"""Clanton Ranch (24114, Weird West Edition) — deed, Private • Ranch • Out of Town.
Controller Noon, Boot: If you are not the Dealer, gain 1 ghost rock.

"The Dealer" is the player who won lowball this day and makes the first play: the first
player (ruling `dealer-is-first-player`). An unmet "if" still boots the ranch (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ClantonRanch(CardScript):
    code = "24114"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.round_up_the_herd,
        )

    def round_up_the_herd(self, context: Context) -> None:
        if not self.is_dealer(context.player):
            self.game.actions.gain(context.player, 1)
            self.game.log.add("{0} gains 1 ghost rock", context.player)
