"""What a card costs to play (rules digest §3.5 shoppin', §8.1 costs): its cost, changed by
every "reduce / increase the cost of ..." in force, never below 0.

A cost modifier is a trait: it works while its card is in play and not blank (Mount Moriah
Cemetery, Sherman Mortgage, an outfit), or — printed on the card being played ("reduce
Jessica's cost") — from wherever that card is played from. Each modifier says, for a card a
player is about to play at a location, by how much it changes the cost (0 when its text
does not apply). Increases and reductions add up; only the total is floored at 0, so a
reduction can use up an increase ("minimum zero").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: (player, card, location uid or None) -> signed change to the card's cost.
CostChange = Callable[["Player", "Card", "str | None"], int]


@dataclass(frozen=True, slots=True)
class CostModifier:
    source: Card
    change: CostChange
    #: Printed on the card being played ("reduce Jessica's cost"): applies to that card
    #: only, before it is in play.
    own: bool = False
    #: "The first <card> you play each turn" (a turn is a day): once it has changed a cost
    #: paid today, it changes no other until tomorrow (a counted use, `use_key`).
    first_each_day: bool = False

    @property
    def use_key(self) -> str:
        """The counted use of a once-a-day modifier, as a board writes it ("cost:<card>")."""
        return f"cost:{self.source.uid}"


def modifiers(game: Game, card: Card) -> list[CostModifier]:
    """The cost modifiers that may apply to playing `card`: its own, and the traits of the
    cards in play that are not blank."""
    found = [m for m in card.cost_modifiers if m.own]
    for source in game.cards_in_play():
        if source.cost_modifiers and not game.effects.has_flag(source, "blank"):
            found += [m for m in source.cost_modifiers if not m.own]
    return [m for m in found if not (m.first_each_day and game.ability_uses(m.use_key, "day"))]


def cost_to_play(game: Game, player: Player, card: Card, at: str | None, reduction: int = 0) -> int:
    """The ghost rock `player` pays to play `card` at location `at`: its cost, every
    modifier in force and an ability's own `reduction` ("for 2 less"), never below 0."""
    total = card.cost - reduction
    for modifier in modifiers(game, card):
        change = modifier.change(player, card, at)
        if change:
            game.trace("cost.modifier")
            # A cost modifier is its card's trait text (the ledger's "trait:<code>").
            game.trace_item("trait", modifier.source.data.code)
            total += change
    return max(0, total)


def pay_to_play(game: Game, player: Player, card: Card, at: str | None, cost: int) -> None:
    """Pay `cost` to play `card` at `at`; a once-a-day modifier that changed it is used up
    for today ("the first Abomination you play each turn")."""
    for modifier in modifiers(game, card):
        if modifier.first_each_day and modifier.change(player, card, at):
            game.record_ability_use(modifier.use_key, periods=("day",))
    game.actions.pay(player, cost)
