"""Why not? Whether a play either player names is legal now, and the rule that forbids it.

Contract C1 says an illegal answer is refused naming its rule. The engine answers that
question at any moment, for either player and any play — not only for the options of
the pending decision — so a rules expert can write "When Player2 tries to use Shotgun"
at any point of a scenario and read why not. The questions, in order:

1. Is the game over? (`decision.turn`)
2. Is the play one of the pending decision's options, for the player who owes it, or a
   multi-part answer the decision accepts whole? Then it is legal.
3. Does the pending decision know why not? Each decision explains the plays of its own
   step with the rules of that step (exact cover, redraws within the draw bonus, ...),
   for the player who owes it and for the one waiting (an ability the waiting player
   could not use even on their turn is refused by its own rule).
4. Does the play belong to another step of the game (a move during a shootout, a
   redraw after the draw)? Then the rule of that step refuses it.
5. Is it the other player's decision? Then the rule that gives it to them refuses it.
6. Only an answer that names no play at all gets the generic `decision.option`, which
   lists the legal options.

Nothing here changes the game: asking is free, and a refused play leaves the digest
exactly as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import get_close_matches
from typing import TYPE_CHECKING

from engine.decisions import Decision, Refusal
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player


@dataclass(frozen=True)
class Turn:
    """Whose a decision of one kind is, by which rule: "It is {owner}'s {what}"."""

    rule_id: str
    what: str


#: Every kind of decision the engine asks, with the rule that says who answers it.
TURNS: dict[str, Turn] = {
    "starting gang": Turn("setup.starting_gang", "starting gang to choose"),
    "gambling": Turn("gambling.cheatin", "cheatin' play"),
    "upkeep": Turn("upkeep.pay", "upkeep to pay"),
    "high noon": Turn("noon.turn", "High Noon turn"),
    "call out": Turn("callout.answer", "call out to answer"),
    "posse": Turn("shootout.posse", "posse to form"),
    "job posse": Turn("job.posse", "posse to form"),
    "job posse condition": Turn("job.posse", "posse to form"),
    "opposing posse": Turn("job.opposing", "posse to form"),
    "job leader": Turn("job.leader", "job leader to choose"),
    "job mark": Turn("job.mark", "job mark to choose"),
    "shootout plays": Turn("shootout.plays", "shootout play"),
    "shootout resolution": Turn("shootout.plays", "resolution play"),
    "shooter": Turn("shootout.shooter", "shooter to pick"),
    "redraw": Turn("shootout.draw", "draw hand to redraw"),
    "keep five": Turn("shootout.draw", "draw hand to cut to five cards"),
    "casualty": Turn("shootout.casualties", "casualties to cover"),
    "run or gun": Turn("shootout.run_or_gun", "Run or Gun choice"),
    "react": Turn("ability.react", "react"),
    "cost": Turn("ability.cost", "cost to pay"),
    "select": Turn("ability.target", "choice"),
    "choice": Turn("ability.target", "choice"),
    "joker value": Turn("pull.joker", "joker to name"),
    "joker suit": Turn("pull.joker", "joker to name"),
    "technique dude": Turn("kung_fu.technique", "technique to perform"),
    "combo": Turn("kung_fu.combo", "combo to choose"),
    "sundown discard": Turn("sundown.discard", "Sundown discard"),
    "hand size": Turn("sundown.hand_limit", "discard down to hand size"),
}
#: Decisions that are play windows: an ability named there is checked in that window.
WINDOWS = ("high noon", "gambling", "shootout plays", "shootout resolution")
POSSES = ("posse", "job posse", "job posse condition", "opposing posse")
NOON_VERBS = ("move ", "shop ", "call out ", "trade ", "replace ")


def turn_of(decision: Decision) -> Turn:
    return TURNS.get(decision.kind, Turn("decision.turn", "decision"))


def waiting_on(game: Game, decision: Decision) -> str:
    """What the game waits on, for a refusal: "Player1's casualties to cover"."""
    owner = game.players[decision.player].name
    return f"{owner}'s {turn_of(decision).what} ({decision.prompt})"


def why_not(game: Game, player: Player, answer: str) -> Refusal | None:
    """None if `player` may give `answer` now; else the refusal naming the rule."""
    pending = game.pending
    if pending is None:
        return Refusal(rule("decision.turn"), "The game is over: there is nothing to decide")
    mine = pending.player == player.index
    if mine and pending.option(answer) is not None:
        return None
    if mine and pending.expand is not None:
        parts = pending.expand(answer)
        if isinstance(parts, Refusal):
            return parts
        if parts is not None:
            return None
    if pending.explain is not None:
        refusal = pending.explain(player.index, answer)
        if refusal is not None:
            return refusal
    refusal = misplaced(game, player, answer)
    if refusal is not None:
        return refusal
    if not mine:
        owner = game.players[pending.player].name
        turn = turn_of(pending)
        return Refusal(
            rule(turn.rule_id), f"It is {owner}'s {turn.what} ({pending.prompt}), not {player.name}'s"
        )
    legal = pending.ids()
    close = get_close_matches(answer, legal, n=3, cutoff=0.6)
    hint = f" Did you mean: {'; '.join(close)}?" if close else ""
    return Refusal(
        rule("decision.option"),
        f"{answer!r} is not an option for '{pending.prompt}'; the options are: {'; '.join(legal)}.{hint}",
    )


def misplaced(game: Game, player: Player, answer: str) -> Refusal | None:
    """A play that belongs to another step of the game than the one it waits on."""
    pending = game.pending
    assert pending is not None
    kind, now = pending.kind, waiting_on(game, pending)
    if answer.startswith(NOON_VERBS) and kind != "high noon":
        return Refusal(rule("noon.actions"), f"'{answer}' is a High Noon action; the game waits on {now}")
    if answer.startswith(("use ", "play ")) and kind not in WINDOWS:
        return Refusal(rule("noon.play_type"), f"No play window is open; the game waits on {now}")
    if answer.startswith("react ") and kind != "react":
        return Refusal(rule("ability.react"), f"No react window is open; the game waits on {now}")
    if answer.startswith("join ") and kind not in POSSES:
        return Refusal(rule("shootout.posse"), f"No posse is being formed; the game waits on {now}")
    if answer.startswith("redraw ") and kind != "redraw":
        return _no_redraw(game, player, now)
    if answer.startswith(("ace ", "send home ")) and kind != "casualty":
        return Refusal(
            rule("shootout.casualties"), f"There are no casualties to cover; the game waits on {now}"
        )
    if answer.startswith("flee ") and kind != "run or gun":
        return Refusal(rule("shootout.run_or_gun"), f"Dudes run only at Run or Gun; the game waits on {now}")
    if answer in ("accept", "refuse") and kind != "call out":
        return Refusal(rule("callout.answer"), f"There is no call out to answer; the game waits on {now}")
    if answer.startswith("pay ") and kind not in ("upkeep", "cost", "choice"):
        return Refusal(rule("upkeep.pay"), f"Upkeep is paid in the Upkeep phase; the game waits on {now}")
    return None


def _no_redraw(game: Game, player: Player, now: str) -> Refusal:
    """Redraws come right after the draw, up to the draw bonus (§5.5)."""
    state = game.shootout
    if state is not None and player.index in state.draw_bonus:
        bonus, used = state.draw_bonus[player.index], state.redrawn.get(player.index, 0)
        return Refusal(
            rule("shootout.redraw"),
            f"{player.name} has a draw bonus of {bonus} and has redrawn {used}: no redraw is left",
        )
    return Refusal(rule("shootout.draw"), f"There is no draw hand to redraw from; the game waits on {now}")
