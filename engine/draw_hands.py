"""Draw hands of game cards: the bridge from `Card` to the pure `engine.hands` module."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option
from engine.hand_rank import rank_modifier
from engine.hands import HandResult, PlayingCard, best_hand, describe
from engine.zones import Zone

if TYPE_CHECKING:
    from cards.card import CardData
    from engine.flow import Flow
    from engine.game import Game
    from engine.model import Card, Player

_SPECIAL_JOKERS = {"devil's joker": "devil", "heretic joker": "heretic"}
_SUITS = {"S": "S", "H": "H", "D": "D", "C": "C"}


#: A printing's poker face, by the printing (its CardData, kept beside it so that a reused
#: `id` can never answer for another printing): faces are immutable and read at every draw.
_FACES: dict[int, tuple[CardData, PlayingCard]] = {}


def playing_card(card: Card) -> PlayingCard:
    """The poker face of a card: the suit and value an effect changed it to, else its
    printed value and suit, or a joker of its kind (§1.2)."""
    if card.drawn_as is not None:
        return card.drawn_as
    data = card.data
    known = _FACES.get(id(data))
    if known is not None and known[0] is data:
        return known[1]
    face = _face(data, card.uid)
    _FACES[id(data)] = (data, face)
    return face


def _face(data: CardData, uid: str) -> PlayingCard:
    if data.is_joker:
        title = data.title.lower()
        kind = next((k for prefix, k in _SPECIAL_JOKERS.items() if title.startswith(prefix)), "joker")
        return PlayingCard(0, "", kind)
    if data.value is None or data.suit is None:
        raise ValueError(f"{uid} has no value and suit: it cannot be in a draw hand")
    return PlayingCard(data.value, _SUITS[data.suit], None)


def evaluate_cards(cards: list[Card], *, lowball: bool) -> HandResult:
    return best_hand([playing_card(c) for c in cards], lowball=lowball)


def trace_jokers(game: Game, cards: list[Card]) -> None:
    """A joker prints no ability and never enters play: the rules ledger proves it by a
    scenario that uses it, in a revealed draw hand or a pull (§5.6, §7.1)."""
    for card in cards:
        if card.data.is_joker:
            game.trace_item("in_play", card.data.code)


def hand_text(cards: list[Card]) -> str:
    """The faces of a draw hand; a player out of cards may show none (a short hand)."""
    return " ".join(str(playing_card(c)) for c in cards) or "no cards"


#: The player amount of "When you discard your draw hand this round, you may place a card
#: from that draw hand into your play hand" (Fetch), while above 0.
KEEPS_A_DRAW_HAND_CARD = "keeps_draw_hand_card"
#: The answer that keeps no card.
NONE = "none"


def by_face(cards: Sequence[Card]) -> dict[str, Card]:
    """Draw-hand cards by their faces, in order; a face seen again gets " #2", " #3"."""
    named: dict[str, Card] = {}
    for card in cards:
        face = str(playing_card(card))
        name, copy = face, 1
        while name in named:
            copy += 1
            name = f"{face} #{copy}"
        named[name] = card
    return named


def keep_a_draw_hand_card(game: Game, player: Player) -> Flow:
    """As `player`'s draw hand is about to be discarded (the end of a shootout round, or of
    lowball), a player under `KEEPS_A_DRAW_HAND_CARD` may place one card of it into their
    play hand instead, offered by its face. Only a card of their own: one dealt from
    another player's deck (Bottom Dealin') goes back to its owner's pile."""
    if game.effects.player_amount(player, KEEPS_A_DRAW_HAND_CARD) <= 0:
        return
    cards = by_face([card for card in player.draw_hand if card.owner is player])
    if not cards:
        return
    game.trace("draw_hand.keep_a_card")
    options = [Option(NONE, "Keep none")] + [
        Option(face, f"{face} ({card.uid})") for face, card in cards.items()
    ]
    answer = yield Decision(player.index, "Select a card", options, kind="keep a draw hand card")
    if answer == NONE:
        return
    card = cards[answer]
    game.actions.put_in_pile(card, Zone.HAND)
    game.log.add("{0} places {1} from their draw hand into their play hand", player, card)


def discard_draw_hand(game: Game, player: Player) -> None:
    """A revealed draw hand goes to the discard pile; its jokers are aced, Heretics discarded."""
    discard_cards(game, player)
    player.rank_modifier = 0


def shuffle_back_before_discard(card: Card) -> None:
    """Printed "Before you discard your draw hand, shuffle the joker back into your deck"
    (Devil's Six Gun): when the draw hand holding `card` is discarded, `card` goes into its
    owner's deck instead, which is shuffled (`discard_cards`)."""
    card.back_to_deck = True


def discard_cards(game: Game, player: Player) -> None:
    for card in [c for c in player.draw_hand if c.back_to_deck]:
        game.trace("draw_hand.back_to_deck")
        game.actions.put_in_pile(card, Zone.DECK)
        game.actions.shuffle_deck(card.owner)
        game.log.add("{0} shuffles {1} back into their deck", card.owner, card)
    for card in list(player.draw_hand):
        _discard_drawn(game, card)


def _discard_drawn(game: Game, card: Card) -> None:
    """A card leaving a draw hand is discarded; a joker is aced, a Heretic discarded."""
    if card.data.is_joker and not card.title.lower().startswith("heretic"):
        game.actions.ace(card)
    else:
        game.actions.discard(card)


def replace_draw_hand(game: Game, holder: Player, dealer: Player, amount: int = 5) -> HandResult:
    """Discard `holder`'s revealed draw hand, deal the top cards of `dealer`'s deck in
    its place and rank the new hand (Bottom Dealin', §5.6). Rank modifiers stay."""
    discard_cards(game, holder)
    game.actions.deal(dealer, holder, amount)
    return rank_again(game, holder)


def replace_draw_hand_cards(game: Game, holder: Player, cards: Sequence[Card]) -> list[Card]:
    """ "Discard these cards of <holder>'s draw hand and replace them with cards drawn from
    their owner's deck" (§5.6): each card goes to its owner's discard pile (a joker to Boot
    Hill, as when a draw hand is discarded) and the top card of that owner's deck takes its
    place in the hand — a dealt card is replaced from the dealer's deck. Returns the cards
    drawn (fewer if a deck and discard pile run out). The caller ranks the hand again."""
    drawn: list[Card] = []
    for card in cards:
        owner = card.owner
        _discard_drawn(game, card)
        drawn += game.actions.deal(owner, holder, 1)
    return drawn


def rank_again(game: Game, holder: Player, *, legal: bool = False, modifies_rank: bool = False) -> HandResult:
    """Rank `holder`'s revealed draw hand again after an effect changed its cards (§5.6):
    the new rank decides the round (or lowball) and whether the hand is cheatin' — never
    with `legal`, for a hand the effect says "is considered legal". Rank modifiers stay
    with the player, and the log shows them. With `modifies_rank` ("this counts as
    modifying your hand rank") the change of base rank also counts as a modifier in
    tie-breaks: a raised hand is the worst of its new rank (§5.6)."""
    lowball = game.shootout is None
    result = evaluate_cards(holder.draw_hand, lowball=lowball)
    if legal and result.cheatin:
        result = replace(result, cheatin=False)
    before = game.hand_results.get(holder.index)
    if before is not None:
        # "This counts as modifying your hand rank": the edit's move of the base rank
        # counts as a modifier when ranks tie; earlier such edits stay counted.
        moved = int(result.rank) - int(before.rank) if modifies_rank else 0
        result = replace(result, edited_by=before.edited_by + moved)
    game.hand_results[holder.index] = result
    if game.shootout is not None:
        game.shootout.results[holder.index] = result
    if lowball:
        shown = " ".join(str(card) for card in result.assigned) or "no cards"
    else:
        shown = hand_text(holder.draw_hand)
    game.log.add(
        "{0}'s draw hand is now {1}: {2}", holder, shown, describe(result, rank_modifier(game, holder))
    )
    return result


def holder_of(game: Game, card: Card) -> Player | None:
    """Whose draw hand holds `card` (a dealt card is in another player's hand), if any."""
    return next((player for player in game.players if card in player.draw_hand), None)


__all__ = [
    "by_face",
    "describe",
    "discard_draw_hand",
    "evaluate_cards",
    "hand_text",
    "holder_of",
    "keep_a_draw_hand_card",
    "playing_card",
    "rank_again",
    "replace_draw_hand",
    "replace_draw_hand_cards",
]
