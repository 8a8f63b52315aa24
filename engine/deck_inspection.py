"""Looking at the top of a deck (digest §0, §9.3): "Look at the top five cards of your
deck. You may discard up to three of them" (Sun-Touched Raven).

Looking draws nothing: the cards stay on the deck, in their order, until an effect moves
one. So only what the deck holds is looked at — the discard pile is not shuffled in to
make up the number (that happens when a card is next drawn, `Actions.draw`). The cards
looked at are the looking player's secret: the log names how many, not which.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.log import plural

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def top_of_deck(game: Game, player: Player, amount: int) -> list[Card]:
    """The top `amount` cards of `player`'s deck, top first (fewer if the deck holds fewer),
    left where they are."""
    looked = list(player.deck[:amount])
    game.trace("piles.look_at_top")
    game.log.add("{0} looks at the top {1} of their deck", player, plural(len(looked), "card"))
    return looked
