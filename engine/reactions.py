"""Resolving one event: traits, then a react window (rules digest §8.2).

Traits fire without a choice, the first player's cards first. Then players are asked
in first-player order whether to react; after a react the order rotates so the other
player is asked next and the reacting player last; the window closes when every
player has passed in a row. Each react is usable once per triggering event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import Reaction
from engine.decisions import Decision, Option
from engine.flow import Flow
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.model import Player

PASS = "pass"


def _reactions(game: Game, player: Player, *, trait: bool) -> list[Reaction]:
    cards = [c for c in game.cards_in_play() if c.abilities]
    cards += [c for c in player.hand if c.abilities and c.type == "action"]
    return [
        ability
        for card in cards
        for ability in card.abilities
        if isinstance(ability, Reaction) and ability.trait == trait and ability.user() is player
    ]


def _usable(game: Game, reaction: Reaction, event: Event) -> bool:
    if reaction.card.type == "action":
        return reaction.card.zone is Zone.HAND and reaction.listens(event) and reaction.uses_left(game)
    return reaction.can_react(game, event)


def resolve_event(game: Game, event: Event) -> Flow:
    for player in game.players_in_order():
        for trait in _reactions(game, player, trait=True):
            if _usable(game, trait, event):
                yield from trait.resolve(game, event)
    order = game.players_in_order()
    used: set[int] = set()
    passes, turn = 0, 0
    while passes < len(order):
        player = order[turn % len(order)]
        reacts = [
            r for r in _reactions(game, player, trait=False) if id(r) not in used and _usable(game, r, event)
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
        yield from react.resolve(game, event)
        passes, turn = 0, order.index(player) + 1
