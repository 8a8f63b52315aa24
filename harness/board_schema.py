"""The JSON Schema of YAML boards, generated from the board schema the engine validates.

Editors that speak JSON Schema (VS Code's YAML extension, JetBrains IDEs) complete keys
and flag mistakes while a rules expert types a board, when the board's first line says
`# yaml-language-server: $schema=<path>/board.schema.json`. The schema is generated from
`engine.board_spec.BoardSpec` (msgspec), so it cannot disagree with what `Game.from_board`
accepts structurally; card names, locations and the rules are still checked at build
time with "did you mean" errors.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from engine.board_spec import BoardSpec

#: Where the project keeps the schema, relative to its root.
SCHEMA_PATH = Path("schemas") / "board.schema.json"


def board_json_schema() -> dict[str, Any]:
    """The board schema as a JSON Schema (draft 2020-12) document."""
    schema: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Gomorra board",
        "description": (
            "A Doomtown: Reloaded position for Gomorra (scenarios/boards/*.yaml, "
            "`Given the board:` doc strings, Game.from_board)."
        ),
    }
    schema.update(msgspec.json.schema(BoardSpec))
    return schema


def schema_text() -> str:
    return json.dumps(board_json_schema(), indent=2, sort_keys=True) + "\n"
