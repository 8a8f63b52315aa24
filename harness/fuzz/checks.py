"""The fuzzer's invariants, each a named check of a game: `CHECKS[name](game)` lists
what is broken ([] when it holds).

The machine runs the cheap checks after every decision and the costly ones (a snapshot
rebuilt, the decision log replayed) every few decisions and at the end of each game; a
regression file names the one check it broke, and replaying it runs that check after
every decision. Board and effect invariants are `harness.invariants`'s; "oracle" is the
rules oracle's (`harness.fuzz.oracle`: the core plays offered and refused, against a
second statement of their rules); the others are the contracts of DESIGN.md C1–C5 seen
from outside the engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.board_spec import BoardError
from engine.decisions import IllegalPlay
from engine.effects import BULLETS_ONLY_BY_ATTACHED_GOODS, Duration, Effect
from engine.protection import BULLETS_NOT_LOWERED_BY_OPPONENTS, IGNORES_OPPONENTS_BULLETS, stat_kept_flag
from harness.fuzz.oracle import oracle_problems
from harness.invariants import check_invariants

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

Check = Callable[["Game"], list[str]]

#: A play no decision offers: the engine must refuse it and change nothing.
MADE_UP = "fuzz: a play nobody offered"
#: The printed timing each play window accepts (rules digest §8.1): an ability offered
#: in a window must carry one of these play types.
TIMINGS: dict[str, tuple[str, ...]] = {
    "high noon": ("noon", "noon/shootout", "noon/shootout:join"),
    "shootout plays": ("shootout", "shootout:join", "noon/shootout", "noon/shootout:join"),
    "shootout resolution": ("resolution", "cheatin resolution"),
    "gambling": ("cheatin resolution",),
}
#: Stats the independent recomputation compares with the engine's read.
STATS = ("bullets", "influence", "value")


def board_problems(game: Game) -> list[str]:
    """Zones, attachments, posses, resources, and effect durations and sources."""
    return check_invariants(game)


def decision_problems(game: Game) -> list[str]:
    """The game either offers a decision, to a player, with distinct options, or has ended."""
    pending = game.pending
    if pending is None:
        return [] if game.over else ["no decision is pending but the game has not ended"]
    if game.over:
        return [f"the game has ended but still asks {pending.prompt!r}"]
    problems = []
    if pending.player not in range(len(game.players)):
        problems.append(f"the decision {pending.prompt!r} is for player {pending.player}")
    ids = pending.ids()
    if not ids:
        problems.append(f"the decision {pending.prompt!r} ({pending.kind}) offers no option")
    if len(set(ids)) != len(ids):
        problems.append(f"the decision {pending.prompt!r} offers an option twice: {ids}")
    return problems


def timing_problems(game: Game) -> list[str]:
    """Every ability offered in a play window has a printed timing for that window (§8.1)."""
    from engine.windows import ability_named

    pending = game.pending
    if pending is None or pending.kind not in TIMINGS:
        return []
    problems = []
    for option in pending.options:
        ability = ability_named(game, option.id)
        play_type = getattr(ability, "play_type", None)
        if play_type is not None and play_type not in TIMINGS[pending.kind]:
            problems.append(f"'{option.id}' ({play_type}) is offered in the {pending.kind} window")
    return problems


def _unchanged_mark(game: Game) -> tuple[str, int, str]:
    """What `game.digest()` hashes, read cheaply: the position digest (board, pending
    decision, RNG, winner) and the log's length and last line (the log only grows; hashing
    all of it made a refusal check cost milliseconds in a long game)."""
    entries = game.log.entries
    return game.position_digest(), len(entries), entries[-1].text if entries else ""


def refusal_problems(game: Game) -> list[str]:
    """A made-up answer, and the waiting player's answer, are refused and change nothing (C1)."""
    pending = game.pending
    if pending is None:
        return []
    before = _unchanged_mark(game)
    waiting = (pending.player + 1) % len(game.players)
    problems = []
    for who, answer in ((pending.player, MADE_UP), (waiting, pending.options[0].id)):
        try:
            game.decide(who, answer)
        except IllegalPlay:
            pass
        else:
            problems.append(f"{game.players[who].name}'s answer {answer!r} was accepted")
            break  # the game has moved on: the digest comparison would only repeat it
        if _unchanged_mark(game) != before:
            problems.append(f"refusing {game.players[who].name}'s {answer!r} changed the game")
    return problems


def snapshot_problems(game: Game) -> list[str]:
    """The snapshot rebuilds to the same position (C3), and the rebuilt game accepts an
    option the original offers (the last one: the first is checked by playing on)."""
    from engine.board_export import SnapshotError
    from engine.game import Game as GameClass

    try:
        board = game.snapshot()
    except SnapshotError:
        return []  # lasting effects a board cannot store: a documented limit, not a bug
    try:
        rebuilt = GameClass.from_board(json.loads(json.dumps(board)))
    except BoardError as error:
        return [f"the snapshot does not rebuild: {error}"]
    if rebuilt.position_digest() != game.position_digest():
        return ["the snapshot rebuilds to a different position"]
    pending = game.pending
    if pending is not None:
        option = pending.options[-1].id
        try:
            rebuilt.decide(pending.player, option)
        except IllegalPlay as error:
            return [f"the rebuilt game refuses the offered {option!r}: {error}"]
    return []


def replay_problems(game: Game) -> list[str]:
    """Replaying the decision log from the game's first board gives the same position (C2)."""
    from engine.game import Game as GameClass
    from harness.replay import recording

    if game.origin is None:
        return []
    board, decisions = recording(game)
    try:
        replayed = GameClass.from_board(json.loads(json.dumps(board)))
    except BoardError as error:
        return [f"the game's first board does not rebuild: {error}"]
    for n, (who, option) in enumerate(decisions):
        try:
            replayed.decide(who, option)
        except IllegalPlay as error:
            return [f"replaying decision {n + 1} ({who}: {option}) is refused: {error}"]
    if replayed.position_digest() != game.position_digest():
        return [f"replaying {len(decisions)} decisions reaches a different position"]
    return []


# -- stats, recomputed without the effect index ------------------------------------------------
def _candidates(game: Game) -> list[Effect]:
    """Every effect that could be in force, in rules order, read from the cards in play
    and the lasting list directly (not from `_EffectIndex`)."""
    persistent = [
        effect
        for card in game.cards_in_play()
        for effect in card.persistent_effects
        if not (effect.while_attached and card.parent is None)
    ]
    return sorted(persistent + list(game.effects.lasting), key=lambda e: e.timestamp)


def _blank(game: Game, card: Card, blankers: list[Effect]) -> bool:
    return any(game.effects._matches(e, card) for e in blankers)


def _blankers(game: Game) -> list[Effect]:
    """Lasting effects that blank what they match (only lasting effects blank, §8.3)."""
    return [e for e in game.effects.lasting if any(s.kind == "flag" and s.stat == "blank" for s in e.specs)]


def _in_its_time(game: Game, effect: Effect) -> bool:
    """Whether a lasting effect's time has come (§8.3): "If that dude is chosen as the
    shooter, they get ..." (Pinned Down) only once he is picked; "during the next shootout
    round" only in that round of its shootout."""
    if effect.waits_for_shooter:
        return False
    shootout = game.shootout
    return not effect.in_round or (shootout is not None and shootout.round == effect.in_round)


def _applying(game: Game, card: Card, candidates: list[Effect], blankers: list[Effect]) -> list[Effect]:
    """The effects in force on `card`: its time has come, a persistent effect's source is
    not blank, the effect's condition holds and it matches the card."""
    effects = game.effects
    return [
        effect
        for effect in candidates
        if _in_its_time(game, effect)
        and not (
            effect.duration is Duration.PERSISTENT and blankers and _blank(game, effect.source, blankers)
        )
        and (effect.condition is None or effects._guarded(effect, effect.condition))
        and effects._matches(effect, card)
    ]


def recomputed_stats(
    game: Game, card: Card, stats: tuple[str, ...], candidates: list[Effect], blankers: list[Effect]
) -> dict[str, int]:
    """Stats as §1.3 and §8.3 define them: printed, replaced by the latest "equal to",
    plus every modifier and (for a dude) its attachments' bonuses, clamped. Whose changes
    count is §1.3's too: "bullets cannot be modified except by his attached goods"
    (QUATERMAN PRIME), "ignores bullet modifiers from opponents' abilities" (The Mixer),
    "cannot have their bullets reduced by other players' card effects" and "cannot be
    reduced by other players' abilities" (the flags read as the engine gives them)."""
    effects = game.effects
    applying = _applying(game, card, candidates, blankers)
    results = {}
    for stat in stats:
        total = effects._printed(card, stat)
        bonus = 0
        fixed: int | None = None
        caps: list[int] = []
        floors: list[int] = []  # "cannot have less than 2 bullets"
        made: list[tuple[Card, int]] = []  # "remove all bullet modifiers, except ... Weapons"
        stripped = False
        bullets = stat == "bullets"
        goods_only = bullets and effects.has_flag(card, BULLETS_ONLY_BY_ATTACHED_GOODS)
        ignored = effects._opponents_of_givers(card, IGNORES_OPPONENTS_BULLETS) if bullets else ()
        unlowered = effects._opponents_of_givers(card, BULLETS_NOT_LOWERED_BY_OPPONENTS) if bullets else ()
        kept = effects.has_flag(card, stat_kept_flag(stat))
        for effect in applying:
            if goods_only and not (effect.source.parent is card and effect.source.type == "goods"):
                continue
            owner = effects._owner(effect)
            if owner in ignored:
                continue
            guarded = owner in unlowered or (kept and owner is not card.controller)
            for spec in effect.specs:
                if spec.stat != stat or spec.kind not in ("set", "modify", "fix", "max", "floor", "strip"):
                    continue
                amount = effects._guarded_amount(effect, spec, card)
                lowers = (spec.kind == "set" and amount < total) or (spec.kind == "modify" and amount < 0)
                if guarded and lowers:
                    continue
                if spec.kind == "set":
                    total = amount
                elif spec.kind == "fix":
                    total, bonus, fixed = amount, 0, amount
                elif spec.kind == "max":
                    caps.append(amount)
                elif spec.kind == "floor":
                    floors.append(amount)
                elif spec.kind == "strip":
                    bonus = sum(a for source, a in made if _weapon_of(source, card))
                    stripped = True
                else:
                    bonus += amount
                    made.append((effect.source, amount))
        if card.is_dude and stat in ("bullets", "influence") and fixed is None:
            for attachment in card.attachments:
                if blankers and _blank(game, attachment, blankers):
                    continue
                if goods_only and attachment.type != "goods":
                    continue
                if stripped and stat == "bullets" and not _weapon_of(attachment, card):
                    continue
                if stat == "bullets":
                    bonus += recomputed_stats(game, attachment, ("bullets",), candidates, blankers)["bullets"]
                else:
                    bonus += attachment.data.influence
        result = max([min([total + bonus, *caps]), *floors])
        if stat == "bullets" and not card.is_dude and effects.melee_outgunned(card):
            result = 0
        if stat == "value":
            result = max(1, min(13, result)) if card.data.value is not None else 0
        results[stat] = max(0, result)
    return results


def _weapon_of(source: Card, dude: Card) -> bool:
    return source.parent is dude and source.has_keyword("Weapon")


def stat_problems(game: Game) -> list[str]:
    """Each dude's and deed's bullets, influence and value equal printed plus active effects."""
    candidates, blankers = _candidates(game), _blankers(game)
    problems = []
    for card in game.cards_in_play():
        if not (card.is_dude or card.is_deed):
            continue
        for stat, expected in recomputed_stats(game, card, STATS, candidates, blankers).items():
            actual = game.effects.stat(card, stat)
            if actual != expected:
                problems.append(f"{card.uid} reads {stat} {actual}, printed plus effects give {expected}")
    return problems


#: Every check by the name regression files use, cheap ones first.
CHECKS: dict[str, Check] = {
    "board": board_problems,
    "decision": decision_problems,
    "timing": timing_problems,
    "oracle": oracle_problems,
    "stats": stat_problems,
    "refusal": refusal_problems,
    "snapshot": snapshot_problems,
    "replay": replay_problems,
}
#: How often the machine runs each check (`harness.fuzz.machine.EngineMachine`), in
#: decisions: the cheap reads after every decision (the oracle among them: it judges the
#: decision it sees, so one it skipped would go unjudged); the board walk and the stats
#: recomputation (each about a decision's cost) every few; a refusal (two digests, each a
#: board export) more rarely. Every game also runs each of them when it ends (`AT_END`),
#: so every check runs in every game and a regression replay runs its one check after
#: every decision.
EVERY = {"decision": 1, "timing": 1, "oracle": 1, "board": 4, "stats": 8, "refusal": 16}
AT_END = ("board", "decision", "timing", "oracle", "stats", "refusal")
#: The contracts that rebuild a game (a snapshot costs tens of decisions, a replay the
#: whole game again): run in one game of `AUDIT_ONE_IN`, drawn by Hypothesis so that a
#: failure's shrunk replay runs them too, every `AUDIT_EVERY` decisions and at the end.
AUDITED = ("snapshot",)
AUDITED_AT_END = ("snapshot", "replay")
AUDIT_ONE_IN = 16
AUDIT_EVERY = 128
