"""What an effect says (rules digest §8.3): the entries of the effect catalogue
(`EffectSpec`), the durations a lasting effect may have, the stats, player amounts and flags
the engine reads, and the board notation ("bullets +2", "stud") that reads them back.

Only words live here; `engine.effects` decides which effects are in force and what they
make a card's stats (engine/effect_lookup.py, engine/stats.py, engine/expiry.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from difflib import get_close_matches
from enum import StrEnum
from typing import TYPE_CHECKING

from engine.card_effects import FLAGS as CARD_EFFECT_FLAGS
from engine.protection import FLAGS as PROTECTION_FLAGS
from engine.protection import IGNORES_OPPONENTS_BULLETS, SPARED
from engine.restrictions import FLAGS as RESTRICTION_FLAGS
from engine.standing import STANDS_IN_FOR_GIVER
from engine.type_locks import STATS as LOCK_STATS

if TYPE_CHECKING:
    from engine.model import Card, Player

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


#: The phases of a day in order; "setup" comes before the first day's gambling.
DAY_PHASES = ("setup", "gambling", "upkeep", "high noon", "sundown")


def phase_order(phase: str) -> int:
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
