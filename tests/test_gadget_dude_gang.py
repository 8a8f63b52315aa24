"""A Gadget dude must be invented to enter play, so it cannot start in a gang unless its
text says it can (§2.2, §7.3; POST-A-TRON's "You can include POST-A-TRON in your starting
gang"). No starter deck holds such a dude without that text, so the deck is built here."""

from __future__ import annotations

from cards.database import card_db
from cards.decks import Deck, DeckEntry, load_deck
from engine.game import Game
from engine.phases.setup import gang_refusal


def _deck_with(*codes: str) -> Deck:
    db = card_db()
    base = load_deck("Law Dogs - Learn to Play")
    extra = [DeckEntry(db.by_code(code), 1, False) for code in codes]
    return Deck(name="custom", outfit=base.outfit, legend=None, cards=[*base.cards, *extra])


def test_a_gadget_dude_without_permission_is_refused() -> None:
    game = Game.from_decks([_deck_with("04010"), load_deck("Sloane Gang - Learn to Play")], seed=3)
    player = game.players[0]
    quaterman = next(card for card in player.deck if card.data.code == "04010")
    refusal = gang_refusal(game, player, [], quaterman)
    assert refusal is not None
    assert refusal.rule.id == "setup.starting_gang.gadget"
    tommy = next(card for card in player.deck if card.title == "Tommy Harden")
    assert gang_refusal(game, player, [], tommy) is None


def test_a_gadget_dude_whose_text_allows_it_may_start() -> None:
    game = Game.from_decks([_deck_with("24037"), load_deck("Sloane Gang - Learn to Play")], seed=3)
    player = game.players[0]
    post = next(card for card in player.deck if card.data.code == "24037")
    assert gang_refusal(game, player, [], post) is None
