"""Upkeep (rules digest §3.2): production, then each player pays upkeep or discards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def upkeep(game: Game) -> Flow:
    game.checkpoint("upkeep")
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
    """Outfit and deeds produce only for an owner who also controls them (§3.2, §13.14)."""
    sources: list[Card] = [player.home]
    sources += [deed for deed in player.deeds() if game.locations.controller(deed) is player]
    sources += [
        c for c in game.cards_in_play() if c.controller is player and not c.is_location and c.production
    ]
    return sources


def collect_production(game: Game, player: Player) -> None:
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
        cards = upkeep_cards(game, player)
        total = sum(c.upkeep for c in cards)
        if not cards:
            if not discarded:
                game.log.add("{0} pays no upkeep", player)
            return
        pay_id = f"pay {total} ghost rock"
        options = [Option(f"discard {c.uid}", f"Discard {c.uid} (upkeep {c.upkeep})") for c in cards]
        if total <= player.ghost_rock:
            options.insert(0, Option(pay_id, f"Pay {total} ghost rock upkeep"))

        def explain(answer: str, total: int = total) -> Refusal | None:
            if answer.startswith("pay"):
                return Refusal(
                    rule("upkeep.afford"),
                    f"{player.name} owes {total} ghost rock upkeep and has {player.ghost_rock}: discard cards first",
                )
            return None

        answer = yield Decision(player.index, "Select a card", options, kind="upkeep", explain=explain)
        if answer == pay_id:
            game.actions.pay(player, total)
            game.trace("upkeep.pay")
            game.log.add("{0} pays {1} ghost rock upkeep", player, total)
            return
        card = game.card(answer.removeprefix("discard "))
        game.trace("upkeep.discard")
        game.actions.discard(card)
        discarded.append(card)
        game.log.add("{0} discards {1} rather than pay its upkeep", player, card)
