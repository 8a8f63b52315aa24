"""Ancestor Spirit (24260, Weird West Edition) — dude, Token.
Cannot be included in decks. Remove this token from the game if it leaves this location,
or at the end of the turn.

"This location" is where it entered play; any move away (sent home included) removes it.
"The turn" is the day: it is removed as the day ends (§3.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class AncestorSpirit(CardScript):
    code = "24260"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Cannot be included in decks": a Token is never in a deck (cards/card.py is_token).
        self.trait_reaction(when={"onDudeMoved": self.it_leaves_its_location}, handler=self.fade)
        self.trait_reaction(when={"onRoundEnded": self.still_here}, handler=self.fade)

    def it_leaves_its_location(self, event: Event) -> bool:
        return event.card is self.card

    def still_here(self, event: Event) -> bool:
        return self.card.in_play

    def fade(self, context: Context) -> None:
        self.game.actions.remove_from_game(self.card)
        self.game.log.add("{0} removes the {1} token from the game", context.player, self.card)
