"""What a failed scenario tells its author, in parts: one builder for every report.

The parts: the failing step with file:line, the message (expected against actual), the
board now in the YAML notation of the Given steps with what changed since the scenario's
starting board marked (harness/board_diff.py), the last log lines, the decision the game
waits for with its options, the seed, and the command that replays just this scenario.

The pytest plugin builds them when a scenario fails (pytest shows them as the "Gomorra"
section) and hangs them on the test report as plain data, so `gomorra verify`, its
`--json` report and an xdist controller get the same parts.
"""

from __future__ import annotations

import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine.game import Game
from harness.feature_files import ScenarioId, display_path, row_line
from harness.scenario import ScenarioState
from harness.text_files import short

#: The test report attribute carrying a failure's parts (a dict: xdist sends it on).
REPORT_ATTR = "gomorra_failure"

#: How many log lines a failure shows.
LOG_TAIL = 12


@dataclass
class FailureDetails:
    scenario: str
    location: str  # file:line of the scenario (of the outline row)
    step: str = ""  # the failing step as written: 'Then "Pancho Castillo" has 9 bullets'
    step_location: str = ""  # its file:line
    message: str = ""
    started: bool = False  # did the game start (else the board is the Given board)
    board: str = ""  # YAML, changes marked by comments
    changes: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    pending: str = ""
    #: Each draw hand held now, by face with the card's title ("AS Lucinda "Lucy" Clover").
    draw_hands: list[str] = field(default_factory=list)
    #: What steps did on the author's behalf (harness/scenario.py `notes`).
    notes: list[str] = field(default_factory=list)
    seed: int | None = None
    replay: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FailureDetails:
        return cls(**{k: v for k, v in data.items() if k in cls.__dataclass_fields__})

    def render(self, *, with_message: bool = True) -> str:
        """The report as text; pytest prints the message itself, above its sections."""
        parts: list[str] = []
        if self.step:
            parts.append(f"Failed step: {self.step_location}  {self.step}")
        else:
            parts.append(f"Failed after the last step of {self.location}")
        if with_message and self.message:
            parts.append(self.message)
        if self.board:
            if self.started:
                parts.append(
                    f"Board now (scenario seed {self._seed_text()}); comments mark what changed since "
                    "its starting board:\n" + self.board
                )
            else:
                parts.append("The game never started. The board the Given steps described:\n" + self.board)
        if self.changes:
            parts.append("Changed since the start:\n" + "\n".join(f"  {c}" for c in self.changes))
        if self.started:
            parts.append("Last log lines:\n" + ("\n".join(f"  {line}" for line in self.log) or "  (empty)"))
            parts.append(f"Pending: {self.pending}")
        if self.draw_hands:
            parts.append("Draw hands:\n" + "\n".join(f"  {hand}" for hand in self.draw_hands))
        if self.notes:
            parts.append(
                "Done by the steps on your behalf:\n" + "\n".join(f"  {n}" for n in self.notes[-LOG_TAIL:])
            )
        parts.append(f"Replay: {self.replay}")
        return "\n\n".join(parts) + "\n"

    def _seed_text(self) -> str:
        return "not set" if self.seed is None else str(self.seed)


def describe(
    found: ScenarioId,
    state: ScenarioState | None,
    step: tuple[int, str] | None,
    error: BaseException,
    traceback_entry: tuple[str, int] | None = None,
) -> FailureDetails:
    """The parts of a failure of scenario `found`, from its state and the failing step."""
    file = display_path(found.file)
    line = row_line(found) or found.line
    details = FailureDetails(
        scenario=found.name + (f" [{found.example}]" if found.example else ""),
        location=f"{file}:{line}",
        message=message(error, traceback_entry),
        replay=f"gomorra verify {file}:{line}",
    )
    if step is not None:
        details.step_location, details.step = f"{file}:{step[0]}", short(step[1], 200)
    if state is not None:
        _describe_game(details, state)
    return details


def message(error: BaseException, where: tuple[str, int] | None = None) -> str:
    """An assertion's own words (expected against actual); a board's mistake in the words
    of the board steps; anything else is an error of the harness or the engine, so where it
    was raised comes too.

    Gomorra installed as a package (a rules expert's own repository) says so in words: a
    Python exception class and a path into the installed package are no use to its user.
    In a checkout (editable install) the developer gets the class and the file."""
    from engine.board_spec import BoardError
    from harness.scenario import board_problem

    text = str(error).strip()
    if isinstance(error, AssertionError) or type(error).__name__ in ("Failed", "StepDefinitionNotFoundError"):
        return text or type(error).__name__
    if isinstance(error, BoardError):
        return board_problem(error)
    if installed():
        at = f" in {package_path(where[0])}:{where[1]}" if where else ""
        return (
            f"Gomorra failed{at}: {text or 'no message'}\n(an error inside Gomorra, not a mistake in the "
            "scenario: please report it with the Replay command below)"
        )
    raised = f"\n(raised at {display_path(where[0])}:{where[1]})" if where else ""
    return f"{type(error).__name__}: {text}{raised}"


def installed() -> bool:
    """Whether Gomorra runs as an installed package (from a wheel into site-packages),
    not from a checkout of its own repository."""
    import harness

    return any(part in ("site-packages", "dist-packages") for part in Path(harness.__file__).parts)


def package_path(file: str) -> str:
    """A source file as its module path (`harness/boards.py`), relative to the import
    folder that holds it: never the folder a package is installed in."""
    path = Path(file).resolve()
    roots = [Path(entry).resolve() for entry in sys.path if entry]
    inside = [root for root in roots if path.is_relative_to(root)]
    return str(path.relative_to(max(inside, key=lambda r: len(r.parts)))) if inside else path.name


def _describe_game(details: FailureDetails, state: ScenarioState) -> None:
    details.notes = list(state.notes)
    seed = state.board.get("seed")
    details.seed = int(seed) if isinstance(seed, int) else None
    game = state.current_game()
    if game is None:
        import yaml  # a failure's board only: a run that passes may read no YAML at all

        details.board = yaml.safe_dump(state.board, sort_keys=False, allow_unicode=True, width=100).rstrip()
        return
    from engine.board_export import game_to_board
    from harness.board_diff import changes, differences, marked_yaml

    details.started = True
    now = game_to_board(game, strict=False)
    start = state.starting_board()
    found = changes(start, now) if start is not None else []
    details.board = marked_yaml(now, found)
    details.changes = differences(start, now) if start is not None else []
    details.log = game.log.lines()[-LOG_TAIL:]
    details.pending = state.pending_text(game)
    details.draw_hands = draw_hands(game)


def draw_hands(game: Game) -> list[str]:
    """ "Player1: AS (Lucinda "Lucy" Clover), AC (...)": a scenario names draw-hand cards
    by their faces, the options and the board by titles; a failure shows both."""
    from engine.draw_hands import playing_card

    return [
        f"{player.name}: " + ", ".join(f"{playing_card(card)} ({card.uid})" for card in player.draw_hand)
        for player in game.players
        if player.draw_hand
    ]


def from_report(report: Any) -> FailureDetails | None:
    data = getattr(report, REPORT_ATTR, None)
    return FailureDetails.from_json(data) if isinstance(data, dict) else None
