"""Effect expiry (rules digest §8.3): a lasting effect is in force exactly until the end of
its duration, and not one decision longer.

`ExpiryOracle` watches a game and says, at every decision, which lasting effects the rules
keep: it never reads the engine's expiry code, only the rules' clock — the day, the phase,
which shootout is in progress, which shootout rounds have finished (the events the engine
emits as the rules' steps happen) — and the position at which each effect was created:

* "this round" ends with that shootout round; a Shootout/Resolution ability's effect with
  that shootout, however it ends (everyone ran, a posse emptied);
* a React's effect with the shootout it was made in, else with the phase it was made in;
* "until the end of phase X" with the next end of X: today's if X is still to come or
  under way, tomorrow's if today's X is over (README "Rules choices");
* "until the end of the day" with today's Sundown; "permanently" never;
* "until after posses are formed" with the next posses formed (`onPossesFormed`), else
  with the phase it was made in;
* "while he stays at that deed" ("it moves") the first time a card it names is seen
  anywhere but where it was when the effect was made (each move is watched);
* whatever the duration, an effect on named cards has nothing left to apply to once each
  of them has left play (a card coming back is a new card, §13.1), and nothing else ends
  it early: its source leaving play or being blanked does not (§8.3, last line).

`expiry_boards()` builds positions with random lasting effects of each duration, made in
each phase or mid-shootout, some with their source in the discard pile or blanked.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from engine.effects import Duration, Effect
from engine.game import Game
from engine.model import Card
from engine.shootout_state import Shootout
from engine.tracing import listening
from harness.fuzz.timing import FILLER, GANGS, OUTFITS
from harness.invariants import check_invariants

#: The phases of a day in the order they come (§3).
PHASES = ("gambling", "upkeep", "high noon", "sundown")


def _order(phase: str) -> int:
    return PHASES.index(phase) if phase in PHASES else -1


@dataclass
class Created:
    """Where an effect was made: the rules' clock then, and the cards it names."""

    effect: Effect
    day: int
    phase: str
    shootout: Shootout | None
    round: int
    targets: list[tuple[Card, int]]
    #: Where each named card was when the effect was made ("while he stays at that deed").
    places: list[str | None] = field(default_factory=list)
    moved: bool = False
    #: How many times posses had been formed in this game when the effect was made.
    posses_formed: int = 0


@dataclass
class ExpiryOracle:
    """The rules' expectation for every lasting effect of one game (see the module doc)."""

    game: Game
    created: dict[int, Created] = field(default_factory=dict)
    finished_rounds: set[tuple[int, int]] = field(default_factory=set)
    ended_shootouts: set[int] = field(default_factory=set)
    #: The "until Nightfall" effects made once that day's Nightfall had begun (they last the day).
    made_at_nightfall: set[int] = field(default_factory=set)
    #: How many times both posses of a shootout have been formed (`onPossesFormed`).
    posses_formed: int = 0
    #: Each (duration, how it ended) seen: "expired", "target left play", "still on".
    outcomes: Counter[tuple[str, str]] = field(default_factory=Counter)

    @classmethod
    def build(cls, board: dict[str, Any]) -> ExpiryOracle:
        """Build the board's game and register its lasting effects as made at the board's
        position; what the build itself played (a shootout round fought to its end before
        the first decision) is read from the events it emitted."""
        events: list[str] = []
        with listening(lambda kind, item: events.append(item) if kind == "event" else None):
            game = Game.from_board(board)
        oracle = cls(game)
        spec = board.get("shootout")
        state = None
        if spec is not None:
            state = game.shootout if game.shootout is not None else game.last_shootout
            assert state is not None
            for n in range(events.count("onShootoutRoundFinished")):
                oracle.finished_rounds.add((id(state), spec["round"] + n))
            if "onShootoutPhaseFinished" in events:
                oracle.ended_shootouts.add(id(state))
        board_round = spec["round"] if spec is not None else 0
        for effect in game.effects.lasting:
            oracle._register(effect, board.get("day", 1), board["phase"], state, board_round)
        game.add_tracer(oracle._on_trace)
        return oracle

    # -- the rules' clock ----------------------------------------------------------------
    def _on_trace(self, kind: str, item: str) -> None:
        if kind != "event":
            return
        self.scan()  # effects made before this event are made at the position before it
        game = self.game
        if item == "onShootoutRoundFinished" and game.shootout is not None:
            self.finished_rounds.add((id(game.shootout), game.shootout.round))
        elif item == "onShootoutPhaseFinished" and game.last_shootout is not None:
            self.ended_shootouts.add(id(game.last_shootout))
        elif item == "onPossesFormed":
            self.posses_formed += 1
        elif item == "onDudeMoved":
            for made in self.created.values():
                self._watch_moves(made)

    def _watch_moves(self, made: Created) -> None:
        """A "while it stays" effect ends once a card it names is somewhere else."""
        if made.effect.duration in (Duration.STAYS, Duration.STAYS_TODAY) and any(
            card.in_play and card.location != place
            for (card, _), place in zip(made.targets, made.places, strict=True)
        ):
            made.moved = True

    def scan(self) -> None:
        """Register the lasting effects made since the last look, at the current position."""
        game = self.game
        state = game.shootout
        for effect in game.effects.lasting:
            if id(effect) not in self.created:
                self._register(effect, game.day, game.phase, state, state.round if state else 0)

    def _register(self, effect: Effect, day: int, phase: str, state: Shootout | None, round_: int) -> None:
        targets = [(card, card.entered_play_at) for card in effect.fixed_targets() or []]
        places = [card.location for card, _ in targets]
        self.created[id(effect)] = Created(
            effect, day, phase, state, round_, targets, places, posses_formed=self.posses_formed
        )
        if self.game.effects.nightfall_day == day:
            self.made_at_nightfall.add(id(effect))

    def _shootout_on(self, made: Created) -> bool:
        state = made.shootout
        return state is not None and id(state) not in self.ended_shootouts and self.game.shootout is state

    def _targets_gone(self, made: Created) -> bool:
        """Every card the effect names has left play since it was made."""
        if not made.targets:
            return False
        return all(not card.in_play or card.entered_play_at != entered for card, entered in made.targets)

    def alive(self, made: Created) -> bool:
        """Whether the rules keep this effect now."""
        if self._targets_gone(made):
            return False
        game, duration = self.game, made.effect.duration
        if duration is Duration.SHOOTOUT_ROUND:
            state = made.shootout
            return (
                self._shootout_on(made)
                and state is not None
                and (id(state), made.round) not in self.finished_rounds
            )
        if duration is Duration.SHOOTOUT:
            return self._shootout_on(made)
        if duration is Duration.REACT:
            if made.shootout is not None:
                return self._shootout_on(made)
            return (game.day, game.phase) == (made.day, made.phase)
        if duration is Duration.PHASE:
            named = made.effect.phase or made.phase
            until_day = made.day + (1 if _order(named) < _order(made.phase) else 0)
            return (game.day, _order(game.phase)) <= (until_day, _order(named))
        if duration is Duration.DAY:
            return game.day == made.day
        if duration is Duration.NIGHTFALL:
            # Made before today's Nightfall began, it ends then; made during it, at day's end.
            made_before = id(made.effect) not in self.made_at_nightfall
            return game.day == made.day and not (made_before and game.effects.nightfall_day == game.day)
        if duration is Duration.POSSES_FORMED:
            # "Until after posses are formed": the next formed posses end it, else the phase.
            same_phase = (game.day, game.phase) == (made.day, made.phase)
            return same_phase and self.posses_formed == made.posses_formed
        if duration in (Duration.STAYS, Duration.STAYS_TODAY):
            self._watch_moves(made)
            return not made.moved and (duration is Duration.STAYS or game.day == made.day)
        return True  # permanent: while its cards stay in play

    # -- the check -----------------------------------------------------------------------
    def violations(self) -> list[str]:
        """Effects in force the rules have ended, and effects ended the rules keep."""
        self.scan()
        game = self.game
        present = {id(e) for e in game.effects.lasting}
        problems = []
        for key, made in list(self.created.items()):
            if key in present:
                self._follow_swap(made)
            alive, there = self.alive(made), key in present
            name = f"{made.effect.label or made.effect.source.uid}: {made.effect.describe()} ({made.effect.duration})"
            made_at = f"made day {made.day} {made.phase}" + (f" round {made.round}" if made.shootout else "")
            now = f"day {game.day} {game.phase}" + (f" round {game.shootout.round}" if game.shootout else "")
            if there and not alive:
                problems.append(f"{name}, {made_at}, is still in force at {now}")
            elif alive and not there:
                problems.append(f"{name}, {made_at}, ended early, at {now}")
            elif there:
                problems += self._not_applied(made, name)
            if not there:
                how = "target left play" if self._targets_gone(made) else "expired"
                self.outcomes[(str(made.effect.duration), how)] += 1
                del self.created[key]
        return problems

    def _follow_swap(self, made: Created) -> None:
        """An experienced swap hands a dude's lasting effects to its new version (§9.4),
        which takes the old one's place in play: follow them to it."""
        now = made.effect.fixed_targets() or []
        if [card for card, _ in made.targets] != now:
            made.targets = [(card, card.entered_play_at) for card in now]

    def _not_applied(self, made: Created, name: str) -> list[str]:
        """A kept effect on named cards applies to each of them still in play."""
        effect = made.effect
        if effect.condition is not None or effect.card_condition is not None:
            return []
        targets = [card for card in effect.fixed_targets() or [] if card.in_play]
        return [
            f"{name} is kept but does not apply to {card.uid}"
            for card in targets
            if effect not in self.game.effects.effects_on(card)
        ]

    def still_on(self) -> None:
        """Count the effects still kept when the run stops."""
        for made in self.created.values():
            self.outcomes[(str(made.effect.duration), "still on")] += 1


# -- boards --------------------------------------------------------------------------------
#: Shootouts come twice as often: three of the seven durations belong to them.
SETTINGS = ("gambling", "upkeep", "high noon", "sundown", "shootout", "shootout")
#: What an effect may do: plain stat changes whose presence a read of the card shows.
SPECS = ("bullets +1", "influence +1", "value -2", "bullets -1")
DURATIONS = tuple(d for d in Duration if d is not Duration.PERSISTENT)
#: Shootout-only durations are made only in a shootout (a Shootout ability, "this round").
IN_SHOOTOUT_ONLY = (Duration.SHOOTOUT, Duration.SHOOTOUT_ROUND)


@st.composite
def expiry_boards(draw: Callable[..., Any]) -> dict[str, Any]:
    """Two small gangs (a shootout in Town Square, or a phase of the day) with one to four
    lasting effects on dudes, each of a random duration; a source may be a card in the
    discard pile (it left play) and may be blanked."""
    setting = draw(st.sampled_from(SETTINGS), label="setting")
    players: list[dict[str, Any]] = []
    for i in (0, 1):
        gang = draw(st.lists(st.sampled_from(GANGS[i]), min_size=1, max_size=3, unique=True), label="gang")
        players.append(
            {
                "name": f"Player{i + 1}",
                "outfit": OUTFITS[i],
                "ghost_rock": draw(st.integers(0, 8)),
                "street": ["home"],
                "dudes": [
                    {
                        "card": d,
                        "at": draw(st.sampled_from(("Town Square", "home"))),
                        "booted": draw(st.booleans()),
                    }
                    for d in gang
                ],
                "deck": list(draw(st.permutations(FILLER))),
                "discard": ["Pistol Whip"],
                "hand": list(draw(st.lists(st.sampled_from(FILLER[:8]), max_size=2, unique=True))),
            }
        )
    board: dict[str, Any] = {
        "seed": draw(st.integers(0, 2**16)),
        "day": draw(st.integers(1, 2)),
        "first_player": f"Player{draw(st.sampled_from((1, 2)))}",
        "phase": "high noon" if setting == "shootout" else setting,
        "players": players,
    }
    if setting == "shootout":
        from harness.fuzz.timing import _add_shootout

        _add_shootout(draw, board)
    dudes = [d["card"] for p in players for d in p["dudes"]]
    sources = [*dudes, *OUTFITS, "Pistol Whip", "Pistol Whip #2"]
    durations = [d for d in DURATIONS if setting == "shootout" or d not in IN_SHOOTOUT_ONLY]
    effects = []
    for _ in range(draw(st.integers(1, 4), label="effects")):
        duration = draw(st.sampled_from(durations), label="duration")
        entry: dict[str, Any] = {
            "source": draw(st.sampled_from(sources), label="source"),
            "target": draw(st.lists(st.sampled_from(dudes), min_size=1, max_size=2, unique=True)),
            "effect": draw(st.sampled_from(SPECS)),
            "until": str(duration),
        }
        if duration is Duration.PHASE:
            named = draw(st.sampled_from((None, *PHASES)), label="phase")
            if named is not None:
                entry["phase"] = named
        if duration is Duration.REACT and setting == "shootout":
            entry["in_shootout"] = True
        effects.append(entry)
    if draw(st.booleans(), label="blank a source"):
        blanked = effects[0]["source"]
        if blanked in dudes:
            effects.append({"source": blanked, "target": blanked, "effect": "blank", "until": "end of day"})
    board["effects"] = effects
    return board


def play(
    oracle: ExpiryOracle, choose: Callable[[int], int], steps: int
) -> tuple[list[str], list[tuple[str, str]]]:
    """Play up to `steps` decisions, checking the oracle and the board invariants at each;
    returns the violations found (stopping at the first decision with any) and the
    decisions made."""
    game = oracle.game
    decisions: list[tuple[str, str]] = []
    for _ in range(steps + 1):
        found = oracle.violations() + check_invariants(game)
        pending = game.pending
        if found:
            where = f"at {pending.kind} ({pending.prompt})" if pending is not None else "at the end"
            return [f"{where}: {p}" for p in found], decisions
        if pending is None or len(decisions) == steps:
            break
        option = pending.options[choose(len(pending.options))]
        decisions.append((game.players[pending.player].name, option.id))
        game.decide(pending.player, option.id)
    oracle.still_on()
    return [], decisions
