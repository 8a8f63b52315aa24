"""Self-play agents: seeded players that answer any decision with a legal option.

Every agent has one method, ``choose(game, pending)``, returning the id of one of
``pending.options``. Agents are deterministic: all their randomness flows from the seed
they are built with, so the same board, seed and agent give the same game (DESIGN.md C5).
The game is passed so that an agent can look at the board when it prefers one legal play
to another; the uniform agent ignores it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import ClassVar, Protocol

from engine.decisions import Decision, Option
from engine.game import Game
from engine.model import Card
from engine.posse import joiner_of

#: High Noon options that make things happen: cards played or used, call outs.
BOLD = ("play ", "use ", "call out ")


class Agent(Protocol):
    """A player for self-play, benchmarks and fuzzing."""

    def choose(self, game: Game, pending: Decision) -> str:
        """The id of one of ``pending.options``."""
        ...


class RandomAgent:
    """Answers any decision with a random legal option, seeded for replay.

    It leans a little towards High Noon plays and call outs so that jobs and shootouts
    happen often enough to be exercised; every answer is still a legal option.
    """

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, pending: Decision) -> str:
        options = pending.options
        if pending.kind == "high noon":
            bold = pending.matching(*BOLD)
            if bold and self.rng.random() < 0.5:
                return self.rng.choice(bold).id
        return self.rng.choice(options).id


class RealisticAgent:
    """Plays like a cautious beginner, so self-play reaches the boards real games reach.

    It starts with as full a gang as the stash buys, pays upkeep whenever it can, shops
    (deeds for production, dudes for influence, weapons for its best gun), moves dudes to
    take deeds, calls out only a dude it outguns, joins posses with its armed dudes and
    keeps its best hand. A few actions a day, then it passes. Every answer is one of the
    pending decision's options; all its randomness comes from its seed (C2).
    """

    #: High Noon actions a player takes in a day before passing for the rest of it.
    ACTIONS_PER_DAY = 8

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._actions: dict[tuple[int, int], int] = {}

    def choose(self, game: Game, pending: Decision) -> str:
        chooser = self._CHOOSERS.get(pending.kind)
        with game.effects.frozen():  # choosing only reads the board: each stat read once
            answer = chooser(self, game, pending) if chooser is not None else None
        return answer if answer is not None else self._any(pending)

    # -- helpers ----------------------------------------------------------------------
    def _any(self, pending: Decision) -> str:
        """A random option, never "cancel" when something else is possible."""
        options = [o for o in pending.options if o.id != "cancel"] or pending.options
        return self.rng.choice(options).id

    @staticmethod
    def _card(game: Game, uid: str) -> Card | None:
        return game.cards.get(uid)

    @staticmethod
    def _with(pending: Decision, prefix: str) -> list[Option]:
        return pending.matching(prefix)

    @staticmethod
    def _worth(card: Card) -> int:
        """How much a dude is worth keeping: influence wins games, bullets win shootouts."""
        data = card.data
        return 3 * data.influence + 2 * data.bullets + (2 if data.shooter == "stud" else 0) - 4 * data.upkeep

    # -- setup, upkeep, gambling, sundown ----------------------------------------------
    def _starting_gang(self, game: Game, pending: Decision) -> str | None:
        """Add the best card the stash can still afford while leaving room for the rest
        of a five-dude gang; "done" only when nothing more can join."""
        adds = [(o, self._card(game, o.id.removeprefix("add "))) for o in self._with(pending, "add ")]
        cards = [(o, c) for o, c in adds if c is not None]
        if not cards:
            return "done"
        player = game.players[pending.player]
        cheapest = min(c.data.cost for _, c in cards)
        slots = max(1, 5 - len(player.dudes()))
        budget = player.ghost_rock - cheapest * (slots - 1)
        affordable = [(o, c) for o, c in cards if c.data.cost <= budget] or cards
        best = max(affordable, key=lambda oc: (oc[1].is_deed, self._worth(oc[1]), -oc[1].data.cost))
        return best[0].id

    def _upkeep(self, game: Game, pending: Decision) -> str | None:
        """Pay when the stash allows, else let go of the least worthwhile dude."""
        pay = self._with(pending, "pay ")
        if pay:
            return pay[0].id
        discards = self._with(pending, "discard ")
        if not discards:
            return None
        return min(discards, key=lambda o: self._worth_of(game, o.id.removeprefix("discard "))).id

    def _job_posse_condition(self, game: Game, pending: Decision) -> str | None:
        """A posse the job does not accept: give the job up rather than try forever."""
        return "cancel" if pending.option("cancel") is not None else None

    def _pass_if_possible(self, game: Game, pending: Decision) -> str | None:
        """Cheatin' plays, redraws and Sundown discards are for experts: keep it simple."""
        for quiet in ("pass", "done", "keep best hand"):
            if pending.option(quiet) is not None:
                return quiet
        return None

    # -- High Noon ----------------------------------------------------------------------
    def _high_noon(self, game: Game, pending: Decision) -> str | None:
        player = game.players[pending.player]
        key = (game.day, player.index)
        taken = self._actions.get(key, 0)
        if taken >= self.ACTIONS_PER_DAY:
            return "pass"
        choice = (
            self._shop(game, pending)
            or self._call_out(game, pending)
            or self._use(pending)
            or self._move(game, pending)
        )
        if choice is None:
            return "pass"
        self._actions[key] = taken + 1
        return choice

    def _shop(self, game: Game, pending: Decision) -> str | None:
        """Deeds first (production), then dudes (influence), then goods on the best gun."""
        shops = self._with(pending, "shop ")
        if not shops:
            return None
        deeds = [o for o in shops if o.id.endswith((" left", " right")) or self._is_type(game, o, "deed")]
        if deeds:
            return self.rng.choice(deeds).id
        dudes = [o for o in shops if self._is_type(game, o, "dude")]
        if dudes:
            return max(dudes, key=lambda o: self._worth_of(game, o.id.removeprefix("shop "))).id
        onto = [o for o in shops if " on " in o.id]
        if onto and self.rng.random() < 0.7:
            return max(onto, key=lambda o: self._bullets_of(game, o.id.rsplit(" on ", 1)[1])).id
        return None

    def _is_type(self, game: Game, option: Option, card_type: str) -> bool:
        name = option.id.removeprefix("shop ")
        for suffix in (" left", " right"):
            name = name.removesuffix(suffix)
        card = self._card(game, name.split(" on ", 1)[0])
        return card is not None and card.type == card_type

    def _worth_of(self, game: Game, uid: str) -> int:
        card = self._card(game, uid)
        return self._worth(card) if card is not None else 0

    def _bullets_of(self, game: Game, uid: str) -> int:
        card = self._card(game, uid)
        return card.bullets if card is not None else 0

    def _call_out(self, game: Game, pending: Decision) -> str | None:
        """Call out only a dude this caller outguns, and not every time. The coin is
        tossed first, so a turn it says no to never works out the call outs."""
        if self.rng.random() >= 0.5:
            return None
        good = []
        for option in self._with(pending, "call out "):
            callee_uid, _, caller_uid = option.id.removeprefix("call out ").partition(" with ")
            callee, caller = self._card(game, callee_uid), self._card(game, caller_uid)
            if callee is not None and caller is not None and caller.bullets > callee.bullets:
                good.append(option)
        return self.rng.choice(good).id if good else None

    def _use(self, pending: Decision) -> str | None:
        """Now and then a card's ability; the coin first, as for call outs."""
        if self.rng.random() >= 0.3:
            return None
        plays = pending.matching("use ", "play ")
        return self.rng.choice(plays).id if plays else None

    def _move(self, game: Game, pending: Decision) -> str | None:
        """Move an unbooted dude to a deed the player does not control, or to the town
        square; now and then, not every turn."""
        if self.rng.random() < 0.4:
            return None
        moves = self._with(pending, "move ")
        if not moves:
            return None
        player = game.players[pending.player]
        targets = []
        for option in moves:
            where = option.id.rsplit(" to ", 1)[1]
            deed = self._card(game, where)
            if deed is not None and deed.is_deed and game.locations.controller(deed) is not player:
                targets.append(option)
        return self.rng.choice(targets or moves).id

    # -- shootouts and jobs -------------------------------------------------------------
    def _answer_call_out(self, game: Game, pending: Decision) -> str | None:
        if pending.option("refuse") is None:
            return "accept"
        player = game.players[pending.player]
        shootout_here = [d for d in player.dudes() if not d.booted]
        return "accept" if len(shootout_here) >= 2 or self.rng.random() < 0.5 else "refuse"

    def _posse(self, game: Game, pending: Decision) -> str | None:
        """Join armed dudes, up to four; then done."""
        joins = [o for o in self._with(pending, "join ") if self._bullets_of(game, joiner_of(o.id)[0]) > 0]
        if joins and self.rng.random() < 0.8:
            return max(joins, key=lambda o: self._bullets_of(game, joiner_of(o.id)[0])).id
        return "done" if pending.option("done") is not None else None

    def _shooter(self, game: Game, pending: Decision) -> str | None:
        return max(pending.options, key=lambda o: self._bullets_of(game, o.id)).id

    def _casualty(self, game: Game, pending: Decision) -> str | None:
        """Discard rather than ace, the least valuable dude first."""
        discards = self._with(pending, "discard ") or pending.options
        return min(discards, key=lambda o: self._worth_of(game, o.id.split(" ", 1)[1])).id

    def _run_or_gun(self, game: Game, pending: Decision) -> str | None:
        unarmed = [
            o for o in self._with(pending, "flee ") if self._bullets_of(game, o.id.removeprefix("flee ")) == 0
        ]
        return unarmed[0].id if unarmed else "done"

    def _react(self, game: Game, pending: Decision) -> str | None:
        reacts = self._with(pending, "react ")
        return self.rng.choice(reacts).id if reacts and self.rng.random() < 0.6 else "pass"

    _CHOOSERS: ClassVar[dict[str, Callable[[RealisticAgent, Game, Decision], str | None]]] = {
        "starting gang": _starting_gang,
        "upkeep": _upkeep,
        "job posse condition": _job_posse_condition,
        "gambling": _pass_if_possible,
        "redraw": _pass_if_possible,
        "keep five": _pass_if_possible,
        "sundown discard": _pass_if_possible,
        "high noon": _high_noon,
        "call out": _answer_call_out,
        "posse": _posse,
        "job posse": _posse,
        "opposing posse": _posse,
        "shooter": _shooter,
        "casualty": _casualty,
        "run or gun": _run_or_gun,
        "react": _react,
    }


#: Agents by the name the command line and the bench use: each is built from a seed.
AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "realistic": RealisticAgent}
