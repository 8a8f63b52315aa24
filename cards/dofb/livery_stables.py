"""Livery Stables (25031) — deed, Private, Ranch.
Shootout, Boot: Give a dude with a Horse +1 or -1 bullets.

Any dude with a Horse attached, on either side; the change lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

RAISE, LOWER = "+1 bullets", "-1 bullets"


class LiveryStables(CardScript):
    code = "25031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.with_a_horse),
            message="{player} uses {source} on {target}",
            handler=self.spur_or_rein,
        )

    def with_a_horse(self, dude: Card, context: Context) -> bool:
        return any(card.has_keyword("Horse") for card in dude.attachments)

    def spur_or_rein(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        choice = yield from self.choose_option(context, [RAISE, LOWER])
        amount = 1 if choice == RAISE else -1
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(amount))
        self.game.log.add("{0} gives {1} {2}", context.player, dude, choice)
