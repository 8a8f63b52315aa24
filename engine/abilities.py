"""Card abilities: actions, reacts and traits, with their costs, targets and limits.

An ability is checked before anything is paid (§8.1): its play window, its once-per-day
use (§3.3), its requirement (`condition`), its costs and the existence of a legal
target. Each failed check is a `Refusal` naming the rule, which is what a player sees
when they try an ability they may not use. Resolution then chooses targets, pays
costs, logs the ability's message and runs its handler.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from engine import plays
from engine.ability_costs import Cost
from engine.actions_zones import headline_use, is_headline
from engine.card_effects import as_card_effect
from engine.costs import action_cost
from engine.decisions import Decision, Option, Refusal
from engine.discard_pile import locked as discard_locked
from engine.effects import LOSES_SHOOTOUT_ABILITIES, LOSES_TRAITS, USABLE_BY_GIVER
from engine.flow import Flow
from engine.log import LogArg, Message
from engine.protection import UNCHOOSABLE_BY_OPPONENTS, protection_flags, redirected, shielded
from engine.rules import rule
from engine.shootout_state import CHEATIN_TODAY
from engine.standing import at_this_location, narrowed_to_this_location
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.model import Card, Player

#: Which play window each play type may be used in (§8.1).
PLAY_WINDOWS: dict[str, tuple[str, ...]] = {
    "noon": ("high noon",),
    # "Noon/Shootout:" works in either window; in a shootout it follows shootout rules
    # (rules digest §8.1), and its effects last as a Shootout ability's (`lasting`).
    "noon/shootout": ("high noon", "shootout plays"),
    # "Noon/Shootout: ... Kevin joins your posse" (Kevin Wainwright (Exp.1)): as a Shootout
    # play it brings its dude into the posse, so he need not be in one to use it (§5.4).
    "noon/shootout:join": ("high noon", "shootout plays"),
    "shootout": ("shootout plays",),
    "shootout:join": ("shootout plays",),
    "resolution": ("shootout resolution",),
    "cheatin resolution": ("shootout resolution", "gambling"),
}

CANCEL = "cancel"
T = TypeVar("T")


@dataclass
class Context:
    """Everything a handler needs: who plays what, on which targets, for which event."""

    game: Game
    player: Player
    source: Card
    ability: CardAbility
    target: Card | None = None
    targets: dict[str, Card] = field(default_factory=dict)
    event: Event | None = None
    choice: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def paid_card(self) -> Card:
        """The card the ability's from-hand cost took ("discard a card to draw a card"),
        which its message names. One such cost takes exactly one card: more or none is a
        scripting error, not a card to guess at."""
        paid: list[Card] = self.data["paid"]
        (card,) = paid
        return card

    @property
    def x(self) -> int:
        """The amount of ghost rock the player chose to pay for a "Pay X" cost
        (`costs.pay_x`): "+1 bullets for each ghost rock spent"."""
        amount: int = self.data["x"]
        return amount


# -- targets ------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    """What an ability targets. `choose=True` is the printed word "choose" (§8.1):
    cards protected from being chosen are not eligible; `choose=False` ("select")
    ignores such protection. `controller` is relative to the player using the ability.
    """

    prompt: str = "Select a dude"
    card_type: str | tuple[str, ...] = "dude"
    condition: Callable[[Card, Context], bool] | None = None
    controller: str = "any"
    zone: Zone = Zone.PLAY
    choose: bool = True

    def eligible(self, context: Context) -> list[Card]:
        """Every card the ability may target now. Asking changes nothing, so the stats the
        conditions read are worked out once (`frozen`): a condition that weighs each
        candidate against all your dudes stays one pass over the board per candidate."""
        game = context.game
        return read_only(game, lambda: redirected(game, context, list(self._candidates(context))))

    def any_eligible(self, context: Context) -> bool:
        """Whether the ability has a target: the first one found that no redirect in play
        protects answers; should a redirect protect every one, all are weighed."""
        game = context.game
        return read_only(game, partial(self._any_eligible, context))

    def _any_eligible(self, context: Context) -> bool:
        game = context.game
        redirects = game.effects.remembered(
            ("redirects in play",), lambda: [r for c in game.cards_in_play() for r in c.redirects]
        )
        for card in self._candidates(context):
            if not any(redirect.protects(card) for redirect in redirects):
                return True  # `redirected` never takes away a card no redirect protects
        return bool(redirects) and bool(redirected(game, context, list(self._candidates(context))))

    def _candidates(self, context: Context) -> Iterator[Card]:
        """The cards that pass every test but redirection, in pool order; cheap tests first."""
        game, player, controller = context.game, context.player, self.controller
        types = (self.card_type,) if isinstance(self.card_type, str) else self.card_type
        effects = game.effects
        # The same for every candidate, and most games have no effect that protects a card:
        # then no candidate is asked (a listing asks this of every card in play).
        unchoosable = self.choose and effects.could_have_flag(UNCHOOSABLE_BY_OPPONENTS)
        protections = [flag for flag in protection_flags(context) if effects.could_have_flag(flag)]
        sparing = bool(protections) or context.source.parent is not None  # `shielded`'s two ways
        pool = self._pool(game, types)
        if self.condition is at_this_location:
            pool = narrowed_to_this_location(context, pool)
        for card in pool:
            if controller == "current" and card.controller is not player:
                continue
            if controller == "opponent" and card.controller is player:
                continue
            if (
                unchoosable
                and card.controller is not player
                and effects.has_flag(card, UNCHOOSABLE_BY_OPPONENTS)
            ):
                continue
            if sparing and shielded(game, card, context, protections):
                continue
            if self.condition is not None and not self.condition(card, context):
                continue
            yield card

    def _pool(self, game: Game, types: tuple[str, ...]) -> list[Card]:
        """The cards of the target's zone and types, in order: listed once while the board
        stands still (`frozen`), however many abilities look for a target among them."""
        if self.zone is not Zone.PLAY:
            piles = [p for p in game.players if not (self.zone is Zone.DISCARD and discard_locked(game, p))]
            pool = [c for p in piles for c in p.pile(self.zone)]
            return pool if "any" in types else [c for c in pool if c.type in types]
        return game.effects.remembered(
            ("in play of types", types),
            lambda: [
                c
                for c in game.cards_in_play()
                # a Legend is chosen only by an effect naming Legends (`engine.legends`)
                if c.type in types or ("any" in types and c.type != "legend")
            ],
        )


def read_only(game: Game, compute: Callable[[], T]) -> T:
    """`compute()`, a question that changes nothing, with the board's reads remembered
    (`EffectEngine.frozen`); a stretch already open is joined rather than entered again,
    as listings often run inside one another (an option list, its abilities' targets)."""
    if game.effects.memo_open:
        return compute()
    with game.effects.frozen():
        return compute()


def choose_card(
    game: Game, player: Player, prompt: str, cards: Sequence[Card], *, kind: str = "target"
) -> Flow:
    """Ask `player` to pick one of `cards` or cancel; returns the Card, or None on Cancel."""
    options = [Option(c.uid, game.describe(c)) for c in cards] + [Option(CANCEL, "Cancel")]
    answer = yield Decision(player.index, prompt, options, kind=kind)
    return None if answer == CANCEL else game.card(answer)


def in_this_shootout(card: Card, context: Context) -> bool:
    """Target condition for "a dude in this shootout": the card is in either posse."""
    shootout = context.game.shootout
    return shootout is not None and shootout.in_posse(card)


# -- limits -------------------------------------------------------------------------
@dataclass(frozen=True)
class Limit:
    """How often an ability may be used in a period: "day", "shootout" or "round"."""

    times: int
    period: str = "day"

    @staticmethod
    def per_day(times: int = 1) -> Limit:
        return Limit(times, "day")

    @staticmethod
    def per_shootout(times: int = 1) -> Limit:
        return Limit(times, "shootout")

    @staticmethod
    def per_round(times: int = 1) -> Limit:
        return Limit(times, "round")


# -- who uses an ability ------------------------------------------------------------
def ability_user(card: Card, controller_only: bool) -> Player:
    """Who may use `card`'s ability (§4.3): whoever controls a deed gets only its abilities
    printed "Controller ..."; its owner keeps the rest, even while an opponent controls the
    deed by influence. Any other card's abilities are its controller's."""
    if card.is_deed and card.in_play and not controller_only:
        return card.controller
    return card.game.controller_of(card)


def ability_users(card: Card, controller_only: bool) -> list[Player]:
    """Who may use `card`'s actions: its user (`ability_user`), and for a deed every player
    an effect lets use its abilities "as if you controlled them" (Marcia Ridge): that player
    may use them all, "Controller" ones included, and is "you" in their text (§4.3, §8.1)."""
    users = [ability_user(card, controller_only)]
    if card.is_deed and card.in_play:
        users += [p for p in card.game.effects.flag_givers(card, USABLE_BY_GIVER) if p not in users]
    return users


def not_the_user(card: Card, player: Player, controller_only: bool) -> Refusal:
    """Why `player` may not use an ability of `card` that belongs to someone else."""
    if controller_only:
        return Refusal(rule("ability.controller"), f"{player.name} does not control {card.name}")
    if card.is_deed and card.in_play:
        return Refusal(rule("ability.owner"), f"{player.name} does not own {card.name}")
    return Refusal(rule("ability.condition"), f"{player.name} does not control {card.name}")


# -- abilities ----------------------------------------------------------------------
Handler = Callable[[Context], Any]
Condition = Callable[[Context], bool]


#: "Card (2nd ability)": how a card's later abilities are named after the card.
_NTH_ABILITY = re.compile(r"^(?P<card>.+) \((?P<n>\d+)(?:st|nd|rd|th) ability\)$")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ability_key(uid: str, index: int) -> str:
    """The key of a card's ability by its index: "Card", "Card (2nd ability)"."""
    return uid if index == 0 else f"{uid} ({ordinal(index + 1)} ability)"


def split_ability_key(key: str) -> tuple[str, int]:
    """The card uid and ability index an ability key names ("Card (2nd ability)" → Card, 1)."""
    found = _NTH_ABILITY.match(key)
    return (found["card"], int(found["n"]) - 1) if found else (key, 0)


@dataclass(eq=False)
class CardAbility:
    """Common ground of actions and reactions: costs, limits and messages."""

    card: Card
    title: str
    handler: Handler
    cost: Sequence[Cost] = ()
    condition: Condition | None = None
    limit: Limit | None = None
    repeat: bool = False
    message: str | Callable[[Context], Message] | None = None
    index: int = 0

    @property
    def key(self) -> str:
        """A stable name for this ability in option ids, boards and use counters: "Card",
        or "Card (2nd ability)" for a later one — never "Card #2", which names a second
        copy of the card (two different plays must never share an option id)."""
        return ability_key(self.card.uid, self.index)

    @property
    def whose(self) -> str:
        """How a log line names this ability before the word "ability": "Mustang's",
        "Mechanical Horse's 2nd" ("may use {whose} ability an extra time")."""
        return f"{self.card.uid}'s" if self.index == 0 else f"{self.card.uid}'s {ordinal(self.index + 1)}"

    def _limit(self) -> Limit | None:
        if self.limit is not None:
            return self.limit
        return None if self.repeat else Limit.per_day(1)

    def uses_left(self, game: Game) -> bool:
        limit = self._limit()
        if limit is None:
            return True
        return game.ability_uses(self.key, limit.period) < limit.times

    def record_use(self, game: Game) -> None:
        game.record_ability_use(self.key)

    def has_been_used(self, game: Game) -> bool:
        """Used today, and not yet given back by "can be used another time"."""
        return game.ability_uses(self.key, "day") > 0

    def check_costs(self, context: Context) -> Refusal | None:
        for cost in self.cost:
            refusal = cost.check(context)
            if refusal is not None:
                return refusal
        return None

    def pay_costs(self, context: Context) -> Flow:
        """Pay each cost in turn; then each dude of the player that paying booted is said to
        have booted to use the ability (`onDudeBootedToUseAbility`: "After Arielle boots to
        use an ability on a Miracle"), whichever cost did it ("boot your dude", the dude a
        spell or goods is on, the card itself)."""
        unbooted = [dude for dude in context.player.dudes() if not dude.booted]
        for cost in self.cost:
            yield from cost.pay(context)
        for dude in unbooted:
            if dude.booted:
                context.game.trace("ability.booted_to_use")
                context.game.emit("onDudeBootedToUseAbility", card=dude, ability=self, source=context.source)

    def log_message(self, context: Context) -> None:
        """The ability's message, its names filled in once as data (C6): a title ending
        in "." or a player named "{0}" is a name, never part of the template. `{x}` is
        the amount paid for a "Pay X" cost."""
        if self.message is None:
            return
        text = self.message(context) if callable(self.message) else Message(self.message)
        values: dict[str, LogArg] = {
            "player": context.player,
            "source": context.source,
            "target": context.target if context.target is not None else "",
            **({"x": str(context.x)} if "x" in context.data else {}),
            **context.targets,
            **text.values,
        }
        context.game.log.add_named(text.template, values)


@dataclass(eq=False)
class ActionAbility(CardAbility):
    """A played ability: Noon, Shootout, Resolution or Cheatin' Resolution (§8.1)."""

    play_type: str = "noon"
    target: Target | None = None
    controller_only: bool = False
    #: Used from its owner's hand, like an action card, by a card that is not one ("You
    #: may equip this Gadget as a Shootout play"): its handler puts it into play.
    from_hand: bool = False
    #: On a template of a granted ability ("your dudes ... gain the ability: ..."): which
    #: cards hold a copy (`engine.granted`). The template itself is never used.
    grants_to: Callable[[Card], bool] | None = None
    #: On a copy of a granted ability: the template it was made from.
    granted_by: ActionAbility | None = None

    def user(self) -> Player:
        """Who may use it: the deed's controller for Controller abilities, its owner for the
        deed's others, else the card's controller (§4.3)."""
        return ability_user(self.card, self.controller_only)

    def worth_checking(self, player: Player, window: str) -> bool:
        """The first, cheap tests of `check` (the window; the card in hand or in play):
        False only where `check` refuses, so a listing of options skips the costly
        tests, and the words of a refusal nobody reads, for most abilities."""
        if window not in PLAY_WINDOWS.get(self.play_type, ()) or self.grants_to is not None:
            return False
        card = self.card
        if card.type == "action" or self.from_hand:
            return card.zone is Zone.HAND and card.owner is player
        return card.in_play

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        """Why `player` may not use this ability now, or None if they may."""
        card = self.card
        if window not in PLAY_WINDOWS.get(self.play_type, ()):
            return Refusal(rule("noon.play_type"), f"{card.name}'s ability is a {self.play_type} ability")
        if self.grants_to is not None:
            # The template of a granted ability has no window on its own card (engine.granted).
            return Refusal(
                rule("noon.play_type"),
                f"{card.name} grants this ability to other cards and never plays it itself",
            )
        if card.type == "action" or self.from_hand:
            if card.zone is not Zone.HAND or card.owner is not player:
                return Refusal(rule("ability.condition"), f"{card.name} is not in {player.name}'s hand")
        else:
            if not card.in_play:
                return Refusal(rule("ability.condition"), f"{card.name} is not in play")
            if player not in ability_users(card, self.controller_only):
                return not_the_user(card, player, self.controller_only)
            if card.blank:
                return Refusal(rule("ability.condition"), f"{card.name} is blank")
            if abilities_forbidden(game, card):
                return Refusal(rule("ability.condition"), f"{card.name} cannot use its abilities")
            if ability_locked(game, self):
                return Refusal(rule("ability.condition"), f"{self.key}'s ability cannot be used now")
            if shootout_ability_lost(game, self):
                return Refusal(rule("ability.condition"), f"{card.name} has lost its Shootout abilities")
        if not self.uses_left(game):
            return Refusal(rule("noon.once_per_day"), f"{self.key}'s ability has already been used")
        refusal = headline_refusal(game, card)
        if refusal is not None:
            return refusal
        if self.play_type == "cheatin resolution":
            refusal = cheatin_refusal(game, player)
            if refusal is not None:
                return refusal
        refusal = self._posse_refusal(game, window)
        if refusal is not None:
            return refusal
        context = Context(game, player, card, self)
        cost = action_cost(game, player, card, self.play_type) if card.type == "action" else 0
        if cost > game.actions.spendable_ghost_rock(player, self.play_type, card):
            return Refusal(
                rule("ability.cost"), f"{player.name} cannot pay {cost} ghost rock for {card.name}"
            )
        if self.condition is not None and not self.condition(context):
            return Refusal(rule("ability.condition"), f"{card.name}'s requirement is not met")
        refusal = self.check_costs(context)
        if refusal is not None:
            return refusal
        if self.target is not None and not self.target.any_eligible(context):
            return Refusal(rule("ability.target"), f"{card.name} has no legal target")
        return None

    def choose_target(self, context: Context) -> Flow:
        """Ask for the ability's target, if it has one; False if the player cancels."""
        if self.target is None:
            return True
        eligible = [
            card
            for card in self.target.eligible(context)
            if all(cost.allows_target(context, card) for cost in self.cost)
        ]
        chosen = yield from choose_card(context.game, context.player, self.target.prompt, eligible)
        if chosen is None:
            context.game.log.add("{0} cancels {1}", context.player, self.card)
            return False
        context.target = chosen
        return True

    def _posse_refusal(self, game: Game, window: str) -> Refusal | None:
        """In a shootout, a dude's abilities and those of its attachments are used only
        while the dude is in a posse (§5.4); `shootout:join` (and `noon/shootout:join`)
        abilities bring it in."""
        shootout = game.shootout
        if shootout is None or not window.startswith("shootout") or self.play_type.endswith(":join"):
            return None
        dude = self.card if self.card.is_dude else self.card.parent
        if dude is None or not dude.is_dude or shootout.in_posse(dude):
            return None
        return Refusal(rule("shootout.abilities"), f"{dude.name} is not in a posse")

    def resolve(self, game: Game, player: Player) -> Flow:
        """Choose targets, pay costs, log, run the handler (the ability is legal)."""
        card = self.card
        context = Context(game, player, card, self)
        if not (yield from self.choose_target(context)):
            return False
        if card.type == "action":
            game.actions.pay_for_ability(
                player, action_cost(game, player, card, self.play_type), self.play_type, card
            )
            game.actions.play_from_hand(card)
        yield from self.pay_costs(context)
        self.record_use(game)
        if self.granted_by is not None:
            game.trace("ability.granted")
        if self.play_type == "cheatin resolution":
            player.cheatin_plays += 1
            if player.cheatin_plays > 1:
                game.trace("cheatin.second")
            game.record_ability_use(CHEATIN_TODAY + player.name, ("day",))
            game.trace("gambling.cheatin")
        game.trace_ability(self, "initiated")
        self.log_message(context)
        yield from plays.declare(game, player, self, context)
        if plays.cancelled(context):
            game.trace("ability.cancelled")
            game.log.add("{0}'s {1} is cancelled", player, card)
            result = None
        else:
            result = yield from as_card_effect(
                game, context.player, self.play_type, self.handler, context, source=context.source
            )
        plays.resolved(game, context)
        game.trace_ability(self, "resolved")
        if card.type == "action" and card.zone is Zone.BEING_PLAYED:
            game.actions.discard(card)
        # "After using Huang Li's Shootout ability: if you booted ...": the context tells what was paid.
        game.emit("onCardAbilityResolved", ability=self, player=player, source=card, context=context)
        return result


# -- Headline (§1.4) ----------------------------------------------------------------------
def headline_refusal(game: Game, card: Card) -> Refusal | None:
    """Why `card`, a Headline, cannot be played now: another was played in this shootout,
    or today outside shootouts (§1.4)."""
    if not is_headline(card):
        return None
    key, period = headline_use(game)
    if not game.ability_uses(key, period):
        return None
    where = "in this shootout" if period == "shootout" else "today outside shootouts"
    return Refusal(
        rule("keyword.headline"), f"A Headline has already been played {where}: {card.name} is one"
    )


def abilities_forbidden(game: Game, card: Card) -> bool:
    """Printed "cannot use their abilities" (Unprepared): the card's actions and reacts
    are not offered while the effect lasts; its traits still apply. Printed "that ability
    cannot be used" (Forget) forbids one of them (`ability_locked`)."""
    return game.effects.has_flag(card, "cannot use abilities")


def locked_ability_flag(index: int) -> str:
    """The effect flag of "that ability cannot be used" on the card printing it: the
    ability by its printed order ("cannot use ability 2"), as a board reads it."""
    return f"cannot use ability {index + 1}"


def ability_locked(game: Game, ability: CardAbility) -> bool:
    """Whether an effect says this one ability of its card cannot be used (Forget, §8.1):
    it is refused, and as a React not offered, while the effect lasts; the card's other
    abilities are not touched."""
    return game.effects.has_flag(ability.card, locked_ability_flag(ability.index))


def shootout_ability_lost(game: Game, ability: ActionAbility) -> bool:
    """Printed "All Weapons lose their ... Shootout abilities" (`effects.LOSES_SHOOTOUT_ABILITIES`):
    an ability played in a shootout's play windows ("Shootout:", "Noon/Shootout:") is
    refused while the effect lasts; Resolution and Cheatin' Resolution abilities are not
    Shootout abilities (§8.1)."""
    return is_shootout_ability(ability) and game.effects.has_flag(ability.card, LOSES_SHOOTOUT_ABILITIES)


def is_shootout_ability(ability: CardAbility) -> bool:
    """A "Shootout:" ability, "Noon/Shootout:" too ("an opponent's Shootout ability"): one
    played in a shootout's play windows; Resolution and Cheatin' Resolution abilities, and
    Reacts, are not (§8.1)."""
    play_type: str = getattr(ability, "play_type", "")
    return "shootout" in play_type.split(":")[0].split("/")


def loses_traits(game: Game, card: Card) -> bool:
    """Printed "All Weapons lose their ... traits" (`effects.LOSES_TRAITS`): the card's
    trait reactions do not fire while it lasts."""
    return game.effects.has_flag(card, LOSES_TRAITS)


#: The player amount of "the opposing player can have a second Cheatin' Resolution played
#: against them" (Dancing Butterfly), while above 0, on the player it is played against.
SECOND_CHEATIN = "second_cheatin_against"


def cheatin_limit(game: Game, opponent: Player) -> int:
    """How many Cheatin' Resolutions may be played against `opponent` this round: one by
    each player (§5.6, §13.6), two while an effect allows a second against them."""
    return 2 if game.effects.player_amount(opponent, SECOND_CHEATIN) > 0 else 1


def cheatin_refusal(game: Game, player: Player) -> Refusal | None:
    """Cheatin' resolutions: only against an illegal hand, one per player (§5.6)."""
    opponent = player.opponent
    result = game.hand_results.get(opponent.index)
    in_shootout = game.shootout is not None
    if result is None or not result.cheatin:
        rule_id = "shootout.cheatin" if in_shootout else "gambling.cheatin"
        return Refusal(rule(rule_id), f"{opponent.name}'s hand is not cheatin'")
    if player.cheatin_plays >= cheatin_limit(game, opponent):
        return Refusal(
            rule("cheatin.once"), f"{player.name} has already played a cheatin' resolution this round"
        )
    if game.effects.player_amount(opponent, "cheatin_protected") > 0:
        return Refusal(
            rule("cheatin.protected"), f"Cheatin' resolutions cannot be played on {opponent.name} this round"
        )
    return None


@dataclass(eq=False)
class Reaction(CardAbility):
    """A React (the player may use it) or a trait (it always happens) (§8.2)."""

    when: dict[str, Callable[[Event], bool]] = field(default_factory=dict)
    trait: bool = False
    controller_only: bool = False
    #: Where the card is when it reacts: in play, or a pile for a card whose text works
    #: from there ("If you discard Dawn as a casualty, you may ...": the discard pile).
    zone: Zone = Zone.PLAY

    def listens(self, event: Event) -> bool:
        predicate = self.when.get(event.name)
        return predicate is not None and bool(predicate(event))

    def user(self) -> Player:
        """Who is offered it: as for actions (§4.3); a trait resolves for the card's
        controller, whom its text names ("This deed's controller gains ...")."""
        if self.trait:
            return self.card.game.controller_of(self.card)
        return ability_user(self.card, self.controller_only)

    def users(self) -> list[Player]:
        """Everyone offered it: its user, and for a deed's React every player an effect
        lets use the deed's abilities as if they controlled it (Marcia Ridge, §4.3)."""
        if self.trait:
            return [self.user()]
        return ability_users(self.card, self.controller_only)

    def can_react(self, game: Game, event: Event, player: Player | None = None) -> bool:
        """Whether `player` (by default its user) may use it on `event` now."""
        card = self.card
        if card.zone is not self.zone or card.blank or not self.uses_left(game):
            return False
        if headline_refusal(game, card) is not None:
            return False
        if not self.trait and (abilities_forbidden(game, card) or ability_locked(game, self)):
            return False
        if self.trait and loses_traits(game, card):
            return False
        context = Context(game, player or self.user(), card, self, event=event)
        if self.condition is not None and not self.condition(context):
            return False
        return self.check_costs(context) is None and self.listens(event)

    def playable_from_hand(self, game: Game, event: Event, player: Player) -> bool:
        """An action card's React: whether its requirement holds and `player` can pay its
        ghost rock cost (printed, or read from the event, `ability_costs.CardCostEqualTo`)
        and its other costs (§8.1)."""
        context = Context(game, player, self.card, self, event=event)
        if self.condition is not None and not self.condition(context):
            return False
        printed = self.card.cost <= game.actions.spendable_ghost_rock(player, "", self.card)
        return printed and self.check_costs(context) is None

    def resolve(self, game: Game, event: Event, player: Player | None = None) -> Flow:
        card = self.card
        player = card.owner if card.type == "action" else (player or self.user())
        context = Context(game, player, card, self, event=event)
        if card.type == "action":
            game.actions.pay_for_ability(player, card.cost, "", card)
            game.actions.play_from_hand(card)
        yield from self.pay_costs(context)
        if not self.trait:
            self.record_use(game)
        game.trace("ability.trait" if self.trait else "ability.react")
        game.trace_ability(self, "resolved")
        self.log_message(context)
        # A trait is no React ability: what locks React abilities out leaves it be.
        play_type = "trait" if self.trait else "react"
        yield from as_card_effect(
            game, context.player, play_type, self.handler, context, source=context.source
        )
        if card.type == "action" and card.zone is Zone.BEING_PLAYED:
            game.actions.discard(card)
