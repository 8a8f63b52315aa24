"""Pinned Down (01124) — Shootout: Choose a dude. They must be selected as the first
casualty. If that dude is chosen as the shooter, they get –3 bullets (minimum 0)."""

from __future__ import annotations

from engine.abilities import Context, Target, in_this_shootout
from engine.dsl import AbilityKit, CardScript


class PinnedDown(CardScript):
    code = "01124"
    reprints = ("24236",)  # Weird West Edition: "-3 bullets": bullets never go below 0

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout),
            message="{player} plays {source} on {target}",
            handler=self.pin_down,
        )

    def pin_down(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        # A Shootout ability's effects last the shootout (§8.3, §13.13), not the round.
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.must_be_first_casualty())
        # From the moment he is chosen as the shooter, whether or not he shoots again.
        self.once_chosen_as_shooter(context, match=dude, effect=AbilityKit.effects.modify_bullets(-3))
