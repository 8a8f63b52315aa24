"""Clanton Ranch (20032, Too Tough to Die) — deed, Private • Ranch • Out of Town.
Noon, Boot: If you are not the Winner, gain 1 ghost rock.

Not the Weird West Edition's script: that printing's "Controller Noon" lets whoever
controls the ranch use it, while this "Noon" ability is its owner's alone (§4.3, §8.1).
"The Winner" is the lowball winner, the first player (ruling winner-is-the-lowball-winner).
An unmet "if" still boots the ranch (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ClantonRanch(CardScript):
    code = "20032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.round_up_the_herd,
        )

    def round_up_the_herd(self, context: Context) -> None:
        if not self.is_dealer(context.player):
            self.game.actions.gain(context.player, 1)
            self.game.log.add("{0} gains 1 ghost rock", context.player)
