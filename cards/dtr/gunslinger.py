"""Gunslinger (01146) — dude, Token.
Cannot be included in decks. Remove this token from the game after this shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class Gunslinger(CardScript):
    code = "01146"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Cannot be included in decks": a Token is never in a deck (cards/card.py is_token).
        self.trait_reaction(when={"onShootoutPhaseFinished": self.after_this_shootout}, handler=self.leave)

    def after_this_shootout(self, event: Event) -> bool:
        return self.card.in_play

    def leave(self, context: Context) -> None:
        self.game.actions.remove_from_game(self.card)
        self.game.log.add("{0} removes the {1} token from the game", context.player, self.card)
