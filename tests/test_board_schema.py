"""The boards' JSON Schema (schemas/board.schema.json): current, and every board we ship
or write inline validates against it, while a broken one does not."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from harness.board_schema import SCHEMA_PATH, board_json_schema, schema_text
from harness.boards import load_yaml
from harness.registry import compile_feature

ROOT = Path(__file__).resolve().parents[1]


def validator() -> jsonschema.Draft202012Validator:
    schema = json.loads((ROOT / SCHEMA_PATH).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def inline_boards() -> list[tuple[str, Any]]:
    found = []
    for path in sorted((ROOT / "features").rglob("*.feature")):
        _document, pickles = compile_feature(path)
        for pickle in pickles:
            for step in pickle["steps"]:
                doc = step.get("argument", {}).get("docString")
                if step["text"] == "the board:" and doc is not None:
                    found.append(
                        (f"{path.relative_to(ROOT)}: {pickle['name']}", load_yaml(doc["content"], "x"))
                    )
    return found


def test_the_schema_file_is_current() -> None:
    assert (ROOT / SCHEMA_PATH).read_text(encoding="utf-8") == schema_text(), (
        "schemas/board.schema.json is stale: run `gomorra schema`"
    )


@pytest.mark.parametrize(
    "path", sorted((ROOT / "harness" / "data" / "boards").glob("*.yaml")), ids=lambda p: p.stem
)
def test_every_bundled_board_validates_and_points_to_the_schema(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../../../schemas/board.schema.json\n")
    validator().validate(load_yaml(text, str(path)))


def test_every_inline_board_validates() -> None:
    boards = inline_boards()
    assert boards, "no feature has an inline board any more: this test proves nothing"
    for where, board in boards:
        errors = list(validator().iter_errors(board))
        assert errors == [], f"{where}: {errors[0].message}"


def test_a_broken_board_is_flagged_where_an_editor_would_show_it() -> None:
    board = {"players": [{"outfit": "Law Dogs", "ghost_rok": 3}], "phase": "noon"}
    messages = sorted(error.message for error in validator().iter_errors(board))
    assert any("ghost_rok" in message for message in messages)
    assert any("'noon' is not one of" in message for message in messages)


def test_the_schema_is_what_the_engine_accepts() -> None:
    assert board_json_schema()["$defs"]["BoardSpec"]["required"] == ["players"]
