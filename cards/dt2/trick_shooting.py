"""Trick Shooting (24244, Weird West Edition) — action.
Shootout: Give your dude +1 bullets. Pull. If the pull is red, look at a number of cards
from the top of your deck equal to your dude's bullet rating and put one of them into
your hand.

"Your dude" is one of yours in the posse; the +1 bullets lasts until the end of the
shootout (§8.3) and counts when the cards are looked at. Red is hearts or diamonds. The
cards not taken stay on top of the deck in their order.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone

RED = ("H", "D")


class TrickShooting(CardScript):
    code = "24244"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.in_your_posse),
            message="{player} plays {source} on {target}",
            handler=self.show_off,
        )

    def in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def show_off(self, context: Context) -> Flow:
        dude, player = context.target, context.player
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets", player, dude)
        pulled = yield from self.pull(context)
        if pulled.suit not in RED:
            return
        shown = player.deck[: dude.bullets]
        if not shown:
            return
        card = yield from self.select_card(context, shown)
        self.game.actions.put_in_pile(card, Zone.HAND)
        self.game.log.add("{0} looks at {1} cards and puts {2} into their hand", player, len(shown), card)
