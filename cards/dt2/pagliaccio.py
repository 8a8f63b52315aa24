"""Pagliaccio (24040, Weird West Edition) — dude, Abomination, Non-Unique.
Shootout, Boot: One opposing dude gets -1 bullets and -1 value.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Pagliaccio(CardScript):
    code = "24040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude, choose=False),
            handler=self.clown_around,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.posse_of(card) is context.player.opponent

    def clown_around(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=[kit.modify_bullets(-1), kit.modify_value(-1)])
        self.game.log.add("{0} uses {1} to give {2} -1 bullets and -1 value", context.player, self.card, dude)
