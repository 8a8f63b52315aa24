"""Reading YAML boards safely: `yaml.safe_load` only, duplicate keys refused, and errors
that name the file and line. Boards are data: nothing in them is ever imported or run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from engine.board import BoardError, parse_board


class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that refuses duplicate keys (PyYAML silently keeps the last)."""


def _construct_mapping(
    loader: _UniqueKeyLoader, node: yaml.MappingNode, deep: bool = False
) -> dict[Any, Any]:
    seen: dict[Any, Any] = {}
    for key_node, _value in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (also on line {seen[key] + 1})", key_node.start_mark
            )
        seen[key] = key_node.start_mark.line
    return loader.construct_mapping(node, deep=deep)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load_yaml(text: str, source: str) -> Any:
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = str(getattr(error, "problem", None) or error)
        raise BoardError(f"not valid YAML: {problem}", file=source, line=line) from None


def line_of(text: str, path: str) -> int | None:
    """The 1-based line of a `$.players[0].dudes[1]` path in a YAML text, if it can be found."""
    try:
        node: Any = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    import re

    for key, index in re.findall(r"\.([A-Za-z_]+)|\[(\d+)\]", path):
        if node is None:
            return None
        if key and isinstance(node, yaml.MappingNode):
            node = next((v for k, v in node.value if k.value == key), None)
        elif index and isinstance(node, yaml.SequenceNode):
            i = int(index)
            node = node.value[i] if i < len(node.value) else None
        else:
            break
    return None if node is None else node.start_mark.line + 1


def read_board_text(text: str, source: str) -> dict[str, Any]:
    """Parse and validate a board's YAML; a BoardError names `source` and the line."""
    data = load_yaml(text, source)
    if not isinstance(data, dict):
        raise BoardError("a board is a mapping with at least a 'players' list", file=source)
    try:
        parse_board(data)
    except BoardError as error:
        raise error.located(source, line_of(text, error.path)) from None
    return data


def read_board(name: str, folder: Path) -> dict[str, Any]:
    """A named board from `folder` ("two dudes" or "two dudes.yaml")."""
    path = folder / (name if name.endswith((".yaml", ".yml")) else f"{name}.yaml")
    if not path.is_file():
        from difflib import get_close_matches

        known = sorted(p.stem for p in folder.glob("*.yaml"))
        close = get_close_matches(name, known, n=3)
        hint = (
            f" Did you mean: {', '.join(close)}?" if close else f" Boards here: {', '.join(known) or 'none'}"
        )
        raise BoardError(f"no board named '{name}' in {folder}.{hint}")
    return read_board_text(path.read_text(encoding="utf-8"), str(path))
