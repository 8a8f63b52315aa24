"""108 Gracious Gifts (24001, Weird West Edition) — outfit.
While you have equal or less ghost rock than each other player, you may discard an extra
card at Nightfall.
Noon, Pay 2 Ghost Rock, Boot: Unboot your dude.

The ghost rock is compared when the Nightfall discard is made. "Unboot your dude" is the
requirement the ability must meet (§8.1): a booted dude of yours, anywhere.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class OneHundredEightGraciousGifts(CardScript):
    code = "24001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.no_richer_than_anyone,
            effect=ability.effects.modify_sundown_discard(1),
        )
        self.action(
            play_type="noon",
            cost=[ability.costs.pay_ghost_rock(2), ability.costs.boot_self()],
            target=Target(prompt="Select a dude", condition=self.booted, controller="current"),
            message="{player} pays 2 ghost rock to use {source} on {target}",
            handler=self.give,
        )

    def no_richer_than_anyone(self) -> bool:
        you = self.controller
        return you.ghost_rock <= min(other.ghost_rock for other in self.game.players if other is not you)

    def booted(self, dude: Card, context: Context) -> bool:
        return dude.booted

    def give(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.unboot(dude)
        self.game.log.add("{0} unboots {1}", context.player, dude)
