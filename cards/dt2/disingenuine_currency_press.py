"""Disingenuine Currency Press (24152, Weird West Edition) — goods, Gadget, Difficulty 5.
After this Gadget is invented, gain 4 ghost rock.
When this Gadget is discarded from play, its owner draws a card.

"Discarded from play" in any way: on its own, with its dude, or as the dude's casualty;
not when aced, nor when discarded from a hand (a failed invention leaves it unplayed).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.zones import Zone


class DisingenuineCurrencyPress(CardScript):
    code = "24152"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onGadgetInvented": self.this_is_invented}, handler=self.gain_4_ghost_rock)
        self.trait_reaction(
            when={"onCardDiscarded": self.discarded_from_play}, zone=Zone.DISCARD, handler=self.owner_draws
        )

    def this_is_invented(self, event: Event) -> bool:
        return event.gadget is self.card

    def gain_4_ghost_rock(self, context: Context) -> None:
        self.game.actions.gain(context.player, 4)
        self.game.log.add("{0} gains 4 ghost rock from {1}", context.player, self.card)

    def owner_draws(self, context: Context) -> None:
        owner = self.card.owner
        self.game.actions.draw(owner, 1)
        self.game.log.add("{0} draws a card for {1}", owner, self.card)
