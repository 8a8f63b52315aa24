"""Resolving one event: traits, then a react window (rules digest §8.2).

Traits fire without a choice, the first player's cards first. Then players are asked
in first-player order whether to react; after a react the order rotates so the other
player is asked next and the reacting player last; the window closes when every
player has passed in a row. Each react is usable once per triggering event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import Reaction, headline_refusal
from engine.decisions import Decision, Option
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.model import Card, Player

PASS = "pass"


class Listeners:
    """Which cards of a game have a reaction to each event name. A card's abilities are
    declared once, when the card is created, and cards are almost never removed from a
    game, so the index grows: cards created since the last look are added to it. A token
    removed from the game that gives its uid back to a new token (`forget`) rebuilds it.

    Each game owns its index (`game.listeners`): an index kept beside the game, keyed
    weakly by it, would hold its cards and so the game itself for ever."""

    def __init__(self) -> None:
        self.seen = 0
        self.by_event: dict[str, dict[int, Card]] = {}

    def forget(self) -> None:
        """A card left `game.cards`: index every card afresh at the next look."""
        self.seen = 0
        self.by_event = {}

    def cards(self, game: Game, name: str) -> dict[int, Card]:
        if len(game.cards) != self.seen:
            for card in list(game.cards.values())[self.seen :]:
                for ability in card.abilities:
                    if isinstance(ability, Reaction):
                        for event_name in ability.when:
                            self.by_event.setdefault(event_name, {})[id(card)] = card
            self.seen = len(game.cards)
        return self.by_event.get(name, {})


def _listening(game: Game, name: str) -> dict[int, Card]:
    """The cards (by id) with a reaction to events called `name`, wherever they are."""
    return game.listeners.cards(game, name)


def _reactions(game: Game, player: Player, *, trait: bool, event: str | None = None) -> list[Reaction]:
    """`player`'s reactions (traits or reacts), first the cards in play in play order, then
    the action cards in hand; with `event`, only those that listen to events of that name
    (a reaction that does not listen to an event can never be used on it)."""
    if event is None:
        cards = [c for c in game.cards_in_play() if c.abilities]
        cards += [c for c in player.hand if c.abilities and c.type == "action"]
    else:
        listening = _listening(game, event)
        if not any(_may_react(c) for c in listening.values()):
            return []
        cards = [c for c in game.cards_in_play() if id(c) in listening]
        cards += [c for c in player.hand if id(c) in listening and c.type == "action"]
        cards += [c for c in listening.values() if c.zone not in (Zone.PLAY, Zone.HAND) and _may_react(c)]
    return [
        ability
        for card in cards
        for ability in card.abilities
        if isinstance(ability, Reaction)
        and ability.trait == trait
        and (event is None or event in ability.when)
        and player in ability.users()
    ]


def _may_react(card: Card) -> bool:
    """In play, in hand (action cards), or in the pile one of its reactions works from."""
    return (
        card.zone is Zone.PLAY
        or card.zone is Zone.HAND
        or any(isinstance(a, Reaction) and a.zone is card.zone for a in card.abilities)
    )


def _usable(game: Game, reaction: Reaction, event: Event, player: Player) -> bool:
    """Whether `player` may use `reaction` on `event` now."""
    if reaction.card.type == "action":
        return (
            reaction.card.zone is Zone.HAND
            and reaction.listens(event)
            and reaction.uses_left(game)
            and headline_refusal(game, reaction.card) is None
            and reaction.playable_from_hand(game, event, player)
        )
    return reaction.can_react(game, event, player)


def may_react_to(game: Game, name: str) -> bool:
    """Whether any card in play, in hand or in the pile its reaction works from reacts to
    events called `name`: most events have none, and then resolving them does nothing."""
    listening = _listening(game, name)
    return bool(listening) and any(_may_react(c) for c in listening.values())


def may_be_replaced(game: Game, event: Event) -> bool:
    """Whether some player's trait or react could answer `event` now: an announced game
    action waits for them only then (`engine.replacements.announce`)."""
    if not may_react_to(game, event.name):
        return False
    return any(
        _usable(game, reaction, event, player)
        for player in game.players
        for trait in (True, False)
        for reaction in _reactions(game, player, trait=trait, event=event.name)
    )


def resolve_event(game: Game, event: Event) -> Flow:
    if not may_react_to(game, event.name):
        return  # no card in play, in hand or in its pile reacts to this event: most end here
    for player in game.players_in_order():
        for trait in _reactions(game, player, trait=True, event=event.name):
            if _usable(game, trait, event, player):
                yield from trait.resolve(game, event)
    order = game.players_in_order()
    used: set[int] = set()
    passes, turn = 0, 0
    while passes < len(order):
        player = order[turn % len(order)]
        reacts = [
            r
            for r in _reactions(game, player, trait=False, event=event.name)
            if id(r) not in used and _usable(game, r, event, player)
        ]
        if not reacts:
            passes, turn = passes + 1, turn + 1
            continue
        options = [Option(f"react {r.key}", f"{r.card.uid}: {r.title}") for r in reacts]
        answer = yield Decision(
            player.index, "Select a react", [*options, Option(PASS, "Pass")], kind="react"
        )
        if answer == PASS:
            passes, turn = passes + 1, turn + 1
            continue
        react = next(r for r in reacts if f"react {r.key}" == answer)
        used.add(id(react))
        yield from react.resolve(game, event, player)
        passes, turn = 0, order.index(player) + 1
