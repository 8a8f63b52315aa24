"""Paying an amount of ghost rock the player chooses (§8.1 costs, §9.1 the stash).

Printed "Pay 1–4 ghost rock:", "Pay X ghost rock:" and "pay any amount of ghost rock" let
the player pick the amount. The engine offers only amounts the player can pay (the stash
never goes below 0) and that the text allows, one option each ("pay 3 ghost rock"), and
hands the amount to the handler: `context.x` for a cost, the return value of
`choose_amount` for a payment inside the effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.ability_costs import Cost, play_type_of
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player

#: The most a text may ask for ("pay X"): the text's own limit, or one computed when asked.
Maximum = int | Callable[[Context], int] | None


def amount_option(amount: int) -> Option:
    """How an amount is offered: "pay 3 ghost rock"."""
    return Option(f"pay {amount} ghost rock", f"Pay {amount} ghost rock")


def amounts_payable(player: Player, minimum: int, maximum: int | None, available: int | None = None) -> range:
    """The amounts `player` may choose: from `minimum` to the text's `maximum`, never more
    than they can pay — the stash, or `available` when ghost rock on cards may pay too."""
    can_pay = player.ghost_rock if available is None else available
    most = can_pay if maximum is None else min(maximum, can_pay)
    return range(minimum, most + 1)


def choose_amount(game: Game, player: Player, amounts: range, prompt: str = "Select an amount") -> Flow:
    """Ask `player` to pick one of `amounts`; returns it as an int. A single amount (a
    player with no ghost rock "may pay any amount": 0) is no choice, so nobody is asked."""
    if len(amounts) == 1:
        return amounts[0]
    options = [amount_option(n) for n in amounts]
    answer = yield Decision(player.index, prompt, options, kind="amount")
    return int(answer.split()[1])


@dataclass
class PayX(Cost):
    """Printed "Pay X ghost rock" / "Pay 1–4 ghost rock": the player chooses how much,
    at least `minimum` and at most `maximum` (a number, or computed from the context when
    the text caps it by the situation). The amount paid is `context.x`."""

    minimum: int = 1
    maximum: Maximum = None

    @property
    def description(self) -> str:  # type: ignore[override]
        if self.maximum is None or callable(self.maximum):
            return "pay X ghost rock"
        return f"pay {self.minimum}–{self.maximum} ghost rock"

    def _most(self, context: Context) -> int | None:
        return self.maximum(context) if callable(self.maximum) else self.maximum

    def _available(self, context: Context) -> int:
        """The stash plus ghost rock on cards that may pay for this kind of ability (James
        Ghetty's, for a Shootout ability): the same sources as a fixed cost (§9.1)."""
        return context.game.actions.spendable_ghost_rock(
            context.player, play_type_of(context.ability), context.source
        )

    def amounts(self, context: Context) -> range:
        return amounts_payable(context.player, self.minimum, self._most(context), self._available(context))

    def check(self, context: Context) -> Refusal | None:
        if self.amounts(context):
            return None
        player, most = context.player, self._most(context)
        if most is not None and most < self.minimum:
            why = f"{context.source.name} allows at most {max(most, 0)} ghost rock now"
        else:
            why = f"{player.name} has {self._available(context)} ghost rock and needs at least {self.minimum}"
        return Refusal(rule("ability.cost"), why)

    def pay(self, context: Context) -> Flow:
        amount = yield from choose_amount(context.game, context.player, self.amounts(context))
        context.data["x"] = amount
        context.game.actions.pay_for_ability(
            context.player, amount, play_type_of(context.ability), context.source
        )
        return None
