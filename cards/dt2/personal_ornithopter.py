"""Personal Ornithopter (24171, Weird West Edition) — goods, Horse • Gadget 9.
Shootout Repeat, Pay 1 Ghost Rock: This dude joins your posse (moving if necessary).
Shootout, Boot: Send this dude home booted.

Joining by this card's effect does not boot the dude, booted or not (§4.2, §5.2); it is
offered only while he is not in a posse yet. Sent home, he leaves the posse (§5.9).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class PersonalOrnithopter(CardScript):
    code = "24171"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            repeat=True,
            cost=ability.costs.pay_ghost_rock(1),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.fly_in,
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.fly_home,
        )

    def fly_in(self, context: Context) -> Flow:
        yield from self.ride_into_posse(context)

    def fly_home(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
