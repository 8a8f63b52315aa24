"""The Joker's Smile (24104, Weird West Edition) — deed, Private • Casino • Saloon.
Whenever a joker is aced during lowball, the controller gains 1 ghost rock.
Controller Noon, Boot: Discard a joker to gain 1 ghost rock and draw a card.
Controller Noon, Boot: Pay 1 ghost rock to move a joker from your Boot Hill to your
discard pile.

Lowball is the gambling phase (§3.1): its revealed jokers are aced as the draw hands are
discarded (§3.1.7), whichever player's they are, and each one pays the deed's controller.
The joker discarded is one from the controller's play hand.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


def is_joker(card: Card) -> bool:
    return card.data.is_joker


class TheJokersSmile(CardScript):
    code = "24104"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onCardAced": self.a_joker_aced_during_lowball}, handler=self.gain_1)
        self.action(
            play_type="noon",
            controller=True,
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand(is_joker)],
            message="{player} uses {source}",
            handler=self.gain_1_and_draw,
        )
        self.action(
            play_type="noon",
            controller=True,
            cost=[ability.costs.boot_self(), ability.costs.pay_ghost_rock(1)],
            condition=self.a_joker_in_boot_hill,
            message="{player} uses {source}",
            handler=self.bring_back_a_joker,
        )

    def a_joker_aced_during_lowball(self, event: Event) -> bool:
        return self.phase == "gambling" and is_joker(event.card)

    def gain_1(self, context: Context) -> None:
        controller = self.controller_now
        self.game.actions.gain(controller, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}", controller, self.card)

    def gain_1_and_draw(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} gains 1 ghost rock and draws a card", context.player)

    def jokers_in_boot_hill(self, context: Context) -> list[Card]:
        return [card for card in context.player.pile(Zone.BOOT_HILL) if is_joker(card)]

    def a_joker_in_boot_hill(self, context: Context) -> bool:
        return bool(self.jokers_in_boot_hill(context))

    def bring_back_a_joker(self, context: Context) -> Flow:
        joker = yield from self.select_card(context, self.jokers_in_boot_hill(context))
        self.game.actions.put_in_pile(joker, Zone.DISCARD)
        self.game.log.add("{0} moves {1} from their Boot Hill to their discard pile", context.player, joker)
