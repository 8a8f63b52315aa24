"""Shield of Faith (24196, Weird West Edition) — spell, Miracle.
Shootout Miracle 7, Boot: Except for Cheatin' Resolutions, player's card effects cannot ace
or discard dudes owned by another player. Reduce your casualties this round by 1.

The first sentence binds every player, the caster too, for the shootout (a Shootout
ability's effect, §8.3): no card effect but a Cheatin' Resolution may ace or discard a dude
its player does not own (`engine.protection`). Casualties are taken by the rules, not by
card effects, so they are still aced and discarded; the second sentence lowers yours by 1
this round as they are set (§5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class ShieldOfFaith(CardScript):
    code = "24196"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=7,
            on_success=self.raise_the_shield,
        )

    def raise_the_shield(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context,
            effect=effects.dudes_spared_from_other_players(),
            targets_players=True,
            target_controller="any",
        )
        self.until_end_of_shootout_round(context, effect=effects.reduce_casualties(1), targets_players=True)
        self.game.log.add(
            "{0} uses {1}: no card effect but a Cheatin' Resolution may ace or discard another player's dudes",
            context.player,
            self.card,
        )
