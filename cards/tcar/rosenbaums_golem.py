"""Rosenbaum's Golem (19010, There Comes a Reckoning) — dude, Abomination.
Shootout, Boot: Choose an opposing dude. Boot that dude, and you may give them +5 value.
If that dude's grit is 11 or higher, you may unboot one of your other dudes.

The grit is read after the +5 value is given (grit is value + bullets + influence, §1.3),
so the value can lift the dude to 11. The +5 value is a Shootout ability's effect and
lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

GIVE = "give +5 value"
PASS = "pass"
GRIT = 11


class RosenbaumsGolem(CardScript):
    code = "19010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} to boot {target}",
            handler=self.crush,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def crush(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        if (yield from self.choose_option(context, [GIVE, PASS])) == GIVE:
            self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_value(5))
            self.game.log.add("{0} gives {1} +5 value", context.player, dude)
        if dude.grit < GRIT:
            return
        others = [
            card
            for card in self.game.cards_in_play()
            if card.is_dude and card.controller is context.player and card is not self.card and card.booted
        ]
        other = yield from self.may_select_card(context, others, "Select a dude")
        if other is not None:
            self.game.actions.unboot(other)
            self.game.log.add("{0} unboots {1}", context.player, other)
