"""Named boards: the boards `Given the board "main street"` loads, by name.

Two shelves hold them. Gomorra's own boards ("main street", "shootout", ...) are package
data (`harness/data/boards/`, read through importlib.resources), so they load in any
repository Gomorra is installed into, never from a path relative to a checkout. A
repository's own `scenarios/boards/` adds to them, and its board wins when both have
one of that name: a rules expert may redraw "main street" for their own features.

What a user reads names a board by its name and its origin ("bundled with Gomorra" or
the repository's own file), never the folder Gomorra happens to be installed in.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Iterator
from dataclasses import dataclass
from difflib import get_close_matches
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from stat import S_ISREG
from typing import Any

from engine.board_spec import BoardError
from harness.boards import read_board_text
from harness.text_files import UnreadableFile, decode_text, read_text_file, short

#: Where a board comes from, as `gomorra boards` and messages say it.
BUNDLED = "bundled"
OWN = "this repository"

#: Gomorra's own named boards (package data).
BUNDLED_BOARDS: Traversable = files("harness") / "data" / "boards"

_SUFFIXES = (".yaml", ".yml")


@dataclass(frozen=True)
class NamedBoard:
    name: str
    origin: str  # BUNDLED or OWN
    resource: Traversable  # a Path for a repository's own board

    @property
    def source(self) -> str:
        """The board as a message names it: a repository's file as the user would type it,
        a bundled board by its name (where Gomorra is installed is nobody's business)."""
        if self.origin == BUNDLED:
            return f"the bundled board '{self.name}'"
        return shown(Path(str(self.resource)))

    def text(self) -> str:
        """The board's YAML text; a file that is not UTF-8 text (harness/text_files.py) is a
        BoardError naming it and the line."""
        try:
            if self.origin == BUNDLED:
                return decode_text(self.resource.read_bytes(), self.source)
            return read_text_file(Path(str(self.resource)), shown=self.source)
        except UnreadableFile as error:
            raise BoardError(error.problem, file=error.file, line=error.line) from None

    def read(self) -> dict[str, Any]:
        """The board's data, parsed and validated (a BoardError names `source` and the
        line); each file once per process (again if it changes), every caller its own copy."""
        key = self._key()
        if key not in _READ:
            _READ[key] = read_board_text(self.text(), self.source)
        return copy.deepcopy(_READ[key])

    def _key(self) -> tuple[str, str, int, int]:
        if self.origin == BUNDLED:  # package data does not change under a running process
            return (self.origin, self.name, 0, 0)
        try:
            status = Path(str(self.resource)).stat()
        except OSError as error:
            raise BoardError(f"the file cannot be read ({error.strerror})", file=self.source) from None
        return (self.origin, str(self.resource), status.st_mtime_ns, status.st_size)


#: Boards already read and validated (see `NamedBoard.read`).
_READ: dict[tuple[str, str, int, int], dict[str, Any]] = {}


def shown(path: Path) -> str:
    """A repository's file as the user would type it: relative to the working folder when
    that is in the same repository (`../../scenarios/boards/x.yaml` from a feature folder),
    else in full."""
    path, here = path.resolve(), Path.cwd().resolve()
    repository = path.parent.parent.parent if path.suffix else path.parent.parent
    if here == repository or here.is_relative_to(repository):
        return os.path.relpath(path, here)
    return str(path)


def _board_files(shelf: Traversable) -> Iterator[tuple[str, Traversable]]:
    if not shelf.is_dir():
        return
    for entry in shelf.iterdir():
        for suffix in _SUFFIXES:
            if entry.name.endswith(suffix) and entry.is_file():
                yield entry.name[: -len(suffix)], entry


def named_boards(folder: Path | None) -> dict[str, NamedBoard]:
    """Every board a scenario can name, by name: the bundled ones, then those of the
    repository's `folder` (its `scenarios/boards/`), which win on a name clash."""
    boards = {name: NamedBoard(name, BUNDLED, entry) for name, entry in _board_files(BUNDLED_BOARDS)}
    if folder is not None:
        boards.update((name, NamedBoard(name, OWN, entry)) for name, entry in _board_files(folder))
    return dict(sorted(boards.items()))


def find_named_board(name: str, folder: Path | None) -> NamedBoard:
    """The board a scenario names ("two dudes" or "two dudes.yaml"); an unknown name is a
    BoardError listing the boards there are, the closest first."""
    if not name or Path(name).name != name or name in (".", ".."):
        raise BoardError(f"a board is named by its file name, not by a path: '{short(name)}'")
    wanted = next((name[: -len(s)] for s in _SUFFIXES if name.endswith(s)), name)
    if folder is not None:  # the repository's own file first, without listing both shelves
        for suffix in _SUFFIXES:
            path = folder / f"{wanted}{suffix}"
            if _is_file(path):
                return NamedBoard(wanted, OWN, path)
    boards = named_boards(folder)
    if wanted in boards:
        return boards[wanted]
    raise BoardError(unknown_board(wanted, boards, folder))


def _is_file(path: Path) -> bool:
    try:
        return S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def unknown_board(name: str, boards: dict[str, NamedBoard], folder: Path | None) -> str:
    close = get_close_matches(name, list(boards), n=3) if len(name) <= 200 else []
    hint = f"did you mean {' or '.join(repr(c) for c in close)}? " if close else ""
    bundled = [n for n, b in boards.items() if b.origin == BUNDLED]
    own = [n for n, b in boards.items() if b.origin == OWN]
    where = shown(folder) if folder is not None else "scenarios/boards"
    listed = f"bundled with Gomorra: {', '.join(bundled) or 'none'}; in {where}/: {', '.join(own) or 'none'}"
    return f"no board named '{short(name)}': {hint}The named boards are ({listed})"


def in_its_file(error: BoardError) -> str:
    """A named board's mistake: `scenarios/boards/x.yaml, line 3 ($.players[0]): problem`
    (the path only when it says more than "the whole board")."""
    where = f"{error.file}, line {error.line}" if error.line is not None else str(error.file)
    where += f" ({error.path})" if error.path != "$" else ""
    return f"{where}: {error.message}"


def read_board(name: str, folder: Path | None) -> dict[str, Any]:
    """A named board's data (the repository's own, else Gomorra's): a copy for the caller."""
    return find_named_board(name, folder).read()
