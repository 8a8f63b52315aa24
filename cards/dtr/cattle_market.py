"""Cattle Market (01068) — This deed has 1 control point if another Ranch is in play.
All dudes have their value raised by 3 while at this deed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript

if TYPE_CHECKING:
    from engine.model import Card


class CattleMarket(CardScript):
    code = "01068"
    reprints = ("24122",)  # Weird West Edition: "+1 control points" on a printed 0

    def setup_abilities(self, ability: AbilityKit) -> None:
        # This deed has 1 control point if another Ranch is in play.
        self.persistent_effect(condition=self.another_ranch_in_play, effect=ability.effects.modify_control(1))
        # All dudes have their value raised by 3 while at this deed.
        self.persistent_effect(
            target_controller="any", match=self.dude_at_this_deed, effect=ability.effects.modify_value(3)
        )

    def another_ranch_in_play(self) -> bool:
        return any(deed is not self.card and deed.has_keyword("Ranch") for deed in self.game.all_deeds())

    def dude_at_this_deed(self, card: Card) -> bool:
        return card.is_dude and card.location == self.card.uid
