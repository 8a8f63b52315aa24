"""Ke Wang (21008) — dude of the 108 Righteous Bandits.
Shootout: Pay an opposing dude's controller that dude's upkeep. Boot that dude and give them
-1 bullets.

Paying is what the ability asks first: only an opposing dude (one in the posse facing yours)
whose upkeep Ke Wang's player can pay from their stash may be chosen (issue 19: a printed
requirement is checked before the play is offered); a dude with 0 upkeep costs nothing. The
ghost rock goes to that dude's controller, not the bank (§9.1), and the -1 bullets lasts the
shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class KeWang(CardScript):
    code = "21008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude_you_can_pay_for),
            message="{player} uses {source} on {target}",
            handler=self.buy_them_off,
        )

    def opposing_dude_you_can_pay_for(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and dude.upkeep <= context.player.ghost_rock

    def buy_them_off(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        you, upkeep = context.player, dude.upkeep
        self.game.actions.pay_player(you, dude.controller, upkeep)
        self.game.actions.boot(dude)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-1))
        self.game.log.add(
            "{0} pays {1} {2} ghost rock, boots {3} and gives them -1 bullets",
            you,
            dude.controller,
            upkeep,
            dude,
        )
