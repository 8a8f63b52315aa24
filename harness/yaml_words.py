"""A YAML syntax error in a board writer's words, with the line to look at.

PyYAML says what its parser expected ("expected ',' or ']', but got ':'", "while parsing
a flow sequence"); a rules expert needs what is wrong in the text and where it started:
an unclosed `[`, a tab, a quote never closed, lines that do not line up.
"""

from __future__ import annotations

import yaml


def plain_yaml_error(error: yaml.MarkedYAMLError) -> tuple[str, int]:
    """(the problem in words, the 1-based line to show) of a YAML syntax error."""
    problem = str(error.problem or "")
    context = str(error.context or "")
    at = error.problem_mark or error.context_mark
    line = at.line + 1 if at is not None else 1
    opened = error.context_mark.line + 1 if error.context_mark is not None else line
    if "flow sequence" in context:
        return "a list opened with '[' on this line is not closed with ']'", opened
    if "flow mapping" in context:
        return "a mapping opened with '{' on this line is not closed with '}'", opened
    if "quoted scalar" in context:
        return "a quote opened on this line is never closed", opened
    if "'\\t'" in problem:
        return "a tab in the indentation: indent with spaces", line
    if "mapping values are not allowed" in problem:
        return (
            "a ':' inside a value: quote a text that holds ': ' (name: \"Pancho: the Kid\"), "
            "or put the key on a line of its own",
            line,
        )
    if "block end" in problem or "block mapping" in context or "block collection" in context:
        return "this line does not line up with the lines above it: check its indentation", line
    if "could not find expected ':'" in problem:
        return "a line with no 'key: value' colon near here", line
    if "alias" in problem or "anchor" in problem:
        return f"an alias (*name) with no anchor (&name) of that name: {problem}", line
    return f"{problem} ({context})" if context else problem, line
