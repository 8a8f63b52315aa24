"""What a card costs to play (rules digest §3.5 shoppin', §8.1 costs): its cost, changed by
every "reduce / increase the cost of ..." in force, never below 0.

A cost modifier is a trait: it works while its card is in play and not blank (Mount Moriah
Cemetery, Sherman Mortgage, an outfit), or — printed on the card being played ("reduce
Jessica's cost") — from wherever that card is played from. Each modifier says, for a card a
player is about to play at a location, by how much it changes the cost (0 when its text
does not apply). Increases and reductions add up; only the total is floored at 0, so a
reduction can use up an increase ("minimum zero").

A card may also print a reduction its player *chooses* as it is played (`ChosenReduction`):
"reduce the cost to play Eagle Woman by the influence of one of your dudes, and she may
enter play at that dude's location", "you may boot any number of your dudes to reduce the
cost to play Farnum by the total influence of the dudes booted". It is offered whenever
the card is played paying its cost (shoppin', or an ability's terms), after the other
modifiers; the card may be played whenever the best choice makes it affordable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option

if TYPE_CHECKING:
    from engine.flow import Flow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: A player effect: "Cheatin' Resolution abilities on action cards cost +1 ghost rock" (Sam
#: Bass): an action card played for its Cheatin' Resolution costs the player that much more.
CHEATIN_RESOLUTION_ACTION_COST = "cheatin_resolution_action_cost"

#: (player, card, location uid or None) -> signed change to the card's cost.
CostChange = Callable[["Player", "Card", "str | None"], int]

DONE = "done"
#: Where a dude enters play when its reduction lets it enter at the chosen dude's location.
HOME = "home"


@dataclass(frozen=True, slots=True)
class ChosenReduction:
    """A reduction of a card's own cost chosen as it is played (the module's docstring).

    `candidates` are the cards its player may choose (none: no reduction is offered),
    `amount` what each one takes off; `many` is "any number of your dudes" (their amounts
    add up), otherwise one is chosen; `boot` boots the chosen cards (the reduction's own
    cost, so only unbooted ones may be candidates); `enter_at` is "she may enter play at
    that dude's location" (a dude played with it may enter there instead of home)."""

    source: Card
    candidates: Callable[[Player], Sequence[Card]]
    amount: Callable[[Card], int]
    many: bool = False
    boot: bool = False
    enter_at: bool = False

    def best(self, player: Player) -> int:
        """The largest reduction `player` could choose now: whether the card is affordable."""
        amounts = [max(0, self.amount(card)) for card in self.candidates(player)]
        if not amounts:
            return 0
        return sum(amounts) if self.many else max(amounts)


def no_change(player: Player, card: Card, at: str | None) -> int:
    """The `change` of a chosen reduction's modifier: it changes no cost by itself."""
    return 0


def chosen_reductions(card: Card) -> list[ChosenReduction]:
    """The reductions printed on `card` that its player chooses as it is played."""
    return [m.chosen for m in card.cost_modifiers if m.chosen is not None]


def best_chosen_reduction(player: Player, card: Card) -> int:
    """The most `card`'s own chosen reductions could take off its cost for `player`."""
    return sum(reduction.best(player) for reduction in chosen_reductions(card))


def choose_reductions(game: Game, player: Player, card: Card, needed: int) -> Flow:
    """Ask `player` for each chosen reduction printed on `card` as it is played: the cards
    chosen ("Done" declines, or ends "any number"), booted if the reduction says so. At
    least `needed` must come off (what the player cannot pay otherwise): "Done" is offered
    only once it has. Returns (total reduction, the location the card may enter play at
    instead of home — None when it enters as usual)."""
    total, enter_at = 0, None
    for reduction in chosen_reductions(card):
        chosen = yield from _choose(game, player, reduction, needed - total)
        verb = "boots" if reduction.boot else "chooses"
        for each in chosen:
            if reduction.boot:
                game.actions.boot(each)
            total += max(0, reduction.amount(each))
            game.log.add("{0} " + verb + " {1} to reduce the cost of {2}", player, each, card)
        if chosen:
            game.trace("cost.chosen_reduction")
            game.trace_item("trait", reduction.source.data.code)
        if reduction.enter_at and len(chosen) == 1 and chosen[0].location != player.home.uid:
            enter_at = yield from _choose_entry(game, player, chosen[0])
    return total, enter_at


def _choose(game: Game, player: Player, reduction: ChosenReduction, needed: int) -> Flow:
    chosen: list[Card] = []
    while True:
        left = [c for c in reduction.candidates(player) if c not in chosen]
        if not reduction.many:
            # One card: it alone must take off what is needed.
            left = [c for c in left if reduction.amount(c) >= needed]
        if not left or (chosen and not reduction.many):
            return chosen
        options = [Option(c.uid, game.describe(c)) for c in left]
        if needed <= sum(max(0, reduction.amount(c)) for c in chosen):
            options.append(Option(DONE, "Done"))
        answer = yield Decision(player.index, "Select a dude", options, kind="select")
        if answer == DONE:
            return chosen
        chosen.append(game.card(answer))


def _choose_entry(game: Game, player: Player, dude: Card) -> Flow:
    """ "She may enter play at that dude's location": there, or home as usual."""
    where = dude.location
    assert where is not None
    options = [Option(where, game.locations.name(where)), Option(HOME, game.locations.name(player.home.uid))]
    answer = yield Decision(player.index, "Select a location", options, kind="select")
    return None if answer == HOME else where


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
    #: A reduction of the card's own cost its player chooses as it is played (`change`
    #: is then no change: `choose_reductions` asks, `best_chosen_reduction` prices).
    chosen: ChosenReduction | None = None

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


def action_cost(game: Game, player: Player, card: Card, play_type: str) -> int:
    """The ghost rock `player` pays to play action `card` for its ability of `play_type`
    (§8.1): its cost, raised by "Cheatin' Resolution abilities on action cards cost +1 ghost
    rock" (Sam Bass) when that ability is a Cheatin' Resolution; never below 0."""
    cost = card.cost
    if play_type == "cheatin resolution":
        extra = game.effects.player_amount(player, CHEATIN_RESOLUTION_ACTION_COST)
        if extra:
            game.trace("cost.modifier")
            cost += extra
    return max(0, cost)


def pay_to_play(game: Game, player: Player, card: Card, at: str | None, cost: int) -> None:
    """Pay `cost` to play `card` at `at`; a once-a-day modifier that changed it is used up
    for today ("the first Abomination you play each turn")."""
    for modifier in modifiers(game, card):
        if modifier.first_each_day and modifier.change(player, card, at):
            game.record_ability_use(modifier.use_key, periods=("day",))
    game.actions.pay(player, cost)
