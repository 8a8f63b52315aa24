"""High Noon (rules digest §3.3): turns in player order until all pass consecutively."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import get_close_matches
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.phases import noon_actions
from engine.rules import rule
from engine.windows import close_window, plays_again

if TYPE_CHECKING:
    from engine.game import Game


def high_noon(game: Game, *, turn: int | None = None, passes: int = 0, resume: bool = False) -> Flow:
    if not resume:
        game.checkpoint("high noon", "turn", turn=game.first_player)
        game.effects.start_of_phase("high noon")
        game.emit("onPhaseStarted", phase="high noon")
        yield from game.resolve_events()
    order_size = len(game.players)
    current = game.first_player if turn is None else turn
    while passes < order_size:
        game.checkpoint("high noon", "turn", turn=current, passes=passes)
        player = game.players[current]
        options = noon_actions.TurnOptions(game, player)

        def explain(
            player_index: int, answer: str, current: int = current, options: Sequence[Option] = options
        ) -> Refusal | None:
            """The action's own rule, for the player on turn or the one waiting (§3.3)."""
            who = game.players[player_index]
            action = noon_actions.parse(game, who, answer)
            if action is None:
                return None  # names no High Noon action: `engine.why_not` goes on asking
            refusal = action.check(game, who)
            if refusal is not None or player_index != current:
                return refusal  # a legal action on their own turn: the turn rule refuses it
            legal = [o.id for o in options]
            close = get_close_matches(answer, legal, n=3, cutoff=0.5)
            hint = f" Did you mean: {'; '.join(close)}?" if close else ""
            return Refusal(
                rule("decision.option"), f"'{answer}' is not a High Noon action for {who.name}.{hint}"
            )

        answer = yield Decision(player.index, "Select an action", options, kind="high noon", explain=explain)
        action = options.action(answer)
        game.trace("noon.turn")
        game.trace_item("window", "high noon")
        done = yield from action.perform(game, player)
        yield from game.resolve_events()
        if done is False:
            continue  # a cancelled ability or job is no action: the same player acts again
        if isinstance(action, noon_actions.Pass):
            passes += 1
        else:
            passes = 0
            if plays_again(game, player):
                continue  # "Make another Noon play": the turn does not pass (§8.1)
        close_window(game)
        current = (current + 1) % order_size
    game.trace("noon.pass")
    game.effects.end_of_phase("high noon")
