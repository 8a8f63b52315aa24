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

from engine.abilities import headline_refusal
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
    "target": Turn("ability.target", "target to choose"),
    "sundown discard": Turn("sundown.discard", "Sundown discard"),
    "hand size": Turn("sundown.hand_limit", "discard down to hand size"),
    "attachment limit": Turn("attachments.limit", "attachment to keep"),
}
#: Decisions that are play windows: an ability named there is checked in that window.
WINDOWS = ("high noon", "gambling", "shootout plays", "shootout resolution")
#: Choices a card's ability offers: any answer is an attempt at one of them.
CARD_CHOICES = ("choice", "select", "target", "cost", "joker value", "joker suit")
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
    if mine:
        refusal = not_among_choices(game, answer)
        if refusal is not None:
            return refusal
    else:
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


@dataclass(frozen=True)
class Step:
    """A kind of play, the decisions that take it, and the rule that refuses it elsewhere."""

    verbs: tuple[str, ...]
    kinds: tuple[str, ...]
    rule_id: str
    reason: str


#: Where each kind of play belongs (§3–§8); a play named anywhere else is refused by
#: the rule of the step it belongs to, saying what the game waits on instead.
STEPS = (
    Step(NOON_VERBS, ("high noon",), "noon.actions", "'{answer}' is a High Noon action"),
    Step(("use ", "play "), WINDOWS, "noon.play_type", "No play window is open"),
    Step(("react ",), ("react",), "ability.react", "No react window is open"),
    Step(("join ",), POSSES, "shootout.posse", "No posse is being formed"),
    Step(("ace ", "send home "), ("casualty",), "shootout.casualties", "There are no casualties to cover"),
    Step(("flee ",), ("run or gun",), "shootout.run_or_gun", "Dudes run only at Run or Gun"),
    Step(("accept", "refuse"), ("call out",), "callout.answer", "There is no call out to answer"),
    Step(("keep best hand",), ("keep five",), "shootout.draw", "There is no draw hand to cut to five cards"),
    Step(("pay ",), ("upkeep", "cost", "choice"), "upkeep.pay", "Upkeep is paid in the Upkeep phase"),
    Step(("add ",), ("starting gang",), "setup.starting_gang", "The starting gang is chosen at setup"),
    Step(("pass",), (*WINDOWS, "react", "combo"), "day.step", "Nobody passes at this step"),
    Step(
        ("done",),
        # The posse condition prompt only offers to select again or cancel (§6.2).
        (
            *(k for k in POSSES if k != "job posse condition"),
            "starting gang",
            "redraw",
            "sundown discard",
            "run or gun",
        ),
        "day.step",
        "'done' ends a choice of several cards, and none is being made",
    ),
    Step(
        ("discard ",),
        ("casualty", "upkeep", "keep five", "sundown discard", "hand size", "cost", "select", "choice"),
        "day.step",
        "Nothing is discarded at this step",
    ),
)


def misplaced(game: Game, player: Player, answer: str) -> Refusal | None:
    """A play that belongs to another step of the game than the one it waits on."""
    pending = game.pending
    assert pending is not None
    refusal = _card_refusal(game, answer)
    if refusal is not None:
        return refusal
    if answer.startswith("redraw ") and pending.kind != "redraw":
        return _no_redraw(game, player, waiting_on(game, pending))
    for step in STEPS:
        if answer.startswith(step.verbs) and pending.kind not in step.kinds:
            reason = step.reason.format(answer=answer)
            return Refusal(rule(step.rule_id), f"{reason}; the game waits on {waiting_on(game, pending)}")
    return None


def _card_refusal(game: Game, answer: str) -> Refusal | None:
    """A card that may not be played at all now, whatever the window: a second Headline
    in a shootout (§1.4). Its own rule says more than "no window is open"."""
    for verb in ("react ", "play ", "use "):
        if answer.startswith(verb):
            card = game.cards.get(answer.removeprefix(verb))
            return None if card is None else headline_refusal(game, card)
    return None


def not_among_choices(game: Game, answer: str) -> Refusal | None:
    """The deciding player names a card that is not among this decision's choices: the
    rule of this step refuses it, with the choices it offers."""
    pending = game.pending
    assert pending is not None
    verb = next((v for step in STEPS for v in step.verbs if answer.startswith(v)), "")
    named = answer.removeprefix("redraw ").removeprefix(verb)
    if named not in game.cards and pending.kind not in CARD_CHOICES:
        return None
    turn = turn_of(pending)
    return Refusal(
        rule(turn.rule_id),
        f"'{answer}' is not among the choices for the {turn.what} ({pending.prompt}); the options are: "
        + "; ".join(pending.ids()),
    )


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
