"""Board invariants every position must keep (DESIGN.md §5 fuzzing, C5).

The effect engine checks its own (`EffectEngine.check_invariants`: no effect outlives
its duration or its source); these are the board's: each card in exactly one zone, and
where its zone says; attachments only on cards in play; posse members in play; no
negative ghost rock, bounty or tokens; a pending decision with at least one answer, and
no two answers under one id. Random games and the fuzzer check both after
every decision, so a broken rule shows up at the decision that broke it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from engine.posse import stands_next_to_the_fight
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

#: Zones that have no list of their own: a card there is in no pile and not in play.
_LISTLESS = (Zone.BEING_PLAYED, Zone.OUT_OF_GAME)
_PILES = (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.BOOT_HILL, Zone.DRAW_HAND)


def _places(game: Game) -> list[tuple[Zone, Card]]:
    """Every (zone, card) pair the game lists: piles, play (a Legend among the cards in play,
    engine.legends), pulled cards."""
    places = [(zone, card) for player in game.players for zone in _PILES for card in player.pile(zone)]
    places += [(Zone.PLAY, card) for card in game.cards_in_play()]
    places += [(Zone.PULLED, card) for card in game.pulled]
    return places


def zone_problems(game: Game) -> list[str]:
    """Each card is listed in exactly one place, the one its `zone` names."""
    places = _places(game)
    counts = Counter(id(card) for _, card in places)
    problems = []
    listed = {id(card): zone for zone, card in places}
    for card in game.cards.values():
        count = counts[id(card)]
        if card.zone in _LISTLESS:
            if count:
                problems.append(f"{card.uid} is {card.zone} but listed in {listed[id(card)]}")
        elif count != 1:
            problems.append(f"{card.uid} ({card.zone}) is listed {count} times")
        elif listed[id(card)] is not card.zone:
            problems.append(f"{card.uid} is {card.zone} but listed in {listed[id(card)]}")
    return problems


def attachment_problems(game: Game) -> list[str]:
    """An attachment is in play on a parent in play that lists it, and nowhere else."""
    problems = []
    for card in game.cards.values():
        parent = card.parent
        if parent is not None and not (card.in_play and parent.in_play and card in parent.attachments):
            problems.append(f"{card.uid} ({card.zone}) is attached to {parent.uid} ({parent.zone})")
        problems += [
            f"{card.uid} lists {a.uid}, attached to something else"
            for a in card.attachments
            if a.parent is not card
        ]
    return problems


def posse_problems(game: Game) -> list[str]:
    """Posse members are dudes in play, controlled by the side they fight for; once the
    rounds have begun each stands at the fight, or next to it if he joined without moving
    (Buffalo Rifle): nobody fights from out of town or across the street (§5.2)."""
    shootout = game.shootout
    if shootout is None:
        return []
    problems = [
        f"{dude.uid} ({dude.zone}) is in {game.players[index].name}'s posse"
        for index, posse in shootout.posses.items()
        for dude in posse
        if not dude.in_play or not dude.is_dude or dude.controller is not game.players[index]
    ]
    if shootout.round > 0:
        place = game.locations.name(shootout.location)
        problems += [
            f"{dude.uid} is in {game.players[index].name}'s posse away from {place}"
            for index, posse in shootout.posses.items()
            for dude in posse
            if dude.in_play and not stands_next_to_the_fight(game, shootout, dude)
        ]
    return problems


def resource_problems(game: Game) -> list[str]:
    problems = [f"{p.name} has {p.ghost_rock} ghost rock" for p in game.players if p.ghost_rock < 0]
    problems += [
        f"{p.name} has {p.control_tokens} control tokens" for p in game.players if p.control_tokens < 0
    ]
    for card in game.cards.values():
        if card.bounty < 0 or card.control_tokens < 0:
            problems.append(f"{card.uid} has bounty {card.bounty}, control tokens {card.control_tokens}")
    return problems


def decision_problems(game: Game) -> list[str]:
    """A pending decision has at least one legal answer, each under its own id: a choice
    among nothing would wait forever (a stuck game), and two plays behind one id would
    make an answer mean either."""
    pending = game.pending
    if pending is None:
        return []
    who = game.players[pending.player].name
    ids = pending.ids()
    if not ids:
        return [f"{who} must answer '{pending.prompt}' with no option to choose"]
    repeated = sorted(i for i, n in Counter(ids).items() if n > 1)
    return [f"{who} is offered '{i}' more than once at '{pending.prompt}'" for i in repeated]


def check_invariants(game: Game) -> list[str]:
    """Every broken invariant of this position, effects' included; [] when all hold."""
    return (
        decision_problems(game)
        + game.effects.check_invariants()
        + zone_problems(game)
        + attachment_problems(game)
        + posse_problems(game)
        + resource_problems(game)
    )
