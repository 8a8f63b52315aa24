"""Which effects are in force on a card (rules digest §8.3, contract C5): the lasting
effects an ability made and the persistent effects of the cards in play, each matched to
what it applies to, its condition decided at every read; and the yes/no flags and player
amounts they give. `engine.stats` reads stats through this, `engine.expiry` ends lasting
effects; `engine.effects.EffectEngine` is all three.

What is cached is only *which* effects could apply to a card (`engine.effect_index`): it is
rebuilt whenever the cards in play, their order, an attachment's parent or the lasting
effects change, while conditions and matches are still decided at every read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from engine.card_effects import current
from engine.effect_index import EffectIndex
from engine.effect_specs import Duration, EffectSpec, check_phase, effect_type, phase_order
from engine.model import Card
from engine.restrictions import TRAITS_CANNOT_BE_REMOVED, printed
from engine.type_locks import ability_type

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player

T = TypeVar("T")


def _makes_studs(effect: Effect) -> bool:
    return any(spec.kind == "flag" and spec.stat == "stud" for spec in effect.specs)


@dataclass(eq=False)
class Effect:
    """An effect in the engine: its source, what it matches, what it does, how long.

    `match` is a card, a list of cards, or a predicate. `target_controller` ("current",
    "opponent", "any") restricts predicate matches relative to `player` (the source's
    controller for persistent effects, the ability's player for lasting ones).
    """

    source: Card
    specs: tuple[EffectSpec, ...]
    duration: Duration
    match: Card | Sequence[Card] | Callable[[Card], bool] | None = None
    condition: Callable[[], bool] | None = None
    card_condition: Callable[[Card], bool] | None = None
    target_controller: str = "current"
    targets_players: bool = False
    player: Player | None = None
    while_attached: bool = False
    phase: str | None = None
    in_shootout: bool = False
    timestamp: int = 0
    day: int = 0
    #: A named-phase effect: the day whose `phase` it ends with (today's, or tomorrow's
    #: if that phase is already over today: "until after the next Upkeep", §8.3).
    until_day: int = 0
    label: str = ""
    #: "If that dude is chosen as the shooter, they get ..." (Pinned Down): the effect is
    #: not in force until its card is next picked as a shooter; from then on it is, until
    #: it expires (`EffectEngine.chosen_as_shooter`).
    waits_for_shooter: bool = False
    #: The printed type of the ability that made this lasting effect ("shootout", "react",
    #: "resolution", "cheatin resolution", "noon"; "" for the rules or a board), for the
    #: locks on what such abilities may change (`engine.type_locks`).
    ability_type: str = ""
    #: "During the next shootout round" (Get Behind Me, Satan!): in force only in this
    #: round of its shootout (0: no such limit); it still ends with the shootout.
    in_round: int = 0
    #: The declared play a `Duration.PLAY` effect lasts for (`engine.plays`); 0 otherwise.
    play: int = 0

    def fixed_targets(self) -> list[Card] | None:
        """The specific cards this effect names, or None for a predicate match (or none).
        Asked for every candidate effect of every stat read: plain tests, no ABC check."""
        match = self.match
        if match is None or callable(match):
            return None
        if isinstance(match, Card):
            return [match]
        return list(match)

    def describe(self) -> str:
        return ", ".join(spec.describe() for spec in self.specs)


class EffectLookup:
    """Holds lasting effects and answers which effects are in force on a card."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._lasting: list[Effect] = []
        self._evaluating: set[int] = set()
        self._clock = 0
        self._version = 0
        self._index_cache: EffectIndex | None = None
        #: The `_version` the index was built at: one comparison per read, the index being
        #: asked for hundreds of thousands of times a game (`_index`).
        self._index_version = -1
        self._memo: dict[tuple[object, ...], object] | None = None
        #: The day whose Nightfall has begun (its "until Nightfall" effects are over).
        self.nightfall_day = 0

    @property
    def lasting(self) -> list[Effect]:
        """The lasting effects in force, oldest first. Read only: `add_lasting` adds one and
        assigning the list replaces them, each telling the index (`_version`)."""
        return self._lasting

    @lasting.setter
    def lasting(self, effects: list[Effect]) -> None:
        self._lasting = effects
        self._version += 1

    def changed(self) -> None:
        """Something the effect index is built from has changed: which cards are in play or
        their order, an attachment's parent, a lasting effect's targets. The game calls this;
        conditions, matches and amounts are never cached, so nothing else needs it."""
        self._version += 1

    # -- registration ---------------------------------------------------------------
    def next_timestamp(self) -> int:
        self._clock += 1
        return self._clock

    def add_lasting(self, effect: Effect) -> Effect:
        effect.timestamp = self.next_timestamp()
        effect.day = self.game.day
        made_by = current(self.game)
        if not effect.ability_type and made_by is not None and made_by.player is not None:
            effect.ability_type = ability_type(self.game, made_by.play_type)
        if effect.duration is Duration.PHASE and effect.phase is not None:
            check_phase(effect.phase)
            over_today = phase_order(effect.phase) < phase_order(self.game.phase)
            effect.until_day = self.game.day + over_today
        elif effect.duration is Duration.NEXT_TURN and effect.phase is not None:
            check_phase(effect.phase)
            effect.until_day = self.game.day + 1
        studs_before = self._studs() if _makes_studs(effect) else None
        self._lasting.append(effect)
        self._version += 1
        if studs_before is not None:
            self._announce_new_studs(studs_before)
        return effect

    def _studs(self) -> set[int]:
        return {id(card) for card in self.game.cards_in_play() if card.is_dude and card.shooter == "stud"}

    def _announce_new_studs(self, before: set[int]) -> None:
        """ "After an opposing dude becomes a stud" (Intercession): a dude a lasting effect
        just made a stud, who was none before, is announced (`onDudeBecomesStud`)."""
        for card in self.game.cards_in_play():
            if card.is_dude and id(card) not in before and card.shooter == "stud":
                self.game.emit("onDudeBecomesStud", card=card)

    # -- reads while nothing changes --------------------------------------------------
    def frozen(self) -> Frozen:
        """A stretch in which the board does not change (listing a decision's legal
        options, which only asks questions): top-level reads are remembered until it ends.
        A read made while an effect's condition is being evaluated is never remembered,
        since it does not see that effect (`_guarded`)."""
        return Frozen(self)

    @property
    def memo_open(self) -> bool:
        """Whether reads are being remembered now (inside `frozen`, outside conditions)."""
        return self._memo is not None and not self._evaluating

    def remembered(self, key: tuple[object, ...], compute: Callable[[], T]) -> T:
        """`compute()`, remembered under `key` inside a `frozen` stretch. A read made while
        effects' conditions are being evaluated does not see those effects (`_guarded`), so
        it is remembered apart, under the effects it cannot see (`memo_key`): a deed's
        controller asked for each dude's influence is worked out once, not once a dude."""
        memo = self._memo
        if memo is None:
            return compute()
        if self._evaluating:
            key = self.memo_key(key)
        if key in memo:
            return memo[key]  # type: ignore[return-value]
        value = memo[key] = compute()
        return value

    def memo_key(self, key: tuple[object, ...]) -> tuple[object, ...]:
        """The key a read is remembered under while the effects of `_evaluating` are being
        evaluated: what the board answers then is the answer without them."""
        return (key, frozenset(self._evaluating))

    # -- which effects apply --------------------------------------------------------
    def _index(self) -> EffectIndex:
        """The effects that could be in force, indexed by what they apply to; rebuilt only
        when the cards in play, their order, a parent or the lasting effects change."""
        index = self._index_cache
        if index is not None and self._index_version == self._version:
            return index
        index = EffectIndex(self.game.cards_in_play(), self._lasting)
        self._index_cache, self._index_version = index, self._version
        return index

    def _is_blank(self, card: Card) -> bool:
        """Blanking comes from lasting effects, and from an attachment's unconditional
        "this dude loses all ... traits, and abilities" (Curse of Failure) unless the
        attachment is itself blanked by a lasting effect: the check never recurses further.
        A card printed "cannot have traits removed" (Agent Provocateur) is never blank."""
        if printed(card, TRAITS_CANNOT_BE_REMOVED):
            return False
        index = self._index()
        if self._blanked_by(index.blankers, card):
            return True
        if not index.attached_blankers:
            return False
        live = [e for e in index.attached_blankers if not self._blanked_by(index.blankers, e.source)]
        return self._blanked_by(live, card)

    def _blanked_by(self, blankers: list[Effect], card: Card) -> bool:
        for effect in blankers:
            if self._matches(effect, card):
                if self.game.tracing:
                    self.trace_applied(effect)
                return True
        return False

    def _in_force(self, effect: Effect, index: EffectIndex) -> bool:
        """A candidate is in force unless its source is blank (a persistent effect) or its
        condition does not hold, nor while it waits for its card to be chosen as shooter,
        nor outside the one shootout round it is limited to."""
        if effect.waits_for_shooter:
            return False
        if effect.in_round and (self.game.shootout is None or self.game.shootout.round != effect.in_round):
            return False
        if (
            (index.blankers or index.attached_blankers)
            and id(effect) in index.persistent
            and self._is_blank(effect.source)
        ):
            return False
        if (
            index.trait_losers
            and id(effect) in index.persistent
            and not printed(effect.source, TRAITS_CANNOT_BE_REMOVED)
            and self._blanked_by(index.trait_losers, effect.source)
        ):
            return False
        return effect.condition is None or self._guarded(effect, effect.condition)

    def active(self) -> Iterator[Effect]:
        """Every effect currently in force, oldest first."""
        index = self._index()
        for effect in index.ordered:
            if self._in_force(effect, index):
                yield effect

    def _guarded(self, effect: Effect, check: Callable[[], bool]) -> bool:
        """Evaluate a condition; an effect never sees itself while being evaluated."""
        key = id(effect)
        if key in self._evaluating:
            return False
        self._evaluating.add(key)
        try:
            return bool(check())
        finally:
            self._evaluating.discard(key)

    def _owner(self, effect: Effect) -> Player:
        """Whose "your" an effect means: the ability's player, else the source's controller."""
        if effect.player is not None:
            return effect.player
        source = effect.source
        if source.is_deed and source.in_play:
            key = id(effect)
            if key in self._evaluating:
                return source.owner
            self._evaluating.add(key)
            try:
                return self.game.controller_of(source)
            finally:
                self._evaluating.discard(key)
        return self.game.controller_of(source)

    def _controller_ok(self, effect: Effect, controller: Player) -> bool:
        owner = self._owner(effect)
        if effect.target_controller == "current":
            return controller is owner
        if effect.target_controller == "opponent":
            return controller is not owner
        return True

    def _matches(self, effect: Effect, card: Card) -> bool:
        if effect.targets_players:
            return False
        if effect.while_attached:
            return card is effect.source.parent
        match = effect.match
        if match is None:
            return card is effect.source
        fixed = effect.fixed_targets()
        if fixed is not None:
            if not any(card is target for target in fixed):
                return False
            check = effect.card_condition
            return check is None or self._guarded(effect, lambda: check(card))
        if not card.in_play or not self._controller_ok(effect, card.controller):
            return False
        assert callable(match)
        predicate = match
        return self._guarded(effect, lambda: predicate(card))

    def has_permanent_bonus(self, card: Card, stat: str) -> bool:
        """Whether a permanent lasting effect raises `card`'s `stat` ("if they do not already
        have a permanent bullet bonus", §8.3): a printed stat is no such bonus."""
        return any(
            effect.duration is Duration.PERMANENT
            and any(spec.kind == "modify" and spec.stat == stat and spec.amount > 0 for spec in effect.specs)
            for effect in self.effects_on(card)
        )

    def end_lasting(self, source: Card, spec: EffectSpec) -> None:
        """The lasting effects `source` gave with `spec` end now: an effect whose text is
        done before its duration is ("the next time you win a shootout there, ...")."""
        self.lasting = [e for e in self.lasting if not (e.source is source and spec in e.specs)]

    def effects_on(self, card: Card) -> list[Effect]:
        """The effects in force on `card`, oldest first: only the candidates the index
        files under this card, plus every predicate match, are looked at."""
        index = self._index()
        found = [e for e in index.candidates(card) if self._in_force(e, index) and self._matches(e, card)]
        if self.game.tracing:
            for effect in found:
                self.trace_applied(effect)
        return found

    def _effects_about(self, card: Card, name: str) -> list[Effect]:
        """The effects in force on `card` that have a spec about `name` (a stat or a flag):
        `effects_on` without deciding the conditions and matches of effects that could not
        change the answer. Those decisions are what costs (a deed-sourced effect's "your"
        asks who controls the deed, §4.3), and they change nothing, so only a traced game,
        which reports every effect that applies (C4), still decides them all."""
        if self.game.tracing:
            return self.effects_on(card)
        index = self._index()
        candidates = index.candidates(card)
        if not candidates:
            return []  # most cards: nothing is about them at all
        about = index.about
        return [
            e
            for e in candidates
            if name in about[id(e)] and self._in_force(e, index) and self._matches(e, card)
        ]

    def trace_applied(self, effect: Effect) -> None:
        """Report an effect that applies to a card (C4): its types, its duration and, for
        a persistent effect, the card whose trait text it is."""
        for spec in effect.specs:
            self.game.trace_item("effect", effect_type(spec))
        self.game.trace_item("duration", str(effect.duration))
        if effect.duration is Duration.PERSISTENT:
            self.game.trace_item("trait", effect.source.data.code)

    def _opponents_of_givers(self, card: Card, flag: str) -> tuple[Player, ...]:
        """The players whose effects a flag of `card` sets aside: "Target dude ignores all
        bullet modifiers from opponents' actions and abilities" (The Mixer), "cannot have
        their bullets reduced or changed to a draw by other players' card effects" (Onward
        Christian Soldiers) name the opponents of whoever gave the flag, read whenever the
        stat is (effects made before it, too)."""
        users = self.flag_givers(card, flag)
        return tuple(p for p in self.game.players if any(p is not user for user in users))

    def flag_givers(self, card: Card, flag: str) -> list[Player]:
        """Whose effects give `card` the flag (the ability's player, else the source's
        controller): for flags that speak of "you" ("you gain the production of the deed"),
        "opponents'"), oldest first."""
        return [giver for giver, _source in self.flag_sources(card, flag)]

    def flag_sources(self, card: Card, flag: str) -> list[tuple[Player, Card]]:
        """`flag_givers` with each effect's source: for flags that speak of the card giving
        them too ("as if Marcia were at that location", `engine.standing`)."""
        if not self.could_have_flag(flag):
            return []
        return [
            (self._owner(effect), effect.source)
            for effect in self._effects_about(card, flag)
            if any(spec.kind == "flag" and spec.stat == flag for spec in effect.specs)
        ]

    def could_have_flag(self, flag: str) -> bool:
        """Whether any effect in the game carries `flag` at all: a cheap test that spares
        evaluating every effect's condition for the many flags nothing grants."""
        return flag in self._index().flags

    def has_flag(self, card: Card, flag: str) -> bool:
        # Most flags are carried by no effect in the game: answered before the memo is asked.
        if flag not in self._index().flags and flag != "blank":
            return False
        # `remembered`, spelt out, as for `stat`.
        memo = self._memo
        if memo is None:
            return self._has_flag(card, flag)
        key: tuple[object, ...] = (id(card), "flag", flag)
        if self._evaluating:
            key = self.memo_key(key)
        value = memo.get(key)
        if value is None:
            value = memo[key] = self._has_flag(card, flag)
        return value  # type: ignore[return-value]

    def _has_flag(self, card: Card, flag: str) -> bool:
        if flag == "blank":
            return self._is_blank(card)
        if not self.could_have_flag(flag):
            return False
        return any(
            spec.kind == "flag" and spec.stat == flag
            for effect in self._effects_about(card, flag)
            for spec in effect.specs
        )

    def chosen_as_shooter(self, dude: Card) -> None:
        """`dude` is picked as a shooter: the effects waiting for it apply from now on."""
        waiting = [e for e in self._lasting if e.waits_for_shooter and dude in (e.fixed_targets() or [])]
        for effect in waiting:
            effect.waits_for_shooter = False
        if waiting:
            self.changed()

    def player_amount(
        self, player: Player, stat: str, counted: Callable[[Effect], bool] | None = None
    ) -> int:
        """The sum of the player effects on `player` for `stat` in force now; `counted`
        leaves out the effects it rejects (one an ability of a locked type made,
        `engine.type_locks`)."""
        return sum(self._player_amounts(player, stat, counted))

    def player_limit(self, player: Player, stat: str) -> int | None:
        """The tightest "limited to N" in force on `player` for `stat` ("each player's
        influence total at each location is limited to 5"), None while there is none."""
        return min(self._player_amounts(player, stat), default=None)

    def _player_amounts(
        self, player: Player, stat: str, counted: Callable[[Effect], bool] | None = None
    ) -> list[int]:
        """The amounts of the player effects on `player` for `stat` in force now."""
        amounts: list[int] = []
        index = self._index()
        tracing = self.game.tracing
        for effect in index.players:
            if not self._in_force(effect, index):
                continue
            about = any(s.kind == "player" and s.stat == stat for s in effect.specs)
            if not tracing and not about:
                # Whose effect it is can ask who controls a deed, which can ask this again
                # (an influence limit): only an effect about `stat` needs its owner.
                continue
            owner = self._owner(effect)
            applies = (
                effect.target_controller == "any"
                or (effect.target_controller == "current" and player is owner)
                or (effect.target_controller == "opponent" and player is not owner)
            )
            if applies and about and counted is not None and not counted(effect):
                continue
            if applies:
                amounts.extend(
                    s.value_for_player(player) for s in effect.specs if s.kind == "player" and s.stat == stat
                )
                if self.game.tracing:
                    self.trace_applied(effect)
        return amounts


class Frozen:
    """`EffectEngine.frozen` as a plain context manager (entered at every decision, so
    without the generator `contextmanager` would make): the outermost stretch opens the
    memo and closes it, an inner one joins it."""

    __slots__ = ("_engine", "_outermost")

    def __init__(self, engine: EffectLookup) -> None:
        self._engine = engine
        self._outermost = False

    def __enter__(self) -> None:
        engine = self._engine
        if engine._memo is None:
            engine._memo = {}
            self._outermost = True

    def __exit__(self, *exc: object) -> None:
        if self._outermost:
            self._engine._memo = None
