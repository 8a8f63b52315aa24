"""Auto-Revolver (01089) — goods, Weapon, Gadget, Difficulty 7.
You may equip this Gadget as a Shootout play (pay all costs).
While this Auto-Revolver is in a shootout and you are forming a draw hand, when you redraw
after discarding at least one card, you may draw one extra card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class AutoRevolver(CardScript):
    code = "01089"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.play_from_hand_as("shootout")
        self.persistent_effect(
            targets_players=True, condition=self.in_a_shootout, effect=ability.effects.redraw_extra_cards(1)
        )

    def in_a_shootout(self) -> bool:
        shootout, dude = self.game.shootout, self.parent
        return shootout is not None and dude is not None and shootout.in_posse(dude)
