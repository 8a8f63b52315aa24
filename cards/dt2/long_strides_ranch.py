"""Long Strides Ranch (24117, Weird West Edition) — deed, Private • Ranch • Out of Town.
While you control at least two Horses, this deed gets +2 production.
Controller Noon, Boot: Attach a Horse from your hand to your dude, reducing its cost by 2
(a Gadget still needs to be invented.)

"You" is the deed's controller. The Horse goes to any dude of theirs, wherever he stands,
booted or not (not "as shoppin'": §3.5's location rule does not hold), paying its cost
less 2; a Gadget Horse is invented by its dude as when shopped (§7.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.model import Card, Player
    from engine.phases.noon_actions import Shop


def is_horse(card: Card) -> bool:
    return card.has_keyword("Horse")


class LongStridesRanch(CardScript):
    code = "24117"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.a_string_of_horses, effect=ability.effects.modify_production(2))
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.has_a_horse_to_attach,
            message="{player} uses {source}",
            handler=self.saddle_up,
        )

    def a_string_of_horses(self) -> bool:
        you = self.controller_now
        horses = [card for card in self.game.cards_in_play() if is_horse(card) and card.controller is you]
        return len(horses) >= 2

    def horses_in_hand(self, player: Player) -> list[Shop]:
        return self.playable(player, card=is_horse, reduction=2, as_shoppin=False)

    def has_a_horse_to_attach(self, context: Context) -> bool:
        return bool(self.horses_in_hand(context.player))

    def saddle_up(self, context: Context) -> Flow:
        yield from self.play_card(context, self.horses_in_hand(context.player))
