"""Mongwau the Mighty (01006) — dude, Huckster 1.
Shootout: Discard a Hex from Mongwau to make him a stud.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message


class MongwauTheMighty(CardScript):
    code = "01006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.discard_attachment("Hex"),
            message=self.announce,
            handler=self.become_a_stud,
        )

    def announce(self, context: Context) -> Message:
        return message("{player} discards {hex} from {source} to make him a stud", hex=context.paid_card)

    def become_a_stud(self, context: Context) -> None:
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
