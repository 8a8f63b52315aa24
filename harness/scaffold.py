"""`gomorra new card NAME`: the first two files of a card contribution.

A contributor starts from the printed text, not from a copy of another card's script: the
scaffold writes a script whose declarations follow the card's printed abilities in order
(one declaration per ability, with the right DSL call for its kind) and a feature with one
scenario per ability and the proof checklist of docs/contributing-cards.md as comments.

Nothing it writes passes by itself: each handler says what is left to write, and each
scenario ends on a log line the contributor must replace with the real one, so an
unfinished card is refused by the test suite instead of counting as proven.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

from cards.card import CardData
from cards.scripts import module_name, pack_folder
from harness.rules_coverage.printed import PrintedAbility, printed_abilities

#: The DSL call that declares each kind of printed ability (engine/dsl/declarations.py).
DECLARATIONS = {
    "noon": 'self.action(\n    play_type="noon",\n',
    "shootout": 'self.action(\n    play_type="shootout",\n',
    "noon/shootout": 'self.action(\n    play_type="noon/shootout",\n',
    "resolution": 'self.action(\n    play_type="resolution",\n',
    "cheatin resolution": 'self.action(\n    play_type="cheatin resolution",\n',
    "react": 'self.reaction(\n    when={"onEventName": self.HANDLER_event},\n',
    "job": "self.job(\n",
    "spell": 'self.spell_action(\n    play_type="noon",\n    difficulty=0,\n',
    "technique": "self.technique_action(\n",
    "trait": "self.persistent_effect(\n",
}

#: The first step that uses an ability of each kind in a scenario.
USE_STEPS = {
    "react": "When <the event this card reacts to happens>",
    "trait": "Then <what the trait changes>",
    "job": 'When Player1 uses "{title}"',
}


@dataclass(frozen=True)
class Scaffold:
    """The files `gomorra new card` writes, by path relative to the project root."""

    script: Path
    feature: Path
    script_text: str
    feature_text: str


def class_name(title: str) -> str:
    """A card's script class: "Pearl-Handled Revolver" → `PearlHandledRevolver`."""
    return "".join(part.capitalize() for part in module_name(title).split("_")) or "Card"


def _handler_name(ability: PrintedAbility, index: int) -> str:
    words = re.findall(r"[a-z]+", ability.kind)
    return f"{'_'.join(words)}_{index + 1}"


def _declaration(ability: PrintedAbility, index: int) -> str:
    handler = _handler_name(ability, index)
    call = DECLARATIONS[ability.kind].replace("HANDLER", handler)
    if ability.kind == "trait":
        body = f"    effect=self.{handler}(ability),\n"
    elif ability.kind in ("job", "spell", "technique"):
        body = f"    on_success=self.{handler},\n"
    else:
        body = f'    message="{{player}} uses {{source}} to ...",\n    handler=self.{handler},\n'
    prefix = ability.text.partition(":")[0]
    if "Boot" in [part.strip() for part in prefix.split(",")]:
        body = "    cost=ability.costs.boot_self(),\n" + body
    if prefix.startswith("Controller"):
        body += "    controller=True,\n"
    printed = textwrap.fill(ability.text, 96, initial_indent="# ", subsequent_indent="# ")
    return f"{printed}\n{call}{body})"


def _handler(ability: PrintedAbility, index: int) -> str:
    name = _handler_name(ability, index)
    if ability.kind == "trait":
        return (
            f"\n    def {name}(self, ability: AbilityKit) -> EffectSpec:\n"
            '        """The trait\'s effect, from `ability.effects` (e.g. modify_bullets(1))."""\n'
            f'        raise NotImplementedError("{name}: choose the effect the printed text gives")\n'
        )
    argument = "job: Job" if ability.kind == "job" else "context: Context"
    return (
        f"\n    def {name}(self, {argument}) -> None:\n"
        f'        """{ability.kind.capitalize()}: what the printed text does."""\n'
        f'        raise NotImplementedError("{name}: write what the printed text does")\n'
    )


def _event_handler(ability: PrintedAbility, index: int) -> str:
    if ability.kind != "react":
        return ""
    name = _handler_name(ability, index)
    return (
        f"\n    def {name}_event(self, event: Event) -> bool:\n"
        f'        """Whether `event` is the one this React answers."""\n'
        f'        raise NotImplementedError("{name}_event: say which event this React answers")\n'
    )


def script_text(card: CardData, abilities: list[PrintedAbility]) -> str:
    declarations = "\n\n".join(_declaration(a, i) for i, a in enumerate(abilities))
    handlers = "".join(_handler(a, i) + _event_handler(a, i) for i, a in enumerate(abilities))
    keywords = f", {' • '.join(card.keywords)}" if card.keywords else ""
    printed = textwrap.fill(card.text, 92).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    dsl = ["AbilityKit", "CardScript"]
    if any(a.kind not in ("trait", "job") for a in abilities):
        dsl.append("Context")
    imports = [f"from engine.dsl import {', '.join(dsl)}"]
    if any(a.kind == "trait" for a in abilities):
        imports.append("from engine.effects import EffectSpec")
    if any(a.kind == "react" for a in abilities):
        imports.append("from engine.events import Event")
    if any(a.kind == "job" for a in abilities):
        imports.append("from engine.jobs import Job")
    return (
        f'"""{card.title} ({card.code}) — {card.type}{keywords}.\n{printed}\n"""\n\n'
        "from __future__ import annotations\n\n"
        + "\n".join(imports)
        + "\n\n\n"
        + f"class {class_name(card.title)}(CardScript):\n"
        + f'    code = "{card.code}"\n\n'
        + "    def setup_abilities(self, ability: AbilityKit) -> None:\n"
        + textwrap.indent(declarations, " " * 8)
        + "\n"
        + handlers
    )


def _scenario(card: CardData, ability: PrintedAbility) -> str:
    use = USE_STEPS.get(ability.kind, 'When Player1 uses "{title}"').format(title=card.title)
    printed = textwrap.fill(ability.text, 92, initial_indent="  # ", subsequent_indent="  # ")
    return (
        f"{printed}\n"
        f"  Scenario: {card.title}'s {ability.kind} ability works\n"
        "    Given the phase is High Noon\n"
        "    And Player1 has these dudes:\n"
        "      | dude | at | attachments |\n"
        f"    {use}\n"
        '    Then the log contains "Player1 uses ... (replace with the exact log line)"\n'
        "  # Also prove: each condition, cost, limit and target restriction refused when it\n"
        '  # fails (Then the play is refused by rule "..."), and when each effect ends.\n'
    )


def feature_text(card: CardData, abilities: list[PrintedAbility]) -> str:
    printed = textwrap.indent(textwrap.fill(card.text, 88), "  ")
    scenarios = "\n".join(_scenario(card, a) for a in abilities)
    return f"@card:{card.code}\nFeature: {card.title}\n{printed}\n\n{scenarios}"


def scaffold(card: CardData) -> Scaffold:
    """The script and feature skeletons for `card`'s printed abilities."""
    abilities = printed_abilities(card.text_html)
    folder, module = pack_folder(card.pack), module_name(card.title)
    return Scaffold(
        script=Path("cards") / folder / f"{module}.py",
        feature=Path("features") / "cards" / folder / f"{module}.feature",
        script_text=script_text(card, abilities),
        feature_text=feature_text(card, abilities),
    )
