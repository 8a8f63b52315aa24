"""Electrostatic Pump Gun (20038, Too Tough to Die) — goods, Experimental • Weapon • Gadget.
Shootout, Boot: Give an opposing dude -1 bullets. Pull. If the pull was not a club, the
opposing dude becomes a draw if they have 0 bullets.

A Shootout ability's effects last the shootout (§8.3, §13.13). The pull is its dude's (a
react "after this dude makes a pull" may answer it). The dude becomes a draw only if his
bullets, the -1 included, are 0 once the pull is made; a club does nothing more.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

CLUBS = "C"


class ElectrostaticPumpGun(CardScript):
    code = "20038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing, choose=False),
            message="{player} uses {source} to give {target} -1 bullets",
            handler=self.zap,
        )

    def opposing(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def zap(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-1))
        pulled = yield from self.pull(context, self.parent)
        if pulled.suit != CLUBS and dude.bullets == 0:
            self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_draw())
            self.game.log.add("{0} makes {1} a draw", context.player, dude)
