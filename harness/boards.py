"""Reading YAML boards safely: `yaml.safe_load` only, duplicate keys refused, and errors
that name the file and line. Boards are data: nothing in them is ever imported or run.
Named boards (`Given the board "main street"`) are found by harness/named_boards.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from engine.board_spec import BoardError, parse_board
from harness.text_files import UnreadableFile, read_text_file, short
from harness.yaml_words import plain_yaml_error

#: Bounds on a board's YAML: a real board is a few kilobytes, a few levels deep and a few
#: hundred values; far beyond these, the text is a mistake or an attack on memory.
MAX_BYTES = 1_000_000
MAX_DEPTH = 32
#: Values in the board once every alias is expanded (as msgspec and copies expand them).
MAX_VALUES = 100_000
#: The tags a board may carry: plain text, numbers, true/false, empty, lists, mappings, merges.
_PLAIN_TAGS = {
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map", "merge")
}
_MERGE_TAG = "tag:yaml.org,2002:merge"
#: The one kind of node each collection tag fits ("!!map gambling" is a plain value tagged
#: as a mapping); every other plain tag fits a plain value only.
_KINDS: dict[str, type[yaml.Node]] = {
    f"tag:yaml.org,2002:{name}": yaml.ScalarNode for name in ("str", "int", "float", "bool", "null", "merge")
} | {"tag:yaml.org,2002:seq": yaml.SequenceNode, "tag:yaml.org,2002:map": yaml.MappingNode}


class _Refused(yaml.MarkedYAMLError):
    """A YAML text that is valid YAML but not a board; the mark is where to look."""

    def __init__(self, problem: str, mark: Any) -> None:
        super().__init__(problem=problem, problem_mark=mark)


class _BoardLoader(yaml.SafeLoader):
    """SafeLoader for boards: plain tags only, dates stay text, duplicate and non-text keys
    refused, nesting and alias expansion bounded while composing (before anything is built)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._sizes: dict[int, int] = {}  # id(node) -> values once aliases are expanded

    def fetch_flow_collection_start(self, TokenClass: Any) -> None:
        """Refuse deep `[[[...` while scanning: PyYAML scans a flow collection to its end
        before composing it, in time that grows with the square of its depth."""
        if self.flow_level >= MAX_DEPTH:
            raise _Refused(
                f"the board nests more than {MAX_DEPTH} levels deep: a board is a few levels of "
                "keys and lists",
                self.get_mark(),
            )
        super().fetch_flow_collection_start(TokenClass)

    def _next_mark(self) -> Any:
        parser: Any = self  # PyYAML's parser methods are untyped
        return parser.peek_event().start_mark

    def compose_node(self, parent: Any, index: Any) -> Any:
        mark = self._next_mark()
        if self.check_event(yaml.AliasEvent):
            node: Any = super().compose_node(parent, index)
            if id(node) not in self._sizes:
                raise _Refused("an alias inside its own anchor makes an endless board: copy the values", mark)
            return node
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(
                    f"the board nests more than {MAX_DEPTH} levels deep: a board is a few levels of "
                    "keys and lists",
                    mark,
                )
            node = super().compose_node(parent, index)
        finally:
            self._depth -= 1
        if node.tag not in _PLAIN_TAGS:
            tag = short(node.tag.replace("tag:yaml.org,2002:", "!!"))
            raise _Refused(
                f"the tag '{tag}' is not allowed: a board holds only text, numbers, true/false, lists "
                "and mappings; remove the tag (quote the value to keep it as text)",
                mark,
            )
        if _KINDS.get(node.tag, type(node)) is not type(node):
            tag = node.tag.replace("tag:yaml.org,2002:", "!!")
            raise _Refused(f"the tag '{tag}' does not fit this value: remove the tag", mark)
        self._sizes[id(node)] = size = 1 + sum(self._sizes[id(child)] for child in _children(node))
        if size > MAX_VALUES:
            raise _Refused(
                f"this part of the board expands to more than {MAX_VALUES:,} values (each alias counts "
                "as a full copy of its anchor): write the board out with fewer aliases",
                mark,
            )
        return node


def _children(node: Any) -> list[Any]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


# Dates stay text ("2001-12-14" is no card name, but a date object would only fail later).
_BoardLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _construct_mapping(loader: _BoardLoader, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
    seen: dict[str, int] = {}
    for key_node, _value in node.value:
        if key_node.tag == _MERGE_TAG:
            continue
        key = loader.construct_object(key_node, deep=deep)
        if not isinstance(key, str):
            raise _Refused(
                f"the key {_key_text(key_node)} is not a name: keys are text such as 'ghost_rock' "
                "(quote it if it is one)",
                key_node.start_mark,
            )
        if key in seen:
            raise _Refused(
                f"duplicate key '{short(key)}' (also on line {seen[key] + 1})", key_node.start_mark
            )
        seen[key] = key_node.start_mark.line
    return loader.construct_mapping(node, deep=deep)  # merges (`<<`) are flattened here


def _key_text(node: Any) -> str:
    if isinstance(node, yaml.ScalarNode):
        return f"'{short(node.value)}'"
    return "that is a list" if isinstance(node, yaml.SequenceNode) else "that is a mapping"


def _scalar(kind: str, construct: Any) -> Any:
    """A scalar constructor whose bad value ("!!int abc") is a refusal at its line."""

    def checked(loader: _BoardLoader, node: yaml.ScalarNode) -> Any:
        try:
            return construct(loader, node)
        except (ValueError, KeyError, OverflowError):
            raise _Refused(f"'{short(node.value)}' is not {kind}", node.start_mark) from None

    return checked


_BoardLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
for _tag, _kind in (("int", "a whole number"), ("float", "a number"), ("bool", "true or false")):
    _BoardLoader.add_constructor(
        f"tag:yaml.org,2002:{_tag}",
        _scalar(_kind, yaml.SafeLoader.yaml_constructors[f"tag:yaml.org,2002:{_tag}"]),
    )


def read_yaml_file(path: Path, shown: str | None = None) -> tuple[Any, str]:
    """(the data, the text) of a YAML file: `read_text_file`'s refusals and `load_yaml`'s as a
    BoardError naming the file (`shown`, default the path) and the line."""
    source = shown if shown is not None else str(path)
    try:
        text = read_text_file(path, shown=source)
    except UnreadableFile as error:
        raise BoardError(error.problem, file=error.file, line=error.line) from None
    return load_yaml(text, source), text


def load_yaml(text: str, source: str) -> Any:
    """The data of a board's YAML text; a BoardError names `source` and the line."""
    if len(text) > MAX_BYTES:
        raise BoardError(
            f"the text is {len(text):,} characters long; a board is at most {MAX_BYTES:,}: split it or "
            "leave out what the scenario does not need",
            file=source,
            line=1,
        )
    try:
        return yaml.load(text, Loader=_BoardLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else 1
        if isinstance(error, _Refused):
            raise BoardError(str(error.problem), file=source, line=line) from None
        words, line = plain_yaml_error(error)
        raise BoardError(f"not valid YAML: {words}", file=source, line=line) from None
    except yaml.reader.ReaderError as error:
        line = text[: error.position].count("\n") + 1
        raise BoardError(
            f"not valid YAML: the character {_character(error.character)} cannot appear in a board",
            file=source,
            line=line,
        ) from None
    except yaml.YAMLError as error:
        raise BoardError(f"not valid YAML: {short(str(error), 200)}", file=source, line=1) from None
    except RecursionError:
        raise BoardError(
            f"the board nests more than {MAX_DEPTH} levels deep: a board is a few levels of keys and lists",
            file=source,
            line=1,
        ) from None


def _character(character: Any) -> str:
    """A character PyYAML refused (it reports a code point or the character)."""
    code = character if isinstance(character, int) else ord(str(character)[:1] or "\0")
    return f"U+{code:04X}"


def line_of(text: str, path: str) -> int | None:
    """The 1-based line of a `$.players[0].dudes[1]` path in a YAML text: the line of the
    deepest part of the path found there (at worst the board's first line)."""
    try:
        node: Any = yaml.compose(text, Loader=_BoardLoader)
    except yaml.YAMLError:
        return None
    if node is None:
        return 1
    import re

    for key, index in re.findall(r"\.([^.\[]+)|\[(\d+)\]", path):
        if key and isinstance(node, yaml.MappingNode):
            child = next((v for k, v in node.value if k.value == key), None)
        elif index and isinstance(node, yaml.SequenceNode):
            i = int(index)
            child = node.value[i] if i < len(node.value) else None
        else:
            child = None
        if child is None:
            break
        node = child
    return int(node.start_mark.line) + 1


def read_board_text(text: str, source: str) -> dict[str, Any]:
    """Parse and validate a board's YAML; a BoardError names `source` and the line."""
    data = load_yaml(text, source)
    if not isinstance(data, dict):
        raise BoardError("a board is a mapping with at least a 'players' list", file=source, line=1)
    try:
        parse_board(data)
    except BoardError as error:
        raise error.located(source, line_of(text, error.path)) from None
    return data
