"""Valeria Batten (Exp.1) (21037) — dude, Experienced 1 • Huckster 1.
Valeria can invent Mystical Gadgets using her Huckster skill.  While Valeria is in a
shootout, hand ranks cannot be modified by Shootout, React, or non-Cheatin' Resolution
abilities.  Noon: Boot your dude and give them +1 influence.

"In a shootout" is in a posse of the shootout going on (as Virginia Ann Earp's same words);
the lock holds for every player's hand. "Boot your dude" is part of the effect: a dude already
booted cannot be booted, so only an unbooted one is offered; the +1 influence is a Noon
ability's, so it lasts the day (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class ValeriaBattenExp1(CardScript):
    code = "21037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.invents_gadgets_with("Huckster", "Mystical"))
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.valeria_is_in_a_shootout,
            effect=ability.effects.hand_ranks_locked("Shootout", "React", "Resolution"),
        )
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current", condition=self.unbooted),
            message="{player} uses {source} on {target}",
            handler=self.boot_and_inspire,
        )

    def valeria_is_in_a_shootout(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.in_posse(self.card)

    def unbooted(self, dude: Card, context: Context) -> bool:
        return not dude.booted

    def boot_and_inspire(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_influence(1))
        self.game.log.add("{0} boots {1} and gives them +1 influence", context.player, dude)
