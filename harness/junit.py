"""JUnit XML (pytest's `--junitxml`) naming each scenario by its feature file and line.

pytest names a testcase after its test function (`test_shotgun_aces_a_dude`) and, under
the default xunit2 family, drops file and line. The plugin gives every scenario item
the properties `feature` (`features/cards/dtr/shotgun.feature:12`, an outline row's own
line) and `scenario` (its title); once pytest has written the file (also on an xdist
controller, which gets the properties from the workers), each such testcase is renamed
`features/cards/dtr/shotgun.feature:12 Shotgun aces a dude`: what a CI page lists.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

#: The properties naming a scenario testcase.
FEATURE, SCENARIO = "feature", "scenario"


def scenario_properties(config: pytest.Config, item: pytest.Item) -> list[tuple[str, str]]:
    """`feature` (file:line, relative to the rootdir) and `scenario` (title) of a
    pytest-bdd item; nothing for any other test."""
    from harness.feature_files import row_line, scenario_of

    found = scenario_of(item)
    if found is None:
        return []
    path = Path(found.file)
    root = Path(str(config.rootpath)).resolve()
    shown = str(path.relative_to(root)) if path.is_relative_to(root) else str(path)
    title = found.name + (f" [{found.example}]" if found.example else "")
    return [(FEATURE, f"{shown}:{row_line(found) or found.line}"), (SCENARIO, title)]


def name_testcases(path: Path) -> int:
    """Rename the scenario testcases of the JUnit XML file at `path`; how many."""
    tree = ET.parse(path)
    renamed = 0
    for case in tree.iter("testcase"):
        properties = {p.get("name"): p.get("value", "") for p in case.iterfind("properties/property")}
        if FEATURE in properties and SCENARIO in properties:
            case.set("name", f"{properties[FEATURE]} {properties[SCENARIO]}")
            renamed += 1
    if renamed:
        tree.write(path, encoding="utf-8", xml_declaration=True)
    return renamed


def junit_file(config: pytest.Config) -> Path | None:
    """The JUnit XML file this process writes, if any (an xdist worker writes none)."""
    xmlpath = getattr(config.option, "xmlpath", None)
    if not xmlpath or hasattr(config, "workerinput"):
        return None
    return Path(config.invocation_params.dir) / str(xmlpath)
