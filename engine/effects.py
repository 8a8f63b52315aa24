"""The effect engine (contract C5, rules digest §8.3).

Two kinds of effect share one engine:

* *persistent* effects belong to a card in play (a trait, a while-attached bonus, a
  goods' printed bullet bonus). They apply while the source is in play and not blank,
  and vanish with it.
* *lasting* effects are created by an ability and last for a `Duration`. They survive
  their source leaving play (§13.1) and are removed when the duration ends.

Stats are computed on read: the printed value, replaced by the latest `set` effect
("equal to"), plus the sum of every modifier whatever its timestamp, then the clamp of
§1.3. No stat is cached, so a stat always
reflects the current board, and an effect cannot outlive its source or its duration
without the invariant checks in `EffectEngine.check_invariants` noticing. What is cached
is only *which* effects could apply to a card (`_EffectIndex`): it is rebuilt whenever the
cards in play, their order, an attachment's parent or the lasting effects change, while
conditions and matches are still decided at every read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from enum import StrEnum
from typing import TYPE_CHECKING, TypeVar

from engine.card_effects import FLAGS as CARD_EFFECT_FLAGS
from engine.card_effects import current
from engine.protection import (
    BULLETS_NOT_LOWERED_BY_OPPONENTS,
    IGNORES_OPPONENTS_BULLETS,
    NOT_DRAW_BY_OPPONENTS,
    SPARED,
    stat_kept_flag,
)
from engine.protection import FLAGS as PROTECTION_FLAGS
from engine.restrictions import FLAGS as RESTRICTION_FLAGS
from engine.restrictions import TRAITS_CANNOT_BE_REMOVED, printed
from engine.standing import STANDS_IN_FOR_GIVER
from engine.type_locks import STATS as LOCK_STATS
from engine.type_locks import ability_type

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: Stats that never read below 0 (§1.3); value reads 1..13.
_FLOOR_ZERO = ("bullets", "influence", "control", "production", "upkeep", "cost", "kung fu")
#: Printed "This dude loses all keywords" (Curse of Failure): his printed and granted
#: keywords are gone while it lasts, and with them the skills and the Kung Fu rating they
#: print (§1.2, §1.3).
LOSES_ALL_KEYWORDS = "loses all keywords"
#: Printed "All Weapons lose their ... traits" (As Nature and God Intended): the card's
#: persistent effects (its traits, a bonus it gives the dude it is attached to) and its
#: trait reactions stop while it lasts; its actions and Reacts stay (unlike "blank").
LOSES_TRAITS = "loses its traits"
#: Printed "All Weapons lose their ... Shootout abilities": the card's abilities played in
#: a shootout's play windows ("Shootout:", "Noon/Shootout:") are refused while it lasts;
#: its Resolution and Cheatin' Resolution abilities and Reacts stay.
LOSES_SHOOTOUT_ABILITIES = "loses its shootout abilities"

Amount = Callable[["Card"], int]
T = TypeVar("T")


#: The phases of a day in order; "setup" comes before the first day's gambling.
DAY_PHASES = ("setup", "gambling", "upkeep", "high noon", "sundown")


def _phase_order(phase: str) -> int:
    return DAY_PHASES.index(phase) if phase in DAY_PHASES else len(DAY_PHASES)


def check_phase(phase: str) -> None:
    """An effect "until the end of phase X" needs an X the day has, or it would never end."""
    if phase not in DAY_PHASES[1:]:
        raise ValueError(f"'{phase}' is not a phase of the day: use one of {', '.join(DAY_PHASES[1:])}")


class Duration(StrEnum):
    """How long a lasting effect lives (§8.3)."""

    SHOOTOUT_ROUND = "end of shootout round"
    SHOOTOUT = "end of shootout"
    REACT = "end of shootout or phase"
    PHASE = "end of phase"
    DAY = "end of day"
    #: "Until Nightfall" (Weird West Edition): the end of Sundown's victory check, when
    #: Nightfall begins (§3.4), so it still counts in the check.
    NIGHTFALL = "nightfall"
    PERMANENT = "permanent"
    #: "until Noon next turn": through the rest of today and tomorrow's earlier phases,
    #: ending as tomorrow's `phase` starts (§8.3).
    NEXT_TURN = "a phase starts next turn"
    #: "while he stays at that deed": until the affected card moves or leaves play.
    STAYS = "it moves"
    #: "until he leaves that deed or the end of the turn (whichever occurs first)": the
    #: STAYS effect that also ends with the day (§8.3; "until end of turn" ends in Sundown).
    STAYS_TODAY = "it moves or the day ends"
    PERSISTENT = "while in play"
    #: "For the duration of that play" (Johnny Brocklehurst): until the play it was made
    #: for has resolved (`engine.plays`, `Effect.play`).
    PLAY = "that play resolves"
    #: "Until after posses are formed" (Enrique Dos Santos): until both posses of the next
    #: shootout are formed (`engine.shootout.fight`, before `onPossesFormed`); should no
    #: shootout come of it, with the phase.
    POSSES_FORMED = "posses are formed"


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One entry of the effect catalogue: what an effect does to what it matches.

    `kind` is "modify" (add `amount`, or `dynamic(card)`), "set" (replace the stat),
    "strip" (the modifiers made before it go, but those from the card's attached Weapons),
    "fix" (the stat is exactly `amount` whatever modifies it: "reduce to a zero draw"),
    "max" (the stat reads at most `amount`, after every change: "a maximum bullet rating of 4"),
    "floor" (the stat never reads below `amount`: "cannot have less than 2 bullets"),
    "flag" (a named yes/no property such as "stud" or "cannot be called out") or
    "player" (a player-level amount such as extra hand size).
    """

    kind: str
    stat: str = ""
    amount: int = 0
    dynamic: Amount | None = field(default=None, compare=False)
    #: A player effect whose amount depends on the player it is read for ("the player
    #: with the most Horses in their posse gains +1 hand rank"): read at each use.
    per_player: Callable[[Player], int] | None = field(default=None, compare=False)

    def value_for(self, card: Card) -> int:
        return self.dynamic(card) if self.dynamic is not None else self.amount

    def value_for_player(self, player: Player) -> int:
        return self.per_player(player) if self.per_player is not None else self.amount

    def describe(self) -> str:
        """The board notation of this spec: "bullets +2", "influence = 0", "stud"."""
        if self.kind == "flag":
            return self.stat
        fixed = self.dynamic is None and self.per_player is None
        amount = f"{self.amount:+d}" if fixed else "X"
        if self.kind == "set":
            return f"{self.stat} = {amount.lstrip('+')}"
        if self.kind == "fix":
            return f"{self.stat} fixed at {amount.lstrip('+')}"
        if self.kind == "max":
            return f"{self.stat} at most {amount.lstrip('+')}"
        if self.kind == "floor":
            return f"{self.stat} at least {amount.lstrip('+')}"
        if self.kind == "player":
            return f"player {self.stat} {amount}"
        if self.kind == "strip":
            return f"{self.stat} modifiers removed but Weapons'"
        return f"{self.stat} {amount}"


#: A flag on a card in play that leaves it there only as long as the effect lasts: when
#: the effect ends the card is discarded (a Tao technique on its dude, §7.4).
DISCARD_AT_EXPIRY = EffectSpec("flag", "discard at expiry")

#: What ended, in words, for the log line of a card discarded at expiry.
_ENDS = {
    Duration.SHOOTOUT_ROUND: "the shootout round ends",
    Duration.SHOOTOUT: "the shootout ends",
    Duration.PHASE: "the phase ends",
    Duration.DAY: "the day ends",
    Duration.NIGHTFALL: "Nightfall begins",
    Duration.NEXT_TURN: "the phase starts",
    Duration.POSSES_FORMED: "the posses are formed",
}


def _ending(effect: Effect) -> str:
    """What ended, in words; a react's effect ends with its shootout, else its phase."""
    if effect.duration is Duration.REACT:
        return "the shootout ends" if effect.in_shootout else "the phase ends"
    return _ENDS.get(effect.duration, str(effect.duration))


def _goods_of(source: Card, dude: Card) -> bool:
    """Whether `source` is a goods attached to `dude` ("except by his attached goods")."""
    return source.parent is dude and source.type == "goods"


def _weapon_of(source: Card, dude: Card) -> bool:
    """Whether `source` is a Weapon attached to `dude` ("except from their attached Weapons")."""
    return source.parent is dude and source.has_keyword("Weapon")


def _makes_studs(effect: Effect) -> bool:
    return any(spec.kind == "flag" and spec.stat == "stud" for spec in effect.specs)


def effect_type(spec: EffectSpec) -> str:
    """The catalogue type of an effect, as the rules ledger counts it: the kind and the
    stat without its detail ("modify bullets", "flag stud", "modify skill")."""
    return f"{spec.kind} {spec.stat.split(':')[0]}".rstrip("0123456789 ")


_STRIP = re.compile(r"^(?P<stat>\S+) modifiers removed but Weapons'$")
_PLAYER = re.compile(r"^player (?P<stat>\S+) (?P<amount>[+-]?\d+)$")
_SET = re.compile(r"^(?P<stat>.+?) = (?P<amount>-?\d+)$")
_FIX = re.compile(r"^(?P<stat>.+?) fixed at (?P<amount>-?\d+)$")
_MAX = re.compile(r"^(?P<stat>.+?) at most (?P<amount>-?\d+)$")
_FLOOR = re.compile(r"^(?P<stat>.+?) at least (?P<amount>\d+)$")
#: The Kung Fu rating as a stat effects modify ("They gain +2 Kung Fu", Jade King Stance):
#: only a dude printed with Kung Fu has one (§1.3, `engine.kung_fu.kung_fu_rating`).
KUNG_FU = "kung fu"
_MODIFY = re.compile(r"^(?P<stat>.+?) (?P<amount>[+-]\d+)$")


#: "You gain the production of the deed this turn and other players do not" (Natalya):
#: the deed produces for whoever gave the flag (`engine.phases.upkeep`).
PRODUCES_FOR_GIVER = "produces for the player who gave this"
#: "+5 value for the purpose of opposing card effects" (Tusk): a value bonus only the card
#: effects of the card's opponents read (`EffectEngine.value_against`); printed as 0.
OPPOSING_VALUE = "value against opponents"
#: "+1 influence for controlling deeds" (Swagger): influence only a deed's control counts
#: (`engine.locations`, §4.3); the victory check and every other reader ignore it. Printed 0.
CONTROL_INFLUENCE = "influence for controlling deeds"
#: Printed "That dude is considered to have a minimum grit of 11 for your card effects"
#: (Lorena Corbett): a flag with an amount, read only by the card effects of the player who
#: gave it (`Effects.grit_against`); the dude's grit for anyone else is unchanged.
MINIMUM_GRIT_FOR_GIVER = re.compile(r"^minimum grit (?P<amount>\d+) for its giver's card effects$")


def minimum_grit_flag(amount: int) -> str:
    """The flag of "a minimum grit of `amount` for your card effects" (`MINIMUM_GRIT_FOR_GIVER`)."""
    return f"minimum grit {amount} for its giver's card effects"


#: Stats a card's "modify"/"set" effect may change; a skill is "skill:<name>".
CARD_STATS = (
    "bullets",
    "influence",
    "value",
    "control",
    "production",
    "upkeep",
    "cost",
    OPPOSING_VALUE,
    CONTROL_INFLUENCE,
    KUNG_FU,
)
SKILLS = ("huckster", "blessed", "shaman", "mad scientist")
#: Player-level amounts ("player hand_size +1"); the `attach_*` ones are permissions
#: (Concealed Weapons), in force while above 0.
PLAYER_STATS = (
    "hand_size",
    "sundown_discard",
    "extra_casualties",
    "round_casualties",
    "cheatin_casualties",
    "casualty_reduction",
    "cheatin_protected",
    "second_cheatin_against",
    "attach_anywhere",
    "attach_in_shootouts",
    "redraw_extra",
    "ghost_rock_cannot_be_taken",
    "draws_by_influence",
    "hand_rank",
    SPARED,
    "keeps_draw_hand_card",
    "posses_held",
    "posses_sealed",
    "influence_limit_per_location",
    *LOCK_STATS,
    "stud_bonus",
    "draw_bonus",
    "control_points",
    "shooter_highest_grit",
    "discard_pile_locked",
    "discards_hand_at_sundown",
    "cheatin_resolution_action_cost",
)
#: "You gain the production of the deed this turn and other players do not" (Natalya):
#: the deed produces for whoever gave the flag (`engine.phases.upkeep`).
PRODUCES_FOR_GIVER = "produces for the player who gave this"
#: "You may use abilities on adjacent deeds as if you controlled them" (Marcia Ridge), on
#: the deed: whoever gave the flag may use its actions too (`engine.abilities.ability_users`).
USABLE_BY_GIVER = "its abilities are usable by the player who gave this"
#: "At sundown, that dude does not unboot unless their controller pays 1 ghost rock"
#: (Lethargy): at Nightfall's unbooting the card's controller may pay 1 ghost rock to unboot
#: it; otherwise it stays booted (`engine.phases.sundown`).
UNBOOTS_FOR_1_GHOST_ROCK = "does not unboot at nightfall unless its controller pays 1 ghost rock"
#: "QUATERMAN PRIME'S bullets cannot be modified except by his attached goods" (§1.3): read
#: with his bullets, every effect on them whose source is not a goods attached to him is
#: left out, made before or after, and only his attached goods' bullets add.
BULLETS_ONLY_BY_ATTACHED_GOODS = "bullets modified only by attached goods"
#: The yes/no properties the engine reads (`has_flag`, `shooter`); a card script may add
#: its own through `CardScript.flags`. tests/test_bad_boards.py keeps this list in step
#: with the engine's `has_flag` calls.
ENGINE_FLAGS = (
    "stud",
    "draw",
    "blank",
    "cannot become a draw",
    "joins without booting",
    "moves home to out of town without booting",
    "cannot invent gadgets",
    "joins from adjacent without moving or booting",
    "may not boot to join a posse",
    "cannot join posse",
    "cannot join the leader's posse",
    "cannot make call outs",
    BULLETS_ONLY_BY_ATTACHED_GOODS,
    "other dudes cannot join its posse",
    "gains no breakin' and enterin' bounty",
    "does not return after job",
    "cannot be called out",
    "can be called out at home",
    "cannot refuse call outs",
    "refuses call outs without going home",
    "cannot refuse call outs from dudes without bounty",
    "wanted dudes cannot refuse its call outs",
    "dudes with less bounty cannot refuse its call outs",
    "its call outs cannot be refused",
    "its ghost rock pays for shootout abilities",
    "its ghost rock pays for action cards and gadget abilities in shootouts",
    "cannot be chosen by opponents",
    "cannot be picked as shooter",
    "cannot flee",
    "cannot be a casualty",
    "must be selected as the first casualty",
    "does not contribute to draw hands",
    "gives its posse +1 stud bonus",
    "gives its posse +1 draw bonus",
    "gives the opposing posse +1 bonus of its bullet type",
    "does not contribute to draw hands unless the shooter",
    "control by bullets",
    "does not unboot at nightfall",
    UNBOOTS_FOR_1_GHOST_ROCK,
    "invents without booting",
    "invented without booting",
    "discard at expiry",
    "cannot use abilities",
    IGNORES_OPPONENTS_BULLETS,
    PRODUCES_FOR_GIVER,
    USABLE_BY_GIVER,
    STANDS_IN_FOR_GIVER,
    "cannot be traded",
    LOSES_ALL_KEYWORDS,
    LOSES_TRAITS,
    LOSES_SHOOTOUT_ABILITIES,
    "fights for another player this shootout",
    "cannot move",
    *PROTECTION_FLAGS,
    *CARD_EFFECT_FLAGS,
    *RESTRICTION_FLAGS,
)
#: Flags with a detail: a gained skill or keyword, a bounty floor, a casualty value, an
#: inventing skill or bonus, a casting bonus, one printed ability that cannot be used, the
#: skill a dude checks a deed's control with (`control_by_skill`).
_FLAG_FAMILIES = re.compile(
    r"^(skill:("
    + "|".join(SKILLS)
    + r")|keyword:[a-z][a-z -]*|bounty at least \d+|bounty pays \d+ extra|aced covers \d+ more"
    r"|invents [a-z/ -]+ gadgets (with [a-z ]+|\d+ higher)|casts [a-z/ -]+ spells (with [a-z ]+|\d+ higher)"
    r"|cannot use ability \d+|[a-z]+ not lowered by other players' abilities"
    r"|has not moved since .+ was used|minimum grit \d+ for its giver's card effects"
    r"|control by (" + "|".join(SKILLS) + r") skill)$"
)
#: The largest amount a board's effect may carry (an effect "+99" already means "no limit").
MAX_AMOUNT = 999


def spec_problem(spec: EffectSpec, flags: Sequence[str] = ()) -> str | None:
    """Why `spec` is not an effect the engine knows (None if it is): a board may only
    hold effects some rule or card reads, or a typo would sit there doing nothing."""
    if abs(spec.amount) > MAX_AMOUNT:
        return f"the amount {spec.amount:+d} is out of range: at most {MAX_AMOUNT} either way"
    if spec.kind == "flag":
        if spec.stat in ENGINE_FLAGS or spec.stat in flags or _FLAG_FAMILIES.match(spec.stat):
            return None
        known = [
            *ENGINE_FLAGS,
            *flags,
            "skill:<skill>",
            "keyword:<keyword>",
            "bounty at least <n>",
            "bounty pays <n> extra",
            "aced covers <n> more",
            "invents <keyword> gadgets with <skill>",
            "invents <keyword> gadgets <n> higher",
            "cannot use ability <n>",
        ]
        close = get_close_matches(spec.stat, known, n=1)
        hint = f"Did you mean '{close[0]}'?" if close else f"Known flags: {', '.join(known)}"
        return (
            f"unknown effect '{spec.stat}'. {hint} (or a change such as 'bullets +1', 'influence = 0', "
            "'player hand_size +1')"
        )
    stats = PLAYER_STATS if spec.kind == "player" else (*CARD_STATS, *(f"skill:{s}" for s in SKILLS))
    if spec.stat in stats:
        return None
    close = get_close_matches(spec.stat, stats, n=1)
    hint = f"Did you mean '{close[0]}'?" if close else f"Use one of: {', '.join(stats)}"
    what = "player amount" if spec.kind == "player" else "stat"
    return f"unknown {what} '{spec.stat}'. {hint}"


def parse_spec(text: str) -> EffectSpec:
    """Read a spec back from `describe()` notation (boards store lasting effects so).

    The amount is split off the right-hand end, so two-word stats such as
    "skill:mad scientist +2" read back as they were written.
    """
    text = text.strip()
    if not text:
        raise ValueError("an effect needs a description such as 'bullets +2' or 'stud'")
    if m := _STRIP.match(text):
        return EffectSpec("strip", m["stat"])
    if m := _PLAYER.match(text):
        return EffectSpec("player", m["stat"], int(m["amount"]))
    if m := _SET.match(text):
        return EffectSpec("set", m["stat"], int(m["amount"]))
    if m := _FIX.match(text):
        return EffectSpec("fix", m["stat"], int(m["amount"]))
    if m := _MAX.match(text):
        return EffectSpec("max", m["stat"], int(m["amount"]))
    if (m := _FLOOR.match(text)) and m["stat"] in CARD_STATS:  # "bounty at least 1" is a flag
        return EffectSpec("floor", m["stat"], int(m["amount"]))
    if m := _MODIFY.match(text):
        return EffectSpec("modify", m["stat"], int(m["amount"]))
    return EffectSpec("flag", text)


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
        """The specific cards this effect names, or None for a predicate match."""
        from engine.model import Card

        if isinstance(self.match, Card):
            return [self.match]
        if isinstance(self.match, Sequence):
            return list(self.match)
        return None

    def describe(self) -> str:
        return ", ".join(spec.describe() for spec in self.specs)


def _is_melee_weapon(card: Card) -> bool:
    return card.has_keyword("Melee") and card.has_keyword("Weapon")


class EffectEngine:
    """Holds lasting effects and answers every stat question about a card."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._lasting: list[Effect] = []
        self._evaluating: set[int] = set()
        self._clock = 0
        self._version = 0
        self._index_cache: _EffectIndex | None = None
        self._index_key: tuple[int, int, int] = (-1, 0, 0)
        self._memo: dict[tuple[object, ...], object] | None = None
        #: The day whose Nightfall has begun (its "until Nightfall" effects are over).
        self.nightfall_day = 0

    @property
    def lasting(self) -> list[Effect]:
        """The lasting effects in force, oldest first."""
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
            over_today = _phase_order(effect.phase) < _phase_order(self.game.phase)
            effect.until_day = self.game.day + over_today
        elif effect.duration is Duration.NEXT_TURN and effect.phase is not None:
            check_phase(effect.phase)
            effect.until_day = self.game.day + 1
        studs_before = self._studs() if _makes_studs(effect) else None
        self.lasting.append(effect)
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
    def frozen(self) -> _Frozen:
        """A stretch in which the board does not change (listing a decision's legal
        options, which only asks questions): top-level reads are remembered until it ends.
        A read made while an effect's condition is being evaluated is never remembered,
        since it does not see that effect (`_guarded`)."""
        return _Frozen(self)

    @property
    def memo_open(self) -> bool:
        """Whether reads are being remembered now (inside `frozen`, outside conditions)."""
        return self._memo is not None and not self._evaluating

    def remembered(self, key: tuple[object, ...], compute: Callable[[], T]) -> T:
        """`compute()`, remembered under `key` inside a `frozen` stretch."""
        memo = self._memo
        if memo is None or self._evaluating:
            return compute()
        if key in memo:
            return memo[key]  # type: ignore[return-value]
        value = memo[key] = compute()
        return value

    # -- which effects apply --------------------------------------------------------
    def _index(self) -> _EffectIndex:
        """The effects that could be in force, indexed by what they apply to; rebuilt only
        when the cards in play, their order, a parent or the lasting effects change."""
        lasting = self._lasting
        index = self._index_cache
        if index is not None:
            version, lasting_id, size = self._index_key
            if version == self._version and lasting_id == id(lasting) and size == len(lasting):
                return index
        index = _EffectIndex(self.game.cards_in_play(), lasting)
        self._index_cache, self._index_key = index, (self._version, id(lasting), len(lasting))
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

    def _in_force(self, effect: Effect, index: _EffectIndex) -> bool:
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

    # -- stat reads -----------------------------------------------------------------
    def _printed(self, card: Card, stat: str) -> int:
        data = card.data
        if stat == "value":
            # A Kung Fu dude adds his Kung Fu rating, as modified ("+2 Kung Fu"), to his
            # value while in play (§1.3); none once he has lost his keywords.
            kung_fu = (
                self.stat(card, KUNG_FU) if card.is_dude and card.in_play and data.kung_fu is not None else 0
            )
            if kung_fu and self.has_flag(card, LOSES_ALL_KEYWORDS):
                kung_fu = 0
            return (data.value or 0) + kung_fu
        if stat == KUNG_FU:
            return data.kung_fu or 0
        if stat == "control":
            return data.control + card.control_tokens
        if stat == "bullets" and not card.is_dude:
            return data.bullet_bonus
        if stat == "upkeep" and card.is_dude:
            return data.upkeep + self._faction_upkeep(card)
        if stat.startswith("skill:"):
            return data.skills.get(stat[6:], 0)
        if stat in (OPPOSING_VALUE, CONTROL_INFLUENCE):
            return 0
        return int(getattr(data, stat))

    def _faction_upkeep(self, card: Card) -> int:
        """An off-faction, non-drifter dude's upkeep rises by its influence (§1.3)."""
        outfit = card.controller.outfit
        gangs = card.data.gangs or ((card.data.gang,) if card.data.gang else ())
        if outfit is None or not gangs or "neutral" in gangs or outfit.data.gang in gangs:
            return 0
        self.game.trace("economy.upkeep.faction")
        return card.influence

    def stat(self, card: Card, stat: str) -> int:
        # `remembered`, spelt out: a stat is read thousands of times a game.
        memo = self._memo
        if memo is None or self._evaluating:
            return self._stat(card, stat)
        key = (id(card), stat)
        value = memo.get(key)
        if value is None:
            value = memo[key] = self._stat(card, stat)
        return value  # type: ignore[return-value]

    def _stat(self, card: Card, stat: str) -> int:
        total = self._printed(card, stat)
        bonus = 0
        fixed: int | None = None
        ceiling: int | None = None  # "a maximum bullet rating of 4"
        floor: int | None = None
        bullets = stat == "bullets"
        ignored = self._opponents_of_givers(card, IGNORES_OPPONENTS_BULLETS) if bullets else ()
        unlowered = self._opponents_of_givers(card, BULLETS_NOT_LOWERED_BY_OPPONENTS) if bullets else ()
        kept = self._could_have_flag(stat_kept_flag(stat)) and self.has_flag(card, stat_kept_flag(stat))
        made: list[tuple[Card, int]] = []  # (source, amount) of each modifier, for a strip
        stripped = False
        goods_only = (
            bullets
            and self._could_have_flag(BULLETS_ONLY_BY_ATTACHED_GOODS)
            and self.has_flag(card, BULLETS_ONLY_BY_ATTACHED_GOODS)
        )
        for effect in self._effects_about(card, stat):
            if goods_only and not _goods_of(effect.source, card):
                self.game.trace("effect.only_attached_goods")
                continue
            owner = self._owner(effect) if ignored or unlowered else None
            if owner is not None and owner in ignored:
                continue
            others = kept and self._owner(effect) is not card.controller
            for spec in effect.specs:
                if spec.stat != stat:
                    continue
                amount = self._guarded_amount(effect, spec, card)
                if spec.kind == "set":
                    if owner is not None and owner in unlowered and amount < total:
                        continue  # "cannot have their bullets reduced": not below what he has
                    if others and amount < total:
                        self.game.trace("effect.not_reduced")
                        continue  # another player's "becomes N" may not lower it
                    total = amount  # the latest "equal to" wins; modifiers all still apply
                elif spec.kind == "modify":
                    if owner is not None and owner in unlowered and amount < 0:
                        continue
                    if others and amount < 0:
                        self.game.trace("effect.not_reduced")
                        continue  # "cannot be reduced by other players' abilities"
                    bonus += amount
                    made.append((effect.source, amount))
                elif spec.kind == "strip":
                    # "remove all bullet modifiers from that dude, except from their attached
                    # Weapons" (Remedy): those made before it go, newer ones apply (§8.3)
                    bonus, stripped = sum(a for source, a in made if _weapon_of(source, card)), True
                elif spec.kind == "fix":
                    # "reduce to a zero draw": what applied before (attachments too) is gone;
                    # effects newer than it still apply, in time order (§8.3)
                    total, bonus, fixed = amount, 0, amount
                elif spec.kind == "max":
                    ceiling = amount if ceiling is None else min(ceiling, amount)
                elif spec.kind == "floor":
                    # "cannot have less than N": whatever lowers it, before or after (§1.3)
                    floor = amount if floor is None else max(floor, amount)
        if stat == "bullets" and card.is_dude and fixed is None:
            bonus += sum(
                a.bullets
                for a in card.attachments
                if not self._is_blank(a)
                and (not stripped or _weapon_of(a, card))
                and (not goods_only or a.type == "goods")
            )
        if stat == "influence" and card.is_dude and fixed is None:
            bonus += sum(a.data.influence for a in card.attachments if not self._is_blank(a))
        result = total + bonus
        if ceiling is not None:
            result = min(result, ceiling)
        if floor is not None and result < floor:
            self.game.trace("effect.at_least")
            result = floor
        if stat == "bullets" and not card.is_dude and self.melee_outgunned(card):
            return 0  # the weapon provides +0 bullets (§1.4 Melee, §13.18)
        if stat == "value":
            return max(1, min(13, result)) if card.data.value is not None else 0
        if stat in _FLOOR_ZERO:
            return max(0, result)
        return result

    def value_against(self, card: Card, reader: Player) -> int:
        """`card`'s value as a card effect of `reader` reads it: its value, plus its value
        "for the purpose of opposing card effects" when `reader` is not its controller (§1.3:
        still 1..13)."""
        value = self.stat(card, "value")
        if reader is card.controller or card.data.value is None:
            return value
        bonus = self.stat(card, OPPOSING_VALUE)
        if bonus:
            self.game.trace("effect.opposing_value")
        return max(1, min(13, value + bonus))

    def grit_against(self, card: Card, reader: Player) -> int:
        """`card`'s grit as a card effect of `reader` reads it (§1.3: value + bullets +
        influence), raised to the highest "minimum grit of N for your card effects" that an
        effect of `reader` gives it; another player's such effect does not count for `reader`."""
        grit = card.grit
        minimums = [
            int(found["amount"])
            for flag in self._index().flags
            if (found := MINIMUM_GRIT_FOR_GIVER.match(flag)) is not None
            for giver, _source in self.flag_sources(card, flag)
            if giver is reader
        ]
        if minimums and max(minimums) > grit:
            self.game.trace("effect.minimum_grit")
            return max(minimums)
        return grit
        minimums = [
            spec.amount
            for effect in self._effects_about(card, MINIMUM_GRIT_FOR_GIVER)
            if self._owner(effect) is reader
            for spec in effect.specs
            if spec.kind == "flag" and spec.stat == MINIMUM_GRIT_FOR_GIVER
        ]
        if minimums and max(minimums) > grit:
            self.game.trace("effect.minimum_grit")
            return max(minimums)
        return grit

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
        if not self._could_have_flag(flag):
            return []
        return [
            (self._owner(effect), effect.source)
            for effect in self._effects_about(card, flag)
            if any(spec.kind == "flag" and spec.stat == flag for spec in effect.specs)
        ]

    def melee_outgunned(self, weapon: Card) -> bool:
        """A Melee Weapon provides no bullet bonus while an unbooted non-Melee Weapon is
        in the opposing posse (§1.4 Melee, §13.18). The clause is printed on the Melee
        weapons that have it (Rapier, Evanor...), and a few Melee Weapons do not print it
        (Nunchucks), so the engine applies it to the cards whose text says so; booting
        that gun, or its leaving the posse, restores the bonus."""
        shootout, dude = self.game.shootout, weapon.parent
        side = shootout.posse_of(dude) if shootout is not None and dude is not None else None
        if shootout is None or side is None or not _is_melee_weapon(weapon):
            return False
        if "non-melee weapon" not in weapon.data.text.lower():
            return False
        opposing = shootout.posses.get(shootout.opposing(side).index, [])
        return any(
            gun.has_keyword("Weapon") and not gun.has_keyword("Melee") and not gun.booted
            for opponent in opposing
            for gun in opponent.attachments
        )

    def _guarded_amount(self, effect: Effect, spec: EffectSpec, card: Card) -> int:
        if spec.dynamic is None:
            return spec.amount
        key = id(effect)
        if key in self._evaluating:
            return 0
        self._evaluating.add(key)
        try:
            return spec.value_for(card)
        finally:
            self._evaluating.discard(key)

    def skill(self, card: Card, name: str) -> int | None:
        has_skill = name in card.data.skills or self.has_flag(card, f"skill:{name}")
        if not has_skill or self.has_flag(card, LOSES_ALL_KEYWORDS):
            return None
        return max(0, self.stat(card, f"skill:{name}"))

    def _could_have_flag(self, flag: str) -> bool:
        """Whether any effect in the game carries `flag` at all: a cheap test that spares
        evaluating every effect's condition for the many flags nothing grants."""
        return flag in self._index().flags

    def has_flag(self, card: Card, flag: str) -> bool:
        # `remembered`, spelt out, as for `stat`.
        memo = self._memo
        if memo is None or self._evaluating:
            return self._has_flag(card, flag)
        key = (id(card), "flag", flag)
        value = memo.get(key)
        if value is None:
            value = memo[key] = self._has_flag(card, flag)
        return value  # type: ignore[return-value]

    def _has_flag(self, card: Card, flag: str) -> bool:
        if flag == "blank":
            return self._is_blank(card)
        if not self._could_have_flag(flag):
            return False
        return any(
            spec.kind == "flag" and spec.stat == flag
            for effect in self._effects_about(card, flag)
            for spec in effect.specs
        )

    def shooter(self, card: Card) -> str | None:
        """Printed stud/draw, changed by the latest "stud"/"draw" effect (§1.3). "Cannot be
        changed to a draw" (Peacemaker) stops a change: the "draw" effects are ignored, and
        a dude printed as a draw stays one; "... by other players' card effects" ignores
        only the "draw" effects of the other players than the one who gave it."""
        if not card.is_dude:
            return None
        shooter = card.data.shooter
        unchangeable = self.has_flag(card, "cannot become a draw")
        kept_by = self._opponents_of_givers(card, NOT_DRAW_BY_OPPONENTS)
        for effect in self.effects_on(card):
            for spec in effect.specs:
                if spec.kind == "flag" and spec.stat in ("stud", "draw"):
                    if spec.stat == "draw" and (unchangeable or self._owner(effect) in kept_by):
                        continue
                    shooter = spec.stat
        return shooter

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

    # -- expiry (§8.3) --------------------------------------------------------------
    def expire(self, *durations: Duration, phase: str | None = None) -> list[Effect]:
        """Remove lasting effects whose duration has ended; returns what was removed."""
        ended = [
            e
            for e in self.lasting
            if e.duration in durations and (e.duration is not Duration.PHASE or e.phase in (phase, None))
        ]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)
        return ended

    def end_of_play(self, play: int) -> None:
        """A declared play has resolved (`engine.plays`): what lasted "for the duration of
        that play" ends."""
        ended = [e for e in self.lasting if e.duration is Duration.PLAY and e.play == play]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def posses_formed(self) -> None:
        """Both posses of a shootout are formed (§5.2): "until after posses are formed" ends."""
        self.expire(Duration.POSSES_FORMED)

    def end_of_shootout_round(self) -> None:
        self.expire(Duration.SHOOTOUT_ROUND)

    def end_of_shootout(self) -> None:
        self.expire(Duration.SHOOTOUT_ROUND, Duration.SHOOTOUT)
        ended = [e for e in self.lasting if e.duration is Duration.REACT and e.in_shootout]
        self.lasting = [e for e in self.lasting if e not in ended]
        self.discard_expired(ended)

    def end_of_phase(self, phase: str) -> None:
        self.expire(Duration.PHASE, phase=phase)
        self.expire(Duration.POSSES_FORMED)
        ended = [e for e in self.lasting if e.duration is Duration.REACT and not e.in_shootout]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def start_of_phase(self, phase: str) -> None:
        """ "Until Noon next turn" ends as that phase starts on the day after the one the
        effect began (§8.3): today's Noon does not end it, the day ending does not either."""
        day = self.game.day
        ended = [
            e
            for e in self.lasting
            if e.duration is Duration.NEXT_TURN and e.phase == phase and day >= e.until_day
        ]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def discard_expired(self, ended: list[Effect]) -> None:
        """Cards that were in play only while an effect lasted go now that it has ended:
        its controller discards each one still in play (a Tao technique, §7.4)."""
        game = self.game
        for effect in ended:
            if DISCARD_AT_EXPIRY not in effect.specs:
                continue
            for card in effect.fixed_targets() or []:
                if not card.in_play:
                    continue
                player, parent, when = game.controller_of(card), card.parent, _ending(effect)
                if parent is not None:
                    game.log.add("{0} discards {1} from {2} as {3}", player, card, parent, when)
                else:
                    game.log.add("{0} discards {1} as {2}", player, card, when)
                game.actions.discard(card)

    def nightfall(self) -> None:
        """Nightfall begins, once the victory check is made (§3.4): "until Nightfall" ends."""
        self.nightfall_day = self.game.day
        self.expire(Duration.NIGHTFALL)

    def end_of_day(self) -> None:
        self.expire(
            Duration.DAY,
            Duration.NIGHTFALL,
            Duration.STAYS_TODAY,
            Duration.PHASE,
            Duration.REACT,
            Duration.SHOOTOUT,
            Duration.SHOOTOUT_ROUND,
            Duration.POSSES_FORMED,
        )

    def card_moved(self, card: Card) -> None:
        """ "While he stays at that deed" ends when he moves, wherever to (§8.3)."""
        staying = (Duration.STAYS, Duration.STAYS_TODAY)
        ended = [e for e in self.lasting if e.duration in staying and card in (e.fixed_targets() or [])]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")

    def card_left_play(self, card: Card) -> None:
        """Lasting effects aimed only at cards that left play can never apply again: a
        card coming back into play is a new card (§13.1). Called while `card` is still
        on its way out (its zone not yet changed), so it counts as gone already."""
        kept = []
        for effect in self.lasting:
            fixed = effect.fixed_targets()
            if fixed is not None and all(t is card or not t.in_play for t in fixed):
                continue
            kept.append(effect)
        self.lasting = kept

    def retarget(self, old: Card, new: Card) -> None:
        """Lasting effects on `old` now apply to `new` (an experienced swap, §9.4)."""
        for effect in self.lasting:
            fixed = effect.fixed_targets()
            if fixed is not None and any(t is old for t in fixed):
                effect.match = [new if t is old else t for t in fixed]
                self.changed()

    # -- invariants checked by tests and the fuzzer ---------------------------------
    def check_invariants(self) -> list[str]:
        """What must always hold (C5): used by tests and the fuzzer after every decision."""
        game = self.game
        problems = [
            f"{card.uid} carries a persistent effect of {effect.source.uid}"
            for card in game.cards_in_play()
            for effect in card.persistent_effects
            if effect.source is not card
        ]
        for effect in self.lasting:
            name = effect.label or effect.describe()
            if effect.duration in (Duration.SHOOTOUT, Duration.SHOOTOUT_ROUND) and game.shootout is None:
                problems.append(f"{name} ({effect.duration}) outlived its shootout")
            if effect.duration in (Duration.DAY, Duration.STAYS_TODAY) and effect.day != game.day:
                problems.append(f"{name} (until end of day) outlived day {effect.day}")
            if effect.duration is Duration.PHASE and effect.phase is not None:
                ends = (effect.until_day, _phase_order(effect.phase))
                if (game.day, _phase_order(game.phase)) > ends:
                    problems.append(
                        f"{name} (until the end of {effect.phase}) outlived day {ends[0]}'s {effect.phase}"
                    )
            if effect.duration is Duration.NEXT_TURN and effect.phase is not None:
                ends = (effect.until_day, _phase_order(effect.phase))
                if (game.day, _phase_order(game.phase)) > ends:
                    problems.append(
                        f"{name} (until {effect.phase} next turn) outlived day {ends[0]}'s {effect.phase}"
                    )
            if (
                effect.duration is Duration.REACT
                and not effect.in_shootout
                and (effect.phase != game.phase or effect.day != game.day)
            ):
                problems.append(f"{name} (a react's effect) outlived its phase")
        return problems


class _Frozen:
    """`EffectEngine.frozen` as a plain context manager (entered at every decision, so
    without the generator `contextmanager` would make): the outermost stretch opens the
    memo and closes it, an inner one joins it."""

    __slots__ = ("_engine", "_outermost")

    def __init__(self, engine: EffectEngine) -> None:
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


class _EffectIndex:
    """The effects that could be in force at one version of the board, in the order the
    rules apply them (persistent effects in play order, then lasting ones by timestamp),
    filed by the card each can apply to so a stat read looks only at its own candidates.

    What an effect applies to is fixed by its kind: itself (no match), its parent (while
    attached), the cards it names (a fixed match) or any card a predicate accepts; the last
    are candidates for every card. Whether a candidate is in force (blank source, condition)
    and matches (card condition, predicate) is always decided at read time."""

    def __init__(self, in_play: list[Card], lasting: list[Effect]) -> None:
        persistent = [
            effect
            for card in in_play
            for effect in card.persistent_effects
            if not (effect.while_attached and card.parent is None)
        ]
        self.persistent = {id(e) for e in persistent}
        self.ordered = sorted(persistent + lasting, key=lambda e: e.timestamp)
        self.rank = {id(e): n for n, e in enumerate(self.ordered)}
        #: The stats and flags each effect has a spec about (`EffectEngine._effects_about`).
        self.about = {id(e): frozenset(spec.stat for spec in e.specs) for e in self.ordered}
        self.blankers = [
            e for e in lasting if any(spec.kind == "flag" and spec.stat == "blank" for spec in e.specs)
        ]
        #: "All Weapons lose their ... traits": the lasting effects that take a card's
        #: traits (`LOSES_TRAITS`) without blanking it.
        self.trait_losers = [
            e for e in lasting if any(spec.kind == "flag" and spec.stat == LOSES_TRAITS for spec in e.specs)
        ]
        #: "This dude loses all ... traits, and abilities" printed on an attachment: the
        #: unconditional persistent blanks of the cards attached to him.
        self.attached_blankers = [
            e
            for e in persistent
            if e.while_attached
            and e.condition is None
            and any(spec.kind == "flag" and spec.stat == "blank" for spec in e.specs)
        ]
        self.flags = frozenset(
            spec.stat
            for effects in (lasting, *(card.persistent_effects for card in in_play))
            for effect in effects
            for spec in effect.specs
            if spec.kind == "flag"
        )
        self.players: list[Effect] = []
        self.general: list[Effect] = []
        self.by_card: dict[int, list[Effect]] = {}
        for effect in self.ordered:
            for target in self._filed_under(effect):
                self.by_card.setdefault(id(target), []).append(effect)

    def _filed_under(self, effect: Effect) -> list[Card]:
        """The cards an effect can apply to, or [] after filing it as a player or
        predicate effect."""
        if effect.targets_players:
            self.players.append(effect)
            return []
        if effect.while_attached:
            parent = effect.source.parent
            return [] if parent is None else [parent]
        if effect.match is None:
            return [effect.source]
        fixed = effect.fixed_targets()
        if fixed is None:
            self.general.append(effect)
            return []
        unique: dict[int, Card] = {id(card): card for card in fixed}
        return list(unique.values())

    def candidates(self, card: Card) -> list[Effect]:
        """The effects that could apply to `card`, in rules order."""
        own = self.by_card.get(id(card))
        if not own:
            return self.general
        if not self.general:
            return own
        rank = self.rank
        return sorted(own + self.general, key=lambda e: rank[id(e)])
