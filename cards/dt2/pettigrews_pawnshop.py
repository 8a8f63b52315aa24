"""Pettigrew's Pawnshop (24109, Weird West Edition) — deed, Private.
After a non-Gadget goods is brought into play, this deed's controller gains 1 ghost rock.

A trait: any player's goods, however it enters play (shoppin', an ability), pays the
deed's controller at that moment. A Gadget never does, invented or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class PettigrewsPawnshop(CardScript):
    code = "24109"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onCardEntersPlay": self.non_gadget_goods_enters}, handler=self.pawn)

    def non_gadget_goods_enters(self, event: Event) -> bool:
        card = event.card
        return card.data.type == "goods" and not card.data.is_gadget

    def pawn(self, context: Context) -> None:
        player = self.controller_now
        self.game.actions.gain(player, 1)
        self.game.log.add("{0} collects 1 ghost rock from {1}", player, self.card)
