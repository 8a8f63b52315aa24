"""Upkeep (rules digest §3.2): production, then each player pays upkeep or discards."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.decisions import PART, Decision, Option, Refusal
from engine.effects import PRODUCES_FOR_GIVER
from engine.flow import Flow
from engine.replacements import would
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def upkeep(game: Game) -> Flow:
    game.checkpoint("upkeep")
    game.effects.start_of_phase("upkeep")
    game.emit("onPhaseStarted", phase="upkeep")
    yield from game.resolve_events()
    for player in game.players_in_order():
        collect_production(game, player)
    game.emit("onProductionReceived")
    yield from game.resolve_events()
    for player in game.players_in_order():
        yield from pay_upkeep(game, player)
    yield from game.resolve_events()
    game.effects.end_of_phase("upkeep")


def production_sources(game: Game, player: Player) -> list[Card]:
    """Outfit and deeds produce only for an owner who also controls them (§3.2, §13.14),
    unless an effect gives a deed's production to someone else this turn ("you gain the
    production of the deed this turn and other players do not"): the latest such effect
    decides, and the deed produces for that player alone."""
    sources: list[Card] = [player.home]
    sources += [
        deed
        for deed in player.deeds()
        if game.locations.controller(deed) is player and produces_for(game, deed) in (None, player)
    ]
    sources += [
        deed
        for deed in game.cards_in_play()
        if deed.is_deed
        and produces_for(game, deed) is player
        and not (deed.owner is player and game.locations.controller(deed) is player)
    ]
    sources += [
        c for c in game.cards_in_play() if c.controller is player and not c.is_location and c.production
    ]
    return sources


def produces_for(game: Game, deed: Card) -> Player | None:
    """The player an effect gives `deed`'s production to this turn (the latest), or None."""
    givers = game.effects.flag_givers(deed, PRODUCES_FOR_GIVER)
    return givers[-1] if givers else None


def collect_production(game: Game, player: Player) -> None:
    with game.effects.frozen():  # only reads: each deed's controller and production once
        total = sum(card.production for card in production_sources(game, player))
    game.trace("upkeep.production")
    if player.debtor:
        player.debtor = False
        total = max(0, total - 1)
        game.trace("upkeep.production.debt")
        game.log.add("{0} receives {1} ghost rock production, repaying 1 borrowed", player, total)
    else:
        game.log.add("{0} receives {1} ghost rock production", player, total)
    game.actions.gain(player, total)


def upkeep_cards(game: Game, player: Player) -> list[Card]:
    return [c for c in game.cards_in_play() if c.controller is player and c.upkeep > 0]


def pay_upkeep(game: Game, player: Player) -> Flow:
    """Discard any cards you will not pay for, then pay for the rest (§3.2)."""
    discarded: list[Card] = []
    while True:
        with game.effects.frozen():  # listing the bill only reads: each upkeep once
            cards = upkeep_cards(game, player)
            total = sum(c.upkeep for c in cards)
            options = [Option(f"discard {c.uid}", f"Discard {c.uid} (upkeep {c.upkeep})") for c in cards]
        if not cards:
            if not discarded:
                game.log.add("{0} pays no upkeep", player)
            return
        pay_id = f"pay {total} ghost rock"
        if total <= player.ghost_rock:
            options.insert(0, Option(pay_id, f"Pay {total} ghost rock upkeep"))

        answer = yield Decision(
            player.index,
            "Select a card",
            options,
            kind="upkeep",
            explain=partial(upkeep_refusal, game, player, cards),
            expand=partial(upkeep_parts, game, player, cards),
        )
        if answer == pay_id:
            game.actions.pay(player, total)
            game.trace("upkeep.pay")
            game.log.add("{0} pays {1} ghost rock upkeep", player, total)
            return
        card = game.card(answer.removeprefix("discard "))
        game.trace("upkeep.discard")
        # "Before <this dude> leaves play because you did not pay his upkeep" (E Gui):
        # announced first, so its reacts resolve while he is still in play (§3.2, §8.2).
        yield from would(game, "onUpkeepUnpaid", card=card, player=player)
        game.actions.discard(card)
        discarded.append(card)
        game.log.add("{0} discards {1} rather than pay its upkeep", player, card)


def upkeep_refusal(game: Game, player: Player, cards: list[Card], who: int, answer: str) -> Refusal | None:
    """Why paying, or discarding this card, is not on offer (§3.2)."""
    if who != player.index:
        return None
    total = sum(c.upkeep for c in cards)
    if answer.startswith("pay ") and total > player.ghost_rock:
        return Refusal(
            rule("upkeep.afford"),
            f"{player.name} owes {total} ghost rock upkeep and has {player.ghost_rock}: discard cards first",
        )
    if answer.startswith("pay ") and cards:
        return Refusal(
            rule("upkeep.pay"), f"{player.name} owes exactly {total} ghost rock upkeep: pay {total}"
        )
    if answer.startswith("discard "):
        uid = answer.removeprefix("discard ")
        if uid in game.cards and game.cards[uid] not in cards:
            return Refusal(
                rule("upkeep.discard"), f"{uid} is not a card of {player.name}'s with upkeep to pay"
            )
    return None


def upkeep_parts(game: Game, player: Player, cards: list[Card], answer: str) -> list[str] | Refusal | None:
    """ "discard A + discard B + pay upkeep": discard these, then pay for the rest (§3.2)."""
    picks = answer.split(PART)
    if len(picks) < 2 or not all(p.startswith("discard ") for p in picks[:-1]):
        return None
    if picks[-1] != "pay upkeep" and not picks[-1].startswith("discard "):
        return None
    discards = [p.removeprefix("discard ") for p in picks if p.startswith("discard ")]
    for pick in picks:
        refusal = (
            upkeep_refusal(game, player, cards, player.index, pick) if pick.startswith("discard ") else None
        )
        if refusal is not None:
            return refusal
        if pick.startswith("discard ") and pick.removeprefix("discard ") not in game.cards:
            return None
    if len(set(discards)) < len(discards):
        return Refusal(rule("upkeep.discard"), "A card can be discarded only once")
    kept = [c for c in cards if c.uid not in discards]
    total = sum(c.upkeep for c in kept)
    if picks[-1] == "pay upkeep":
        if total > player.ghost_rock:
            return Refusal(
                rule("upkeep.afford"),
                f"{player.name} would still owe {total} ghost rock upkeep and has {player.ghost_rock}",
            )
        return [f"discard {uid}" for uid in discards] + ([f"pay {total} ghost rock"] if kept else [])
    if kept:
        return Refusal(
            rule("upkeep.pay"), f"{player.name} must also pay {total} ghost rock for the cards kept"
        )
    return [f"discard {uid}" for uid in discards]
