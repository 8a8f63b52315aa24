"""Pinned Down (01124) — Shootout: Choose a dude. They must be selected as the first
casualty. If that dude is chosen as the shooter, they get –3 bullets (minimum 0)."""

from __future__ import annotations

from engine.abilities import Context, Target, in_this_shootout
from engine.dsl import AbilityKit, CardScript
from engine.model import Card
from engine.shootout import must_be_first_casualty


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
        must_be_first_casualty(self.game, dude)
        # Until the end of the shootout, and only while the dude is a shooter (§8.3).
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.modify_bullets(-3), card_condition=self.is_shooter
        )

    def is_shooter(self, card: Card) -> bool:
        shootout = self.game.shootout
        return shootout is not None and card in shootout.shooters.values()
