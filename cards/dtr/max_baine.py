"""Max Baine (01034) — Max is worth 1 control point while you control 2 or more
Ranches. Your other dudes at Ranches get +1 influence and +3 value."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript

if TYPE_CHECKING:
    from engine.model import Card


class MaxBaine(CardScript):
    code = "01034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Max is worth 1 control point while you control 2 or more Ranches.
        self.persistent_effect(
            condition=self.you_control_two_ranches, effect=ability.effects.modify_control(1)
        )
        # Your other dudes at Ranches get +1 influence and +3 value.
        self.persistent_effect(
            match=self.other_dude_at_a_ranch,
            effect=[ability.effects.modify_influence(1), ability.effects.modify_value(3)],
        )

    def you_control_two_ranches(self) -> bool:
        ranches = [deed for deed in self.controller.controlled_deeds() if deed.has_keyword("Ranch")]
        return len(ranches) >= 2

    def other_dude_at_a_ranch(self, card: Card) -> bool:
        if not card.is_dude or card is self.card or card.location is None:
            return False
        place = self.game.locations.card(card.location)
        return place is not None and place.is_deed and place.has_keyword("Ranch")
