"""Auto Cattle-Feeder (01099) — goods, Improvement, Gadget, Difficulty 7.
After this is invented, attach it to a Ranch that you control.
Controller Noon, Boot: Gain 1 ghost rock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event
    from engine.model import Card


class AutoCattleFeeder(CardScript):
    code = "01099"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onGadgetInvented": self.this_is_invented}, handler=self.move_to_a_ranch)
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source} to gain 1 ghost rock",
            handler=self.gain_1_ghost_rock,
        )

    def this_is_invented(self, event: Event) -> bool:
        return event.gadget is self.card

    def ranches_you_control(self, context: Context) -> list[Card]:
        return [deed for deed in context.player.controlled_deeds() if deed.has_keyword("Ranch")]

    def move_to_a_ranch(self, context: Context) -> Flow:
        player, ranches = context.player, self.ranches_you_control(context)
        if not ranches:
            # Reading: an Improvement with no Ranch to go to cannot stay on the scientist.
            self.game.actions.discard(self.card)
            self.game.log.add("{0} has no Ranch for {1} and discards it", player, self.card)
            return
        ranch = yield from self.select_card(context, ranches, "Select a deed")
        self.game.actions.move_attachment(self.card, ranch)
        self.game.log.add("{0} attaches {1} to {2}", player, self.card, ranch)

    def gain_1_ghost_rock(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
