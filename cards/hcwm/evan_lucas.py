"""Evan Lucas (22015) — If Evan Lucas is in your posse, you gain 1 ghost rock whenever an
opposing dude is aced.

A trait (no choice): each time a dude of another player is aced while Evan is in your
posse — as a casualty or by any card effect — his controller gains 1 ghost rock. A dude
is a dude in play: a dude card aced from a hand (Raising Hell's cost) is none.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class EvanLucas(CardScript):
    code = "22015"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onCardAced": self.an_opposing_dude_is_aced}, handler=self.gain_1)

    def an_opposing_dude_is_aced(self, event: Event) -> bool:
        dude = event.card
        return (
            bool(event.get("from_play"))
            and dude.is_dude
            and dude.owner is not self.controller
            and self.card in self.your_posse
        )

    def gain_1(self, context: Context) -> None:
        controller = self.controller_now
        self.game.actions.gain(controller, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}", controller, self.card)
