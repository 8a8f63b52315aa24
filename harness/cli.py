"""The `gomorra` command line.

Each sub-command lives in its own module under `harness/commands/` and exposes a click
command named `command`; this module only assembles them, so adding a command never
means editing another command's code. A command's module is imported only when that
command runs (or `--help` lists them): `gomorra verify` does not pay for the others.
"""

from __future__ import annotations

import atexit
import importlib

import click

from harness.garbage import collect_young_less_often, exit_without_collecting

#: Sub-command modules, in the order `gomorra --help` lists them.
COMMAND_MODULES = (
    "harness.commands.verify",
    "harness.commands.lint",
    "harness.commands.steps",
    "harness.commands.rules",
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


class LazyGroup(click.Group):
    """Commands named after their module (`harness.commands.verify` is `verify`)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name.rpartition(".")[2] for name in COMMAND_MODULES]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        for module_name in COMMAND_MODULES:
            if module_name.rpartition(".")[2] == cmd_name:
                command: click.Command = importlib.import_module(module_name).command
                return command
        return None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="gomorra")
def main() -> None:
    """Gomorra: a Doomtown: Reloaded rules engine and rules-verification harness."""
    collect_young_less_often()
    atexit.register(exit_without_collecting)
