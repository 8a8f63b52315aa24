"""Flame-Thrower (01091) — goods, Weapon • Gadget • Difficulty 8.
This dude is a stud. Shootout, Pay 1–3 Ghost Rock, Boot: Raise the bullets on this Gadget by
1 for each ghost rock spent. Each round's loser takes 1 extra casualty.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class FlameThrower(CardScript):
    code = "01091"
    reprints = ("24164",)  # Weird West Edition: the same text

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud())
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.pay_x(1, 3)],
            message="{player} uses {source} to raise its bullets by {x}",
            handler=self.burn,
        )

    def burn(self, context: Context) -> None:
        # Until the end of the shootout, as every Shootout ability's effect (§8.3); the
        # extra casualty falls on each round's loser, whichever side loses.
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=self.card, effect=effects.modify_bullets(context.x))
        self.apply_ability_effect(
            context,
            effect=effects.loser_takes_extra_casualties(1),
            targets_players=True,
            target_controller="any",
        )
