"""Roger Wilcox (25008) — dude.
Roger cannot attach Gadgets.  Roger gets +2 bullets if there is a Gadget at this location.

"Cannot attach Gadgets" is the parent's side of "can only attach to" (`cannot_have_attached`):
shoppin', trading or any play attaching a Gadget to Roger is refused. "A Gadget at this
location" is any Gadget card in play standing where Roger stands: a Gadget dude, goods on a
dude there, or one attached to the deed itself — anyone's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class RogerWilcox(CardScript):
    code = "25008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_have_attached(self.a_gadget)
        self.persistent_effect(condition=self.a_gadget_here, effect=ability.effects.modify_bullets(2))

    def a_gadget(self, card: Card) -> bool:
        return card.has_keyword("Gadget")

    def a_gadget_here(self) -> bool:
        here = self.card.location
        if here is None:
            return False
        return any(
            card.has_keyword("Gadget") and self.game.actions.location_of(card) == here
            for card in self.game.in_play_unordered()
        )
