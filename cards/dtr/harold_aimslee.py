"""Harold Aimslee (01032) — dude, Mad Scientist 2.
Noon, Boot: Discard a card from your hand to get a non-Weapon Gadget from your discard pile.
Show the card and add it to your hand.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card
from engine.zones import Zone


def non_weapon_gadget(card: Card, context: Context) -> bool:
    return card.has_keyword("Gadget") and not card.has_keyword("Weapon")


class HaroldAimslee(CardScript):
    code = "01032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            target=Target(
                prompt="Select a card",
                card_type="any",
                zone=Zone.DISCARD,
                controller="current",
                condition=non_weapon_gadget,
            ),
            handler=self.get_a_gadget,
        )

    def get_a_gadget(self, context: Context) -> None:
        gadget = context.target
        assert gadget is not None
        self.game.actions.put_in_pile(gadget, Zone.HAND)
        self.game.log.add(
            "{0} uses {1}, discarding {2} to show {3} and add it to their hand",
            context.player,
            self.card,
            context.paid_card,
            gadget,
        )
