"""What a player may do on a High Noon turn (rules digest §3.3–3.6, §4.2).

Each kind of action knows its readable option id ("move Sloane to Town Square"), how
to list every candidate, why a given one is illegal (a `Refusal` naming the rule) and
how to perform it. The legal options of a turn are exactly the candidates with no
refusal, so listing options and refusing a play can never disagree.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from difflib import get_close_matches
from typing import TYPE_CHECKING, Protocol

from engine.abilities import ActionAbility, read_only
from engine.callout import CallOut
from engine.decisions import Option, Options, Refusal
from engine.flow import Flow
from engine.locations import cannot_move
from engine.model import TOWN_SQUARE
from engine.phases import shoppin
from engine.rules import rule
from engine.windows import ability_named, ability_option
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

# Shoppin' (§3.5) lives in `engine.phases.shoppin`; its names stay importable from here.
Shop = shoppin.Shop
base_title = shoppin.base_title
controls_location = shoppin.controls_location
only_attach_refusal = shoppin.only_attach_refusal
placements = shoppin.placements
unique_conflict = shoppin.unique_conflict
unique_in_play_conflict = shoppin.unique_in_play_conflict


def _refuse(rule_id: str, reason: str) -> Refusal:
    return Refusal(rule(rule_id), reason)


class NoonAction(Protocol):
    """One possible High Noon action: a readable id, why it is illegal, how it is done."""

    @property
    def id(self) -> str: ...

    def check(self, game: Game, player: Player) -> Refusal | None: ...

    def perform(self, game: Game, player: Player) -> Flow: ...


@dataclass
class Pass:
    id: str = "pass"

    def check(self, game: Game, player: Player) -> Refusal | None:
        return None

    def perform(self, game: Game, player: Player) -> Flow:
        game.log.add("{0} passes", player)
        return None
        yield  # pragma: no cover


# -- moving (§4.2) ------------------------------------------------------------------------
@dataclass
class Move:
    dude: Card
    destination: str
    #: The destination's name when the lister already knows it (one name per location
    #: per listing, not one per dude and location); read from the board otherwise.
    known_name: str | None = field(default=None, compare=False, repr=False)

    @property
    def id(self) -> str:
        return f"move {self.dude.uid} to {self.destination_name}"

    @property
    def destination_name(self) -> str:
        if self.known_name is not None:
            return self.known_name
        return self.dude.game.locations.name(self.destination)

    def check(self, game: Game, player: Player) -> Refusal | None:
        dude = self.dude
        if not dude.in_play or not dude.is_dude or dude.controller is not player:
            return _refuse("move.unbooted", f"{dude.uid} is not {player.name}'s dude in play")
        if dude.booted:
            return _refuse("move.unbooted", f"{dude.uid} is booted")
        if cannot_move(game, dude):
            return _refuse("move.cannot_move", f"{dude.uid} cannot move from his location")
        if not game.locations.exists(self.destination):
            names = [game.locations.name(uid) for uid in game.locations.all()]
            close = get_close_matches(self.destination, names, n=2)
            hint = (
                f": did you mean {' or '.join(close)}?"
                if close
                else f"; the locations are {', '.join(names)}"
            )
            return _refuse("move.destination", f"there is no location {self.destination!r}{hint}")
        if self.destination == dude.location:
            return _refuse("move.destination", f"{dude.uid} is already at {self.destination_name}")
        return None

    def perform(self, game: Game, player: Player) -> Flow:
        boots = game.locations.move_needs_boot(self.dude, self.destination)
        game.trace("move.boot" if boots else "move.free")
        game.actions.move_dude(self.dude, self.destination, boot=boots)
        if boots:
            game.log.add("{0} boots {1} to move them to {2}", player, self.dude, self.destination_name)
        else:
            game.log.add("{0} moves {1} to {2} without booting", player, self.dude, self.destination_name)
        return None
        yield  # pragma: no cover


# -- card abilities (§3.3, §8.1) ------------------------------------------------------------
@dataclass
class UseAbility:
    ability: ActionAbility

    @property
    def id(self) -> str:
        return ability_option(self.ability).id

    def check(self, game: Game, player: Player) -> Refusal | None:
        return self.ability.check(game, player, "high noon")

    def perform(self, game: Game, player: Player) -> Flow:
        """Returns False when the player cancels, so the turn is not used up."""
        return (yield from self.ability.resolve(game, player))


# -- trading (§3.6) -------------------------------------------------------------------------
#: Printed "This card cannot be traded" (Bio-Charge Neutralizer): refused by noon.trade.
CANNOT_BE_TRADED = "cannot be traded"


@dataclass
class Trade:
    """Goods from one of your dudes to another at the same place; the receiver may hand
    goods of his own back in the same trade (`back`). Limits are applied afterwards (§1.4)."""

    goods: Card
    receiver: Card
    back: Card | None = None

    @property
    def id(self) -> str:
        swap = "" if self.back is None else f" for {self.back.uid}"
        return f"trade {self.goods.uid} to {self.receiver.uid}{swap}"

    def check(self, game: Game, player: Player) -> Refusal | None:
        goods, giver, receiver = self.goods, self.goods.parent, self.receiver
        if goods.type != "goods" or giver is None or not giver.is_dude or giver.controller is not player:
            return _refuse("noon.trade", f"{goods.uid} is not goods on {player.name}'s dude")
        if (
            not receiver.in_play
            or not receiver.is_dude
            or receiver.controller is not player
            or receiver is giver
        ):
            return _refuse("noon.trade", f"{receiver.uid} is not another of {player.name}'s dudes")
        if giver.location != receiver.location:
            return _refuse("noon.trade", f"{giver.uid} and {receiver.uid} are not at the same location")
        if not controls_location(game, player, giver.location):
            return _refuse(
                "noon.trade", f"{player.name} does not control {game.locations.name(giver.location or '')}"
            )
        if giver.booted or receiver.booted:
            booted = giver if giver.booted else receiver
            return _refuse("noon.trade", f"{booted.uid} is booted")
        if self.back is not None and (self.back.type != "goods" or self.back.parent is not receiver):
            return _refuse("noon.trade", f"{self.back.uid} is not goods on {receiver.uid} to trade back")
        for traded, to in zip(self.traded(), (self.receiver, giver), strict=False):
            if game.effects.has_flag(traded, CANNOT_BE_TRADED):
                return _refuse("noon.trade", f"{traded.uid} cannot be traded")
            # "Cannot attach to or be traded to a Deputy" (The Bloody Star), "This card cannot
            # be attached or traded to a dude without ..." (Claws): a trade attaches the goods
            # to its new dude, so what it may attach to applies (§3.6).
            refusal = only_attach_refusal(traded, to)
            if refusal is not None:
                return refusal
            if game.ability_uses(f"trade:{traded.uid}", "day"):
                return _refuse("noon.trade", f"{traded.uid} has already been traded today")
        return None

    def traded(self) -> list[Card]:
        return [self.goods] if self.back is None else [self.goods, self.back]

    def perform(self, game: Game, player: Player) -> Flow:
        giver = self.goods.parent
        assert giver is not None
        game.trace("noon.trade")
        game.actions.move_attachment(self.goods, self.receiver)
        if self.back is not None:
            game.trace("noon.trade.back")
            game.actions.move_attachment(self.back, giver)
        game.play_order_changed()
        for traded in self.traded():
            game.record_ability_use(f"trade:{traded.uid}")
        if self.back is None:
            game.log.add("{0} trades {1} from {2} to {3}", player, self.goods, giver, self.receiver)
        else:
            game.log.add(
                "{0} trades {1} from {2} to {3} for {4}", player, self.goods, giver, self.receiver, self.back
            )
        return None
        yield  # pragma: no cover


# -- experienced swap (§9.4) ------------------------------------------------------------------
@dataclass
class Swap:
    """Replace your dude in play with a version of them one experience level higher or
    lower from your hand, for free; the new card keeps where the old one stood, its boot
    state, bounty, tokens, attachments and effects (§9.4)."""

    dude: Card
    replacement: Card

    @property
    def id(self) -> str:
        return f"replace {self.dude.uid} with {self.replacement.uid}"

    def check(self, game: Game, player: Player) -> Refusal | None:
        dude, new = self.dude, self.replacement
        if not dude.in_play or not dude.is_dude or dude.controller is not player:
            return _refuse("noon.experienced", f"{dude.uid} is not {player.name}'s dude in play")
        if new.zone is not Zone.HAND or new.owner is not player or not new.is_dude:
            return _refuse("noon.experienced", f"{new.uid} is not a dude in {player.name}'s hand")
        if base_title(new) != base_title(dude):
            return _refuse("noon.experienced", f"{new.uid} is not a version of {dude.uid}")
        if abs(new.data.experienced - dude.data.experienced) != 1:
            return _refuse("noon.experienced", f"{new.uid} is not one experience level from {dude.uid}")
        if game.ability_uses(f"experienced:{base_title(dude)}", "day"):
            return _refuse("noon.experienced", f"{base_title(dude)} has already been replaced today")
        return None

    def perform(self, game: Game, player: Player) -> Flow:
        game.trace("noon.experienced")
        game.actions.replace_dude(self.dude, self.replacement)
        game.record_ability_use(f"experienced:{base_title(self.replacement)}")
        game.log.add("{0} replaces {1} with {2}", player, self.dude, self.replacement)
        return None
        yield  # pragma: no cover


# -- listing and parsing ----------------------------------------------------------------------
def candidates(game: Game, player: Player) -> Iterator[NoonAction]:
    """Every action worth checking on `player`'s turn, simplest first (pass)."""
    yield Pass()
    dudes = player.dudes()
    for card in player.hand:
        yield from placements(card, dudes)
    yield from _ability_candidates(game, player)
    yield from _move_candidates(game, dudes)
    yield from _trade_candidates(dudes)
    yield from _swap_candidates(player, dudes)
    yield from _call_out_candidates(game, player, dudes)


def _ability_candidates(game: Game, player: Player) -> Iterator[NoonAction]:
    for card in [c for c in game.cards_in_play() if c.abilities] + [c for c in player.hand if c.abilities]:
        for ability in card.abilities:
            if isinstance(ability, ActionAbility):
                yield UseAbility(ability)


def _offered_abilities(game: Game, player: Player) -> Iterator[NoonAction]:
    """`_ability_candidates` without those refused at a glance (another window, a card
    neither in play nor an action in hand: `ActionAbility.worth_checking`)."""
    for card in [c for c in game.cards_in_play() if c.abilities] + [c for c in player.hand if c.abilities]:
        for ability in card.abilities:
            if isinstance(ability, ActionAbility) and ability.worth_checking(player, "high noon"):
                yield UseAbility(ability)


def _move_candidates(game: Game, dudes: list[Card]) -> Iterator[NoonAction]:
    locations = game.locations.all()
    names = {uid: game.locations.name(uid) for uid in locations}
    for dude in dudes:
        if dude.booted or cannot_move(game, dude):
            continue  # `Move.check` refuses every move of such a dude: none is worth listing
        for uid in locations:
            if uid != dude.location:  # nor a move to where the dude already is
                yield Move(dude, uid, names[uid])


def _trade_candidates(dudes: list[Card]) -> Iterator[NoonAction]:
    """Trades between two dudes at one place: `Trade.check` refuses every other, so none
    is worth listing (and listing them would grow with the square of the dudes)."""
    by_place: dict[str | None, list[Card]] = {}
    for dude in dudes:
        by_place.setdefault(dude.location, []).append(dude)
    for dude in dudes:
        for goods in dude.attachments:
            for receiver in by_place[dude.location]:
                if receiver is dude:
                    continue
                yield Trade(goods, receiver)
                for back in receiver.attachments:
                    yield Trade(goods, receiver, back)


def _swap_candidates(player: Player, dudes: list[Card]) -> Iterator[NoonAction]:
    for dude in dudes:
        for card in player.hand:
            if card.is_dude and base_title(card) == base_title(dude):
                yield Swap(dude, card)


def _call_out_candidates(game: Game, player: Player, dudes: list[Card]) -> Iterator[NoonAction]:
    opposing = [d for d in game.cards_in_play() if d.is_dude and d.controller is not player]
    for caller in dudes:
        for callee in opposing:
            if callee.location == caller.location:
                yield CallOut(caller, callee)


def _shop_candidates(game: Game, player: Player, dudes: list[Card]) -> Iterator[NoonAction]:
    """The shoppin' candidates of each hand card the rules let be shopped at all: a card
    refused whatever its placement (its cost, a unique copy in play) is checked once."""
    for card in player.hand:
        if Shop(card).card_refusal(game, player) is None:
            yield from placements(card, dudes)


def _placement_refusal(action: NoonAction, game: Game, player: Player) -> Refusal | None:
    """What is left to check of a candidate `_shop_candidates` lists: its card may be
    shopped (checked once per card), so only its placement."""
    assert isinstance(action, Shop)
    return action.placement_refusal(game, player)


class ActionSegment:
    """The legal actions of one kind on a High Noon turn, listed and checked when first
    read (a `Segment` of the turn's `Options`): a chooser that looks only at shoppin' or
    only passes never pays for checking every ability of every card (issue #8)."""

    __slots__ = ("_actions", "_check", "_game", "_options", "_player", "_produce", "prefixes")

    def __init__(
        self,
        prefixes: tuple[str, ...],
        game: Game,
        player: Player,
        produce: Callable[[], Iterable[NoonAction]],
        check: Callable[[NoonAction], Refusal | None] | None = None,
    ) -> None:
        self.prefixes = prefixes
        self._game, self._player = game, player
        self._produce: Callable[[], Iterable[NoonAction]] | None = produce
        #: What is left to check of a produced candidate (all of `check`, unless
        #: `produce` has already checked part of it).
        self._check = check
        self._actions: dict[str, NoonAction] = {}
        self._options: list[Option] = []

    def actions(self) -> dict[str, NoonAction]:
        """The legal ones by id, the first of any two with one id (checking changes
        nothing, so the stats the checks read are worked out once: `frozen`)."""
        if self._produce is not None:
            read_only(self._game, self._list)
        return self._actions

    def _list(self) -> None:
        produce, self._produce = self._produce, None
        assert produce is not None
        game, player, found = self._game, self._player, self._actions
        if self._check is None:
            for action in produce():
                if action.check(game, player) is None:
                    found.setdefault(action.id, action)
        else:
            for action in produce():
                if self._check(action) is None:
                    found.setdefault(action.id, action)
        self._options = [Option(option_id, option_id) for option_id in found]

    def options(self) -> list[Option]:
        if self._produce is not None:
            read_only(self._game, self._list)
        return self._options

    def __len__(self) -> int:
        return len(self.options())

    def __getitem__(self, index: int) -> Option:
        return self.options()[index]

    def find(self, option_id: str) -> Option | None:
        return Option(option_id, option_id) if option_id in self.actions() else None

    def action(self, option_id: str) -> NoonAction | None:
        return self.actions().get(option_id)


class PassSegment:
    """Passing: always legal on your turn (§3.3), so nothing to work out."""

    prefixes = ("pass",)
    __slots__ = ()
    _OPTIONS = (Option("pass", "pass"),)

    def __len__(self) -> int:
        return 1

    def __getitem__(self, index: int) -> Option:
        return self._OPTIONS[index]

    def options(self) -> list[Option]:
        return list(self._OPTIONS)

    def find(self, option_id: str) -> Option | None:
        return self._OPTIONS[0] if option_id == "pass" else None

    def action(self, option_id: str) -> NoonAction | None:
        return Pass() if option_id == "pass" else None


class MoveSegment:
    """Every legal move of a turn without listing them: an unbooted dude of the player's
    to any other location is legal by construction (§4.2), so the moves are dudes ×
    locations counted and indexed, and an id is read back by its destination's name;
    the option ids are those `Move` gives. Worked out when first read, like the other
    kinds. Should two locations read alike, the moves are listed, the first id winning."""

    prefixes = ("move ",)
    __slots__ = ("_by_uid", "_dudes", "_game", "_listed", "_names", "_rows", "_size", "_starts", "_uids")

    def __init__(self, game: Game, dudes: list[Card]) -> None:
        self._game: Game | None = game
        self._dudes = dudes
        self._names: list[str] = []
        self._uids: dict[str, str] = {}
        #: Each unbooted dude with the index of the location he stands at (-1: none of
        #: them, nothing skipped) and the number of moves before his.
        self._rows: list[tuple[Card, int, int]] = []
        self._by_uid: dict[str, tuple[Card, int, int]] = {}
        self._starts: list[int] = []
        self._size = 0
        self._listed: dict[str, NoonAction] | None = None

    def _read(self) -> None:
        game = self._game
        if game is None:
            return
        self._game = None
        locations = game.locations.all()
        self._names = [game.locations.name(uid) for uid in locations]
        self._uids = dict(zip(self._names, locations, strict=True))
        if len(self._uids) != len(self._names):
            listed: dict[str, NoonAction] = {}
            for move in _move_candidates(game, self._dudes):
                listed.setdefault(move.id, move)
            self._listed, self._size = listed, len(listed)
            return
        index = {uid: i for i, uid in enumerate(locations)}
        size = 0
        for dude in self._dudes:
            if dude.booted or cannot_move(game, dude):
                continue  # `Move.check` refuses every move of such a dude
            here = index.get(dude.location, -1) if dude.location is not None else -1
            self._rows.append((dude, here, size))
            self._by_uid[dude.uid] = (dude, here, size)
            self._starts.append(size)
            size += len(locations) - (here >= 0)
        self._size = size

    def __len__(self) -> int:
        self._read()
        return self._size

    def __getitem__(self, index: int) -> Option:
        self._read()
        if self._listed is not None:
            option_id = list(self._listed)[index]
            return Option(option_id, option_id)
        if not 0 <= index < self._size:
            raise IndexError("move index out of range")
        dude, here, start = self._rows[bisect.bisect_right(self._starts, index) - 1]
        at = index - start
        if here >= 0 and at >= here:
            at += 1
        option_id = f"move {dude.uid} to {self._names[at]}"
        return Option(option_id, option_id)

    def options(self) -> list[Option]:
        self._read()
        if self._listed is not None:
            return [Option(option_id, option_id) for option_id in self._listed]
        ids = [
            f"move {dude.uid} to {name}"
            for dude, here, _ in self._rows
            for at, name in enumerate(self._names)
            if at != here
        ]
        return [Option(option_id, option_id) for option_id in ids]

    def action(self, option_id: str) -> NoonAction | None:
        self._read()
        if self._listed is not None:
            return self._listed.get(option_id)
        text = option_id.removeprefix("move ")
        for name, uid in self._uids.items():
            dude_uid = text.removesuffix(f" to {name}")
            row = self._by_uid.get(dude_uid) if dude_uid != text else None
            if row is not None and uid != row[0].location:
                return Move(row[0], uid, name)
        return None

    def find(self, option_id: str) -> Option | None:
        return Option(option_id, option_id) if self.action(option_id) is not None else None


class TurnOptions(Options):
    """The legal actions of a High Noon turn, in the order `candidates` lists them, each
    kind worked out when first read (`Options`)."""

    __slots__ = ("_game", "_kinds")

    def __init__(self, game: Game, player: Player) -> None:
        self._game = game
        dudes = player.dudes()
        self._kinds: tuple[PassSegment | ActionSegment | MoveSegment, ...] = (
            PassSegment(),
            ActionSegment(
                ("shop ",),
                game,
                player,
                lambda: _shop_candidates(game, player, dudes),
                lambda shop: _placement_refusal(shop, game, player),
            ),
            ActionSegment(("use ", "play "), game, player, lambda: _offered_abilities(game, player)),
            MoveSegment(game, dudes),
            ActionSegment(("trade ",), game, player, lambda: _trade_candidates(dudes)),
            ActionSegment(("replace ",), game, player, lambda: _swap_candidates(player, dudes)),
            ActionSegment(("call out ",), game, player, lambda: _call_out_candidates(game, player, dudes)),
        )
        super().__init__(self._kinds)

    def __len__(self) -> int:
        if self._size is not None:
            return self._size
        return read_only(self._game, super().__len__)  # every kind listed: stats read once for all

    def __iter__(self) -> Iterator[Option]:
        return iter(read_only(self._game, lambda: list(super(TurnOptions, self).__iter__())))

    def matching(self, prefixes: tuple[str, ...]) -> list[Option]:
        return read_only(self._game, lambda: super(TurnOptions, self).matching(prefixes))

    def action(self, option_id: str) -> NoonAction:
        """The action a legal option id names."""
        for kind in self._kinds:
            if option_id.startswith(kind.prefixes):
                found = kind.action(option_id)
                if found is not None:
                    return found
        raise KeyError(option_id)


def legal_actions(game: Game, player: Player) -> list[NoonAction]:
    """The candidates with no refusal, all listed at once (`TurnOptions` lists each kind
    when it is read). Checking changes nothing, so the stats and deed controllers the
    checks read are worked out once per listing (`EffectEngine.frozen`)."""
    with game.effects.frozen():
        return [action for action in candidates(game, player) if action.check(game, player) is None]


_SHOP_ON = re.compile(r"shop (?P<card>.+) on (?P<target>.+)")
_SHOP_SIDE = re.compile(r"shop (?P<card>.+) (?P<side>left|right)")
_MOVE = re.compile(r"move (?P<dude>.+) to (?P<where>.+)")
_TRADE = re.compile(r"trade (?P<goods>.+) to (?P<receiver>.+)")
_TRADE_BACK = re.compile(r"trade (?P<goods>.+) to (?P<receiver>.+) for (?P<back>.+)")
_CALL_OUT = re.compile(r"call out (?P<callee>.+) with (?P<caller>.+)")
_REPLACE = re.compile(r"replace (?P<dude>.+) with (?P<card>.+)")


def parse(game: Game, player: Player, text: str) -> NoonAction | None:
    """Read an option id back into an action, so an illegal one can say why (C1)."""
    text = text.strip()
    if text == "pass":
        return Pass()
    for candidate in candidates(game, player):
        if candidate.id == text:
            return candidate
    try:
        if m := _SHOP_ON.fullmatch(text):
            return Shop(game.card(m["card"]), target=game.card(m["target"]))
        if m := _SHOP_SIDE.fullmatch(text):
            return Shop(game.card(m["card"]), side=m["side"])
        if text.startswith("shop "):
            return Shop(game.card(text[5:]))
        if m := _MOVE.fullmatch(text):
            return Move(game.card(m["dude"]), location_uid(game, player, m["where"]))
        if m := _REPLACE.fullmatch(text):
            return Swap(game.card(m["dude"]), game.card(m["card"]))
        if m := _CALL_OUT.fullmatch(text):
            return CallOut(game.card(m["caller"]), game.card(m["callee"]))
        if (m := _TRADE_BACK.fullmatch(text)) and all(
            m[k] in game.cards for k in ("goods", "receiver", "back")
        ):
            return Trade(game.card(m["goods"]), game.card(m["receiver"]), game.card(m["back"]))
        if m := _TRADE.fullmatch(text):
            return Trade(game.card(m["goods"]), game.card(m["receiver"]))
        ability = ability_named(game, text)
        if ability is not None:
            return UseAbility(ability)
    except KeyError:
        return None
    return None


def location_uid(game: Game, player: Player, name: str) -> str:
    """A location by the name steps use: "Town Square", a deed, "home", "Player2's home"."""
    text = name.strip()
    if text.lower() in ("home", f"{player.name.lower()}'s home"):
        return player.home.uid
    for other in game.players:
        if text.lower() == f"{other.name.lower()}'s home":
            return other.home.uid
    if text.lower() == TOWN_SQUARE.lower():
        return TOWN_SQUARE
    return text
