"""The scenario report: each scenario's steps, result, game log and pictures of the board.

A rules expert reads a feature run here: `scenarios.html` lists every scenario, failures
first, and one page per feature file shows each scenario with its steps (which passed,
which failed, which never ran), the board drawn before and after its When steps with the
differences highlighted (harness.pictures), the named differences (harness.board_diff)
and the game log. Pages are rendered with jinja2 and autoescaped: card names, step text
and log lines are data.

The pytest plugin (`report_plugin`) fills one `ScenarioPage` per scenario, and only
when a report is asked for, so a plain test run pays nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from harness.board_diff import differences
from harness.pictures import board_svg, card_stats, changes
from harness.scenario import ScenarioState


@dataclass
class Snapshot:
    """The position at one moment: the board (C3), each card's stats, the log's length."""

    board: dict[str, Any]
    stats: dict[str, str]
    log_length: int
    #: The game was never built: this is the board the Given steps described.
    given: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"board": self.board, "stats": self.stats, "log_length": self.log_length, "given": self.given}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Snapshot:
        return cls(dict(data["board"]), dict(data["stats"]), int(data["log_length"]), bool(data["given"]))


def snapshot(state: ScenarioState) -> Snapshot:
    """What the picture needs of the scenario now, without changing it."""
    import copy

    game = state.current_game()
    if game is None:
        return Snapshot(copy.deepcopy(state.board), {}, 0, given=True)
    from engine.board_export import game_to_board

    # The position now, even mid-step: game.snapshot() would give the last checkpoint and
    # the decisions since (C2), and refuses lasting effects a board cannot name.
    board = game_to_board(game, strict=False)
    fight = game.shootout or game.job_posses
    if fight is not None and isinstance(board.get("shootout"), dict):
        # A board names the round it resumes at (the next one); the report shows the
        # round under way, so round 1's casualties are not drawn as "round 2".
        board["shootout"]["round"] = max(fight.round, 1)
    stats = card_stats(
        {
            card.uid: {
                "type": card.type,
                "bullets": card.bullets,
                "shooter": card.shooter,
                "influence": card.influence,
                "value": card.value,
                "control": card.control,
                "production": card.production,
            }
            for card in game.cards_in_play()
            if card.type in ("dude", "deed", "outfit")
        }
    )
    return Snapshot(board, stats, len(game.log), given=False)


@dataclass
class StepLine:
    keyword: str
    text: str
    line: int = 0
    status: str = "not run"  # passed, failed, undefined, not run
    table: list[list[str]] = field(default_factory=list)
    docstring: str = ""


@dataclass
class ScenarioPage:
    """One scenario as the report shows it."""

    nodeid: str
    feature: str
    line: int
    name: str
    #: The feature's name, as its `Feature:` line gives it.
    title: str = ""
    steps: list[StepLine] = field(default_factory=list)
    outcome: str = "passed"
    message: str = ""
    before: Snapshot | None = None
    after: Snapshot | None = None
    log: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        return self.outcome != "passed"

    @property
    def anchor(self) -> str:
        return "s-" + _slug(self.nodeid.rpartition("::")[2] or self.name)

    @property
    def variant(self) -> str:
        """The example of a scenario outline ("[3-4]"), if this is one."""
        tail = self.nodeid.rpartition("::")[2]
        return tail[tail.index("[") :] if "[" in tail else ""

    def to_json(self) -> dict[str, Any]:
        return {
            "nodeid": self.nodeid,
            "feature": self.feature,
            "line": self.line,
            "name": self.name,
            "title": self.title,
            "steps": [vars(s) for s in self.steps],
            "outcome": self.outcome,
            "message": self.message,
            "before": self.before.to_json() if self.before else None,
            "after": self.after.to_json() if self.after else None,
            "log": self.log,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ScenarioPage:
        return cls(
            nodeid=str(data["nodeid"]),
            feature=str(data["feature"]),
            line=int(data["line"]),
            name=str(data["name"]),
            title=str(data["title"]),
            steps=[StepLine(**s) for s in data["steps"]],
            outcome=str(data["outcome"]),
            message=str(data["message"]),
            before=Snapshot.from_json(data["before"]) if data["before"] else None,
            after=Snapshot.from_json(data["after"]) if data["after"] else None,
            log=[str(line) for line in data["log"]],
        )


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def feature_page(feature: str) -> str:
    return f"feature-{_slug(feature.removesuffix('.feature'))}.html"


def _order(pages: Iterable[ScenarioPage]) -> list[ScenarioPage]:
    """Failures first, then by file and line."""
    return sorted(pages, key=lambda p: (not p.failed, p.feature, p.line, p.nodeid))


@dataclass(frozen=True)
class Pictures:
    """What the template shows of one scenario's board."""

    before: Markup | None
    after: Markup | None
    differences: list[str]
    note: str


def pictures(page: ScenarioPage) -> Pictures | None:
    after = page.after
    if after is None:
        return None
    if after.given:  # the Given steps may have described a board that is not one
        try:
            svg = board_svg(after.board, side="after", caption="The board the Given steps describe")
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            return Pictures(None, None, [], f"The game never started; its board cannot be drawn ({error}).")
        return Pictures(None, Markup(svg), [], "The game never started.")
    before = page.before
    if before is None:
        svg = board_svg(after.board, stats=after.stats, side="after", caption="The board at the end")
        return Pictures(None, Markup(svg), [], "No When step: the board is drawn once.")
    changed = changes(before.board, after.board, before.stats, after.stats)
    first = board_svg(
        before.board, stats=before.stats, changed=changed, side="before", caption="Before the When steps"
    )
    second = board_svg(
        after.board, stats=after.stats, changed=changed, side="after", caption="After the When steps"
    )
    named = differences(before.board, after.board)
    return Pictures(Markup(first), Markup(second), named, "")


def write_report(pages: Iterable[ScenarioPage], folder: Path) -> Path:
    """Write `scenarios.html` and one page per feature into `folder`; returns the index."""
    env = Environment(
        loader=PackageLoader("harness.rules_coverage", "templates"), autoescape=select_autoescape()
    )
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("feature-*.html"):  # pages of features no longer in the run
        stale.unlink()
    ordered = _order(pages)
    by_feature: dict[str, list[ScenarioPage]] = {}
    for page in ordered:
        by_feature.setdefault(page.feature, []).append(page)
    index = folder / "scenarios.html"
    failed = sum(1 for p in ordered if p.failed)
    index.write_text(
        env.get_template("scenarios.html").render(
            pages=ordered, failed=failed, passed=len(ordered) - failed, page_of=feature_page
        ),
        "utf-8",
    )
    template = env.get_template("feature.html")
    for feature, scenarios in by_feature.items():
        text = template.render(
            feature=feature,
            title=scenarios[0].title,
            scenarios=[(s, pictures(s)) for s in scenarios],
            page_of=feature_page,
        )
        (folder / feature_page(feature)).write_text(text, "utf-8")
    return index
