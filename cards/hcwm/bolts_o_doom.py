"""Bolts o' Doom (22044, Hell's Comin' With Me) — spell, Hex.
Shootout Hex 7, Boot: Reduce an opposing dude's bullets by this dude's influence. If that
dude has 0 bullets, this dude gets +1 bullets.

"This dude" is the Huckster the Hex is attached to; his influence is read as the spell
resolves and the penalty stays that size for the shootout (§8.3). "That dude has 0
bullets" is read after the reduction, so a dude at 0 bullets before still gives the +1.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class BoltsODoom(CardScript):
    code = "22044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=7,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.strike,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def strike(self, context: Context) -> None:
        huckster, target = self.parent, context.target
        assert huckster is not None and target is not None
        effects = AbilityKit.effects
        amount = huckster.influence
        self.until_end_of_shootout(context, match=target, effect=effects.modify_bullets(-amount))
        self.game.log.add("{0} reduces {1}'s bullets by {2}", context.player, target, amount)
        if target.bullets == 0:
            self.until_end_of_shootout(context, match=huckster, effect=effects.modify_bullets(1))
            self.game.log.add("{0} gives {1} +1 bullets", context.player, huckster)
