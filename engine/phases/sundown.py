"""Sundown (rules digest §3.4, §10): the victory check, then nightfall's clean-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Decision, Option
from engine.effects import UNBOOTS_FOR_1_GHOST_ROCK
from engine.flow import Flow
from engine.log import plural

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

DONE = "done"
PAY_TO_UNBOOT = "pay 1 ghost rock"
#: The player effect "each player's influence total at each location is limited to N".
INFLUENCE_LIMIT = "influence_limit_per_location"


def sundown(game: Game) -> Flow:
    game.checkpoint("sundown")
    game.effects.start_of_phase("sundown")
    game.emit("onPhaseStarted", phase="sundown")
    game.emit("onAtStartOfSundown")
    yield from game.resolve_events()
    winner = victory_check(game)
    if winner is not None:
        game.declare_winner(winner)
        return
    game.effects.nightfall()
    game.emit("onSundownAfterVictoryCheck")
    yield from game.resolve_events()
    for player in game.players_in_order():
        yield from sundown_discard(game, player)
    for player in game.players_in_order():
        yield from discard_to_hand_size(game, player)
        refill(game, player)
        yield from game.resolve_events()
    yield from unboot_everything(game)
    yield from game.resolve_events()
    end_of_day(game)


def victory_check(game: Game) -> Player | None:
    """Control points above every opponent's influence win; equal winners: nobody (§10).
    The check only reads the board: each stat is worked out once (`frozen`) and each
    player's totals once."""
    with game.effects.frozen():
        return _victory_check(game)


def _victory_check(game: Game) -> Player | None:
    game.trace("sundown.victory")
    control = {p.index: p.total_control for p in game.players}
    influence = {p.index: influence_total(game, p) for p in game.players}
    for player in game.players_in_order():
        game.log.add(
            "{0} has {1} and {2} influence",
            player,
            plural(control[player.index], "control point"),
            influence[player.index],
        )
    candidates = [
        p
        for p in game.players
        if all(control[p.index] > influence[o.index] for o in game.players if o is not p)
    ]
    if len(candidates) == 1:
        return candidates[0]
    if len(candidates) > 1:
        best = max(control[p.index] for p in candidates)
        leaders = [p for p in candidates if control[p.index] == best]
        if len(leaders) == 1:
            return leaders[0]
        game.trace("sundown.victory.tie")
        game.log.add("Both players have {0} control points: nobody wins today", best)
    return None


def influence_total(game: Game, player: Player) -> int:
    """A player's influence total in the victory check (§10): all their dudes' influence.
    While "each player's influence total at each location is limited to N" (Morgan
    Regulators), the dudes at each location count at most N together."""
    limit = game.effects.player_limit(player, INFLUENCE_LIMIT)
    if limit is None:
        return player.total_influence
    game.trace("sundown.victory.influence_limit")
    at: dict[str | None, int] = {}
    for dude in player.dudes():
        where = game.actions.location_of(dude)
        at[where] = at.get(where, 0) + dude.influence
    return sum(min(total, limit) for total in at.values())


#: A player effect: "During Sundown, discard all cards in your hand" (Lacy O'Malley): at the
#: Sundown discard (§3.4 step 4) the player discards their whole hand, without a choice.
DISCARDS_HAND = "discards_hand_at_sundown"


def sundown_discard(game: Game, player: Player) -> Flow:
    """Each player may discard one card (more with some effects), first player first; a
    player an effect makes discard their whole hand does so."""
    if game.effects.player_amount(player, DISCARDS_HAND) > 0:
        game.trace("sundown.discard_hand")
        discarded = list(player.hand)
        for card in discarded:
            game.actions.discard(card)
        game.log.add(
            "{0} discards their hand: {1}", player, ", ".join(c.uid for c in discarded) or "no cards"
        )
        return
    allowed = 1 + game.effects.player_amount(player, "sundown_discard")
    for _ in range(allowed):
        if not player.hand:
            return
        options = [Option(DONE, "Done")] + [
            Option(f"discard {c.uid}", f"Discard {c.uid}") for c in player.hand
        ]
        answer = yield Decision(player.index, "Select a card", options, kind="sundown discard")
        if answer == DONE:
            return
        card = game.card(answer.removeprefix("discard "))
        game.trace("sundown.discard")
        game.actions.discard(card)
        game.log.add("{0} discards {1}", player, card)


def discard_to_hand_size(game: Game, player: Player) -> Flow:
    while len(player.hand) > player.hand_size:
        options = [Option(f"discard {c.uid}", f"Discard {c.uid}") for c in player.hand]
        answer = yield Decision(player.index, "Select a card", options, kind="hand size")
        card = game.card(answer.removeprefix("discard "))
        game.trace("sundown.hand_limit")
        game.actions.discard(card)
        game.log.add("{0} discards {1} to meet the hand size limit", player, card)


def refill(game: Game, player: Player) -> None:
    """Draw up to hand size (§3.4 step 5). Every player refills, a full hand drawing
    nothing, so "after you refill your hand" reacts answer even then; they resolve before
    the next player refills and before cards unboot."""
    missing = player.hand_size - len(player.hand)
    if missing > 0:
        drawn = game.actions.draw(player, missing)
        game.trace("sundown.refill")
        game.log.add("{0} draws {1} card{2}", player, len(drawn), "" if len(drawn) == 1 else "s")
    game.emit("onAfterHandRefill", player=player)


def unboot_everything(game: Game) -> Flow:
    """Every card in play unboots, save those an effect keeps booted (§3.4 step 6). A card
    that unboots only if its controller pays 1 ghost rock (Lethargy) asks that player
    first, in player order; unpaid, it stays booted."""
    game.trace("sundown.unboot")
    game.emit("onNightfallUnbooting")
    kept = {
        card.uid
        for card in game.cards_in_play()
        if game.effects.has_flag(card, "does not unboot at nightfall")
    }
    for player in game.players_in_order():
        for card in game.cards_in_play():
            if card.uid in kept or card.controller is not player or not card.booted:
                continue
            if game.effects.has_flag(card, UNBOOTS_FOR_1_GHOST_ROCK):
                paid = yield from pay_to_unboot(game, player, card)
                if not paid:
                    kept.add(card.uid)
    for card in game.cards_in_play():
        if card.uid not in kept:
            game.actions.unboot(card)
    game.log.add("Every card in play unboots")


def pay_to_unboot(game: Game, player: Player, card: Card) -> Flow:
    """ "Does not unboot unless their controller pays 1 ghost rock": the controller's
    choice, offered only with the ghost rock to pay. Returns whether it was paid."""
    if player.ghost_rock < 1:
        game.log.add("{0} cannot pay 1 ghost rock, so {1} stays booted", player, card)
        return False
    options = [
        Option(PAY_TO_UNBOOT, f"Pay 1 ghost rock to unboot {card.uid}"),
        Option(DONE, "Leave it booted"),
    ]
    answer = yield Decision(player.index, "Select an option", options, kind="unboot")
    if answer != PAY_TO_UNBOOT:
        game.log.add("{0} leaves {1} booted", player, card)
        return False
    game.trace("sundown.pay_to_unboot")
    game.actions.pay(player, 1)
    game.log.add("{0} pays 1 ghost rock to unboot {1}", player, card)
    return True


def end_of_day(game: Game) -> None:
    """Sundown effects end, then day-long effects and once-per-day uses (§3.4, §8.3)."""
    game.trace("sundown.end_of_day")
    game.effects.end_of_phase("sundown")
    game.effects.end_of_day()
    game.reset_ability_uses("day")
    game.emit("onRoundEnded")
    game.log.add("Day {0} ends", game.day)
    game.day += 1
