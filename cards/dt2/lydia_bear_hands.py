"""Lydia Bear-Hands (24055, Weird West Edition) — dude, Shaman 0.
Resolution, Boot: Boot Lydia's Spirit to give one of your dudes Harrowed until the end of
the shootout.

Booting Lydia and one of her unbooted Spirits is the cost (§8.1): without one the ability
is not offered. "One of your dudes" is any of them, in the posse or not; as a Harrowed
dude he covers casualties as one (§5.8). The first printing (09020) words it differently
and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.log import Message, message


class LydiaBearHands(CardScript):
    code = "24055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=[ability.costs.boot_self(), ability.costs.boot_attachment("Spirit")],
            target=Target(prompt="Select a dude", controller="current"),
            message=self.boots_her_spirit,
            handler=self.raise_the_dead,
        )

    def boots_her_spirit(self, context: Context) -> Message:
        return message("{player} boots {paid} on {source}", paid=context.paid_card)

    def raise_the_dead(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.gains_keyword("Harrowed"))
        self.game.log.add("{0} gives {1} Harrowed until the end of the shootout", context.player, dude)
