"""Costs paid with a dude's attachments (rules digest §8.1): "Discard a Hex from Mongwau",
"boot a Weapon on this dude". The dude is the card with the ability, or the dude the
card is attached to; the attachment paid is kept in `context.data["paid attachment"]`
for the message and the handler to name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import Context, Cost
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule

if TYPE_CHECKING:
    from engine.model import Card


@dataclass
class DiscardAttachment(Cost):
    """Discard one of this dude's attachments that `condition` accepts (`what` names it
    in the refusal: "a Hex")."""

    condition: Callable[[Card], bool] | None = None
    what: str = "an attachment"

    @property
    def description(self) -> str:  # type: ignore[override]
        return f"discard {self.what} from this dude"

    def _eligible(self, context: Context) -> list[Card]:
        source = context.source
        dude = source if source.is_dude else source.parent
        if dude is None:
            return []
        return [a for a in dude.attachments if self.condition is None or self.condition(a)]

    def check(self, context: Context) -> Refusal | None:
        if not self._eligible(context):
            return Refusal(rule("ability.cost"), f"{context.source.name} has no {self.what} to discard")
        return None

    def pay(self, context: Context) -> Flow:
        options = [Option(f"discard {a.uid}", f"Discard {a.uid}") for a in self._eligible(context)]
        answer = yield Decision(context.player.index, "Select a card", options, kind="cost")
        attachment = context.game.card(answer.removeprefix("discard "))
        context.data["paid attachment"] = attachment
        context.game.actions.discard(attachment)
        return None
