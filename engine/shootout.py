"""Shootouts (rules digest §5): rounds and Run or Gun; the posses are `engine.posse`'s
(§5.2–5.3), the shooters and draw hands `engine.shootout_draw`'s (§5.4–5.5), the winner and
casualties `engine.casualties`' (§5.7–5.8).

`shootout()` is one procedure from "the shootout starts" to "the shootout ends", in the
order of §5.4. Every choice is a decision (C1): who joins, who shoots, which cards to
redraw and keep, which dudes cover casualties and who flees. Casualties are covered
exactly when possible (§5.8, printed rules over the online engine's confirm prompt).

Readings chosen here (points the digest marks ⚠ or leaves open):

* Both posses are chosen before anyone boots or moves in (§5.2), so the mark's side
  sees the leader's posse as chosen, not as arrived.
* A posse emptied before the draw (a Shotgun, a Soul Blast) skips the draw and the
  casualties but not Run or Gun: the survivors may still run (§5.4 ⚠, §13.8).
* Exact cover comes first: a lone Harrowed dude discards for 2 casualties rather than
  being aced under the "twice the posse" shorthand, which describes ordinary dudes.
* A dude who flees, or a Harrowed dude sent home, from a fight at its own home stays
  there booted and leaves the posse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import as_rules
from engine.casualties import (
    before_assigning_casualties,
    casualties_taken,
    decide_round,
    lumps_order,
    take_your_lumps,
)
from engine.changing_sides import send_them_back
from engine.decisions import Decision, Option, Refusal
from engine.draw_hands import discard_draw_hand, keep_a_draw_hand_card
from engine.flow import Flow
from engine.going_home import FLED, go_home_booted
from engine.posse import DONE as DONE
from engine.posse import breakin_and_enterin, bring_in, choose_posse
from engine.posse import join_posse as join_posse
from engine.posse import posse_problems as posse_problems
from engine.rules import rule
from engine.shootout_draw import draw_hand, pick_shooter, reveal
from engine.shootout_state import SHOOTOUT_TODAY, Shootout
from engine.windows import make_a_play, play_window

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


# -- the shootout ----------------------------------------------------------------------------
def shootout(
    game: Game,
    leader: Card,
    mark: Card,
    *,
    location: str,
    plays_first: Player | None = None,
    closed: bool = False,
    last_round: int | None = None,
) -> Flow:
    """A shootout from a call out: leader and mark form their posses, then they fight.
    `plays_first` makes a Shootout play before the first play (`Shootout.plays_first`);
    `closed` and `last_round` are the terms a call out may set (`Shootout.closed`,
    `Shootout.last_round`)."""
    state = Shootout(location, leader, mark, leader.controller, mark.controller)
    state.closed, state.last_round = closed, last_round
    if closed:
        game.trace("shootout.closed")
    if plays_first is not None:
        state.plays_first.append(plays_first)
    start(game, state)
    leaders = yield from choose_posse(game, state, state.leader_player, leader)
    marks = yield from choose_posse(game, state, state.mark_player, mark)
    yield from bring_in(game, state, state.leader_player, leaders)
    yield from bring_in(game, state, state.mark_player, marks)
    yield from fight(game, state)


def start(game: Game, state: Shootout) -> None:
    game.shootout = state
    game.reset_ability_uses("shootout")
    game.record_ability_use(SHOOTOUT_TODAY, ("day",))
    game.trace("shootout.start")
    game.emit("onShootoutPhaseStarted", shootout=state)


def fight(game: Game, state: Shootout) -> Flow:
    """Posses formed: Breakin' & Enterin', then rounds until a posse is empty (§5.4)."""
    game.log.add(
        "{0} and {1} shoot it out at {2}",
        state.leader_player,
        state.mark_player,
        game.locations.name(state.location),
    )
    breakin_and_enterin(game, state)
    game.effects.posses_formed()
    game.emit("onPossesFormed", shootout=state)
    yield from game.resolve_events()
    for player in state.plays_first:
        game.trace("shootout.plays_first")
        yield from make_a_play(game, player, "shootout plays")
    while not state.over() and not state.rounds_done():
        yield from shootout_round(game, state)
    if not state.over():
        game.trace("shootout.last_round")
    yield from end_shootout(game, state)


def winner_of(state: Shootout) -> Player | None:
    """The side that still has dudes when the other has none (§5.9); a shootout that ended
    after its last round with both sides standing ("This shootout ends after one round") is
    won by that round's winner, if it had one."""
    standing = [p for p in state.players if state.posse(p)]
    if len(standing) == 1:
        return standing[0]
    return state.winner if standing and state.rounds_done() else None


def end_shootout(game: Game, state: Shootout) -> Flow:
    winner = winner_of(state)
    game.trace("shootout.end")
    if winner is None:
        game.log.add("The shootout at {0} ends with no winner", game.locations.name(state.location))
    else:
        game.log.add("{0} wins the shootout at {1}", winner, game.locations.name(state.location))
    send_them_back(game, state)  # before the shootout's effects, which mark them, expire
    game.effects.end_of_shootout()
    game.reset_ability_uses("shootout")
    game.reset_ability_uses("round")
    game.shootout = None
    game.last_shootout = state
    game.emit("onShootoutPhaseFinished", shootout=state, winner=winner)
    yield from game.resolve_events()


def first_in_fight(game: Game, state: Shootout) -> Player:
    """The first player acts first, unless they have no dudes in the fight (§5.4 FAQ)."""
    for player in game.players_in_order():
        if state.posse(player):
            return player
    return game.players_in_order()[0]


def resume(game: Game, state: Shootout) -> Flow:
    """Fight rounds until a posse is empty, then end: a shootout rebuilt from a board."""
    while not state.over() and not state.rounds_done():
        yield from shootout_round(game, state)
    if not state.over():
        game.trace("shootout.last_round")
    yield from end_shootout(game, state)


def shootout_round(game: Game, state: Shootout) -> Flow:
    """One round in the order of §5.4. A posse emptied during the shootout plays skips
    shooters, draw, reveal and casualties, but the survivors still get Run or Gun (§13.8)."""
    # A board can describe the position here (C3): at the start of each round.
    game.checkpoint("high noon", "shootout", turn=game.turn)
    state.round += 1
    state.shooters.clear()
    state.results.clear()
    state.casualties.clear()
    state.casualties_taken.clear()
    state.draw_bonus.clear()
    state.redrawn.clear()
    state.winner = state.loser = None
    state.decided = False
    for player in state.players:
        player.rank_modifier = 0
        player.cheatin_plays = 0
    game.trace("shootout.round")
    game.emit("onShootoutRoundStarted", shootout=state)
    yield from game.resolve_events()
    yield from play_window(game, "shootout plays", first_in_fight(game, state))
    if not state.empty():
        for player in state.players:
            # "Before you declare your shooter" (Wang Men Wu): it resolves first (§5.5).
            game.emit("onShooterAboutToBeDeclared", shootout=state, player=player)
            yield from game.resolve_events()
            yield from pick_shooter(game, state, player)
            # "React: After you declare your shooter" (Morgan Lash): before the draw (§5.5).
            yield from game.resolve_events()
        for player in state.players:
            yield from draw_hand(game, state, player)
        reveal(game, state)
        game.emit("onDrawHandsRevealed", shootout=state)
        yield from game.resolve_events()
        if not state.ended_at_once:
            yield from play_window(game, "shootout resolution", first_in_fight(game, state))
        if not state.over():
            decide_round(game, state)
            for player in lumps_order(state):
                yield from before_assigning_casualties(game, state, player)
                yield from as_rules(game, take_your_lumps(game, state, player))
                yield from casualties_taken(game, state, player)
    if not state.ended_at_once:
        yield from run_or_gun(game, state)
    for player in state.players:
        yield from keep_a_draw_hand_card(game, player)
        discard_draw_hand(game, player)
    game.effects.end_of_shootout_round()
    game.reset_ability_uses("round")
    game.emit("onShootoutRoundFinished", shootout=state)
    yield from game.resolve_events()


# -- Run or Gun (§5.9) ------------------------------------------------------------------------
def run_or_gun(game: Game, state: Shootout) -> Flow:
    """Loser then winner: each chooses dudes to flee home booted; staying is final (§5.9)."""
    order = lumps_order(state) if state.loser is not None else list(state.players)
    for player in order:
        while state.posse(player):
            flee = [d for d in state.posse(player) if not game.effects.has_flag(d, "cannot flee")]
            if not flee:
                break
            options = [Option(DONE, "Stay")] + [Option(f"flee {d.uid}", f"{d.uid} runs") for d in flee]

            def explain(who: int, answer: str, player: Player = player) -> Refusal | None:
                dude = game.cards.get(answer.removeprefix("flee "))
                if who != player.index or not answer.startswith("flee ") or dude is None:
                    return None
                if dude not in state.posse(player):
                    return Refusal(rule("shootout.run_or_gun"), f"{dude.uid} is not in {player.name}'s posse")
                return Refusal(rule("shootout.run_or_gun"), f"{dude.uid} cannot flee")

            answer = yield Decision(
                player.index, "Select a dude", options, kind="run or gun", explain=explain
            )
            if answer == DONE:
                break
            dude = game.card(answer.removeprefix("flee "))
            state.remove(dude)  # fleeing leaves the posse even when the fight is at home
            game.trace("shootout.run_or_gun")
            if (yield from go_home_booted(game, dude, FLED)):
                game.log.add("{0} sends {1} home booted (fleeing)", player, dude)
    yield from game.resolve_events()
