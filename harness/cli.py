"""The `gomorra` command line.

Each sub-command lives in its own module under `harness/commands/` and exposes a click
command named `command`; this module only assembles them, so adding a command never
means editing another command's code.
"""

from __future__ import annotations

import importlib

import click

#: Sub-command modules, in the order `gomorra --help` lists them.
COMMAND_MODULES = (
    "harness.commands.verify",
    "harness.commands.lint",
    "harness.commands.steps",
    "harness.commands.replay",
    "harness.commands.cards",
    "harness.commands.decks",
    "harness.commands.boards",
    "harness.commands.hand",
    "harness.commands.bench",
    "harness.commands.coverage",
    "harness.commands.new",
    "harness.commands.dsl",
    "harness.commands.schema",
    "harness.commands.fuzz",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="gomorra")
def main() -> None:
    """Gomorra: a Doomtown: Reloaded rules engine and rules-verification harness."""


for _module_name in COMMAND_MODULES:
    main.add_command(importlib.import_module(_module_name).command)
