"""Posses (rules digest §5.2–5.3): who may join a shootout's posse, how, and what joining does.

Joining the usual way: a dude at the shootout's location joins as he is, booted or not; an
unbooted dude adjacent to it boots (unless an effect spares him) and moves in once both
posses are chosen. A job's leader's posse also takes dudes at or adjacent to the leader
(§6.2, `engine.jobs`).

Joining without moving (Buffalo Rifle: "If this dude is adjacent to the location of a
shootout or a job's mark, they can join a posse, without moving or booting, even if
booted"): a permission that holds only where its condition does — the dude is adjacent to
the fight's location (a job's mark) — and that the player may take or not: "join <dude>"
joins him without moving, and a rifleman who could also join the usual way is offered
that too ("join <dude> the usual way"). Having joined without moving, he
fights from where he stands; the shootout remembers him (`Shootout.joined_in_place`), and
he is the only kind of posse member who may stand away from the fight.

A card effect that moves a dude into a posse ("move your dude into your posse", a swap)
always brings him to the fight, whatever his attachments say (`join_posse`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from engine.card_effects import as_card_effect
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.locations import cannot_move
from engine.posse_holds import RULE as HELD
from engine.posse_holds import held_against_this_play
from engine.rules import rule
from engine.shootout_state import Shootout

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

DONE = "done"
#: The flag on a posse member of "other dudes cannot join <his> posse" (`posse_closed_to`).
OTHERS_CANNOT_JOIN = "other dudes cannot join its posse"
#: The effect that lets a dude adjacent to the fight join without moving or booting, even
#: if booted (Buffalo Rifle).
JOINS_FROM_ADJACENT = "joins from adjacent without moving or booting"
#: Printed "This dude may not boot to join a posse at an adjacent location" (Bulletproof
#: Vest): the dude joins only where joining does not boot him — at the fight's location, or
#: under an effect that spares the boot or lets him join without moving (§5.2).
CANNOT_BOOT_TO_JOIN = "may not boot to join a posse"
#: The end of the option id of joining the usual way when joining without moving is on
#: offer too: "join <dude> the usual way" (a plain "join <dude>" then joins without moving).
USUAL_WAY = " the usual way"


class Joiner(NamedTuple):
    """A dude joining a posse: whether joining boots him, and whether he moves to the fight."""

    dude: Card
    boots: bool
    moves: bool = True


def joiner_of(option: str) -> tuple[str, bool]:
    """The dude's uid of a "join <dude>" option, and whether it asks for the usual way."""
    uid = option.removeprefix("join ")
    if uid.endswith(USUAL_WAY):
        return uid.removesuffix(USUAL_WAY), True
    return uid, False


# -- who may join (§5.2) ----------------------------------------------------------------------
#: Printed "That dude cannot ... join the leader's posse" (Puttin' On Airs): the dude may
#: still stand in the mark's posse; no posse his player leads takes him, the usual way or
#: by a card effect.
CANNOT_JOIN_LEADERS_POSSE = "cannot join the leader's posse"


def kept_out_of_posse(game: Game, dude: Card, *, leaders: bool) -> bool:
    """Whether an effect keeps `dude` out of the posse he would join (§5.2, §6.2): "cannot
    join posse" keeps him out of any; "cannot join the leader's posse" out of the posse of
    the leading player (`leaders`), whose dude called out or leads the job."""
    effects = game.effects
    return effects.has_flag(dude, "cannot join posse") or (
        leaders and effects.has_flag(dude, CANNOT_JOIN_LEADERS_POSSE)
    )


def posse_closed_to(game: Game, state: Shootout, dude: Card) -> bool:
    """Whether no other dude may join the posse `dude` would join: a job's leader rides
    alone (`leader_rides_alone`), or a dude already in it is under "other dudes cannot join
    <his> posse" (Enrique Dos Santos: "other dudes cannot join the mark's posse until after
    posses are formed"), which closes it to the usual way, joining in place and card
    effects alike."""
    if leader_rides_alone(state, dude):
        return True
    posse = state.posse(dude.controller)
    if any(other is not dude and game.effects.has_flag(other, OTHERS_CANNOT_JOIN) for other in posse):
        game.trace("shootout.posse_closed")
        return True
    return False


def leader_rides_alone(state: Shootout, dude: Card) -> bool:
    """Printed on a job "No other dudes can join your posse" (Mason Adler): through the
    job, its leader is the only dude of his player's posse; no other dude of that player
    joins it, the usual way or by a card effect (§6.2). A closed shootout ("No other dudes
    may join this shootout", Howling Howell Melton) is so for both sides: only its leader
    and mark fight."""
    if state.closed and dude is not state.leader and dude is not state.mark:
        return True
    job = state.job
    return (
        job is not None
        and job.ability.leader_alone
        and dude is not job.leader
        and dude.controller is job.player
    )


def join_refusal(game: Game, state: Shootout, dude: Card) -> str | None:
    """Why `dude` cannot join this shootout's posse the usual way (§5.2), or None if it can."""
    if not dude.in_play or not dude.is_dude:
        return f"{dude.uid} is not a dude in play"
    if state.in_posse(dude):
        return f"{dude.uid} is already in a posse"
    if kept_out_of_posse(game, dude, leaders=dude.controller is state.leader_player) or posse_closed_to(
        game, state, dude
    ):
        return f"{dude.uid} cannot join a posse"
    place = game.locations.name(state.location)
    if dude.location != state.location and cannot_move(game, dude):
        return f"{dude.uid} cannot move from his location to {place}"
    if dude.location != state.location and not _reaches(game, state, dude):
        return f"{dude.uid} is neither at nor adjacent to {place}"
    if (
        dude.location != state.location
        and not dude.booted
        and game.effects.has_flag(dude, CANNOT_BOOT_TO_JOIN)
        and not game.effects.has_flag(dude, "joins without booting")
    ):
        return f"{dude.uid} may not boot to join a posse at {place}"
    if join_cost(game, state, dude) is None:
        return f"{dude.uid} is booted and not at {place}: only unbooted dudes join from an adjacent location"
    return None


def join_cost(game: Game, state: Shootout, dude: Card) -> bool | None:
    """None if `dude` cannot join the usual way; else whether joining boots it (§5.2)."""
    effects = game.effects
    if not dude.in_play or not dude.is_dude or state.in_posse(dude):
        return None
    if kept_out_of_posse(game, dude, leaders=dude.controller is state.leader_player) or posse_closed_to(
        game, state, dude
    ):
        return None
    if dude.location == state.location:
        return False
    if not _reaches(game, state, dude) or dude.booted or cannot_move(game, dude):
        return None
    boots = not effects.has_flag(dude, "joins without booting")
    if boots and effects.has_flag(dude, CANNOT_BOOT_TO_JOIN):
        return None
    return boots


def _reaches(game: Game, state: Shootout, dude: Card) -> bool:
    location = dude.location
    if location is None:
        return False
    if game.locations.adjacent(location, state.location):
        return True
    job = state.job
    if job is not None and state.leader_player is dude.controller:
        leader_at = job.leader_location
        return location == leader_at or game.locations.adjacent(location, leader_at)
    return False


def stands_next_to_the_fight(game: Game, state: Shootout, dude: Card) -> bool:
    """Whether `dude` may be in a posse while standing where he is: at the fight's location,
    or, having joined without moving, adjacent to it."""
    location = dude.location
    if location == state.location:
        return True
    return (
        location is not None
        and dude in state.joined_in_place
        and game.locations.adjacent(location, state.location)
    )


def may_join_in_place(game: Game, state: Shootout, dude: Card) -> bool:
    """Buffalo Rifle's permission (§5.2): the dude is adjacent to the location of the
    shootout (a job's mark, where a job's shootout is), and may join without moving or
    booting, even if booted. Nowhere else: not from the job's leader's location."""
    location = dude.location
    return (
        dude.in_play
        and dude.is_dude
        and not state.in_posse(dude)
        and location is not None
        and game.effects.has_flag(dude, JOINS_FROM_ADJACENT)
        and not kept_out_of_posse(game, dude, leaders=dude.controller is state.leader_player)
        and not posse_closed_to(game, state, dude)
        and game.locations.adjacent(location, state.location)
    )


JoinCost = Callable[["Card"], "bool | None"]
#: Why a dude cannot join (a sentence), for the refusal of "join <dude>".
JoinReason = Callable[["Card"], "str | None"]
#: Whether a dude may join without moving (Buffalo Rifle).
InPlace = Callable[["Card"], bool]


def _join_options(candidates: list[Joiner]) -> list[Option]:
    """ "join <dude>" for each dude: without moving where he may (his printed benefit), else
    the usual way; "join <dude> the usual way" besides, for a dude who may join both ways."""
    in_place = {joiner.dude for joiner in candidates if not joiner.moves}
    options = [Option(DONE, "Done")]
    for dude, boots, moves in candidates:
        if not moves:
            options.append(Option(f"join {dude.uid}", f"{dude.uid} joins without moving or booting"))
        elif dude in in_place:
            label = f"{dude.uid} joins the usual way" + (" (boots)" if boots else "")
            options.append(Option(f"join {dude.uid}{USUAL_WAY}", label))
        else:
            options.append(Option(f"join {dude.uid}", f"{dude.uid} joins" + (" (boots)" if boots else "")))
    return options


def pick_joiners(
    game: Game,
    player: Player,
    cost: JoinCost,
    *,
    kind: str = "posse",
    reason: JoinReason | None = None,
    in_place: InPlace | None = None,
) -> Flow:
    """Ask `player` to add dudes one at a time until Done or nobody else can join.
    `cost(dude)` is None for a dude that cannot join the usual way, else whether joining
    boots it; `in_place(dude)` whether it may join without moving (both are offered).
    Returns the joiners and whether the player was asked at all.
    When the prompt closes because nobody else can join, the log says so (C1)."""
    from engine.why_not import turn_of

    joiners: list[Joiner] = []
    asked = False
    while True:
        chosen = {joiner.dude for joiner in joiners}
        candidates = []
        for dude in player.dudes():
            if dude in chosen:
                continue
            if in_place is not None and in_place(dude):
                candidates.append(Joiner(dude, False, moves=False))
            if (boots := cost(dude)) is not None:
                candidates.append(Joiner(dude, boots))
        if not candidates:
            if asked:
                game.log.add("{0} has no other dude who can join the posse", player)
            break
        asked = True
        decision = Decision(player.index, "Select a dude", _join_options(candidates), kind=kind)

        def explain(
            who: int, answer: str, decision: Decision = decision, chosen: set[Card] = chosen
        ) -> Refusal | None:
            uid, usual = joiner_of(answer)
            if who != player.index or not answer.startswith("join ") or uid not in game.cards:
                return None
            dude = game.cards[uid]
            rule_id = turn_of(decision).rule_id
            if dude.controller is not player:
                return Refusal(rule(rule_id), f"{uid} is not {player.name}'s dude")
            if dude in chosen:
                return Refusal(rule(rule_id), f"{uid} is already in the posse")
            if usual and reason is not None and reason(dude) is None:
                return Refusal(rule(rule_id), f"{uid} joins the usual way with 'join {uid}'")
            why = reason(dude) if reason is not None else None
            return Refusal(rule(rule_id), why or f"{uid} cannot join this posse")

        decision.explain = explain
        answer = yield decision
        if answer == DONE:
            break
        uid, usual = joiner_of(answer)
        ways = [j for j in candidates if j.dude.uid == uid]
        joiners.append(next(j for j in ways if j.moves) if usual else ways[0])
    return joiners, asked


def choose_posse(game: Game, state: Shootout, player: Player, first: Card | None) -> Flow:
    """The first dude (leader or mark) joins, then the player adds dudes one at a time (§5.2).

    Returns the joiners; nobody boots or moves yet: in a shootout from a call out,
    movement happens after both posses are chosen (§5.2, `bring_in`)."""
    joiners: list[Joiner] = []
    if first is not None and first.in_play:
        joiners.append(Joiner(first, bool(join_cost(game, state, first))))
        state.posse(player).append(first)
    more, _asked = yield from pick_joiners(
        game,
        player,
        lambda dude: join_cost(game, state, dude),
        reason=lambda dude: join_refusal(game, state, dude),
        in_place=lambda dude: may_join_in_place(game, state, dude),
    )
    state.posse(player).extend(joiner.dude for joiner in more)
    joiners += more
    game.trace("shootout.posse")
    names = ", ".join(d.uid for d in state.posse(player)) or "nobody"
    game.log.add("{0} forms a posse of {1}", player, names)
    return joiners


def bring_in(
    game: Game, state: Shootout, player: Player, joiners: list[Joiner], *, by_card_effect: bool = False
) -> Flow:
    """Joiners from adjacent locations boot (unless an effect spares them) and move in
    without booting again; dudes already at the location stay as they are, and so do
    those who join without moving (§5.2). Before a joiner boots, reacts to its joining may
    spare the boot (Roan: "prevent this dude from booting when they join a posse").
    `by_card_effect` says they join by a card effect, not as the posse forms ("after an
    opposing dude joins this shootout by a card effect"); the joined event carries it, and
    whether the card effect moved the dude to the shootout ("after a card ability moves a
    dude to a shootout location and they join a posse", Adrián Vallejo). A joiner who
    "cannot move" and stands elsewhere never gets there: he stays out of the posse
    (whichever way he was let in, the posse is where it fights, §5.2, §6.2)."""
    where = game.locations.name(state.location)
    for dude, boots, moves in joiners:
        if moves and dude.location != state.location and cannot_move(game, dude):
            state.remove(dude)
            origin = game.locations.name(dude.location or "")
            game.log.add("{0} cannot move from {1} to join the posse", dude, origin)
            continue
        moved_by_card = by_card_effect and moves and dude.location != state.location
        if boots:
            game.emit("onDudeJoiningPosse", card=dude, player=player, location=state.location)
            yield from game.resolve_events()
            boots = not game.effects.has_flag(dude, "joins without booting")
        if boots:
            game.actions.boot(dude)
        if not moves:
            state.joined_in_place.append(dude)
            origin = game.locations.name(dude.location or "")
            game.log.add("{0}'s {1} joins the posse from {2} without moving", player, dude, origin)
        elif dude.location != state.location:
            if not game.actions.move_dude(dude, state.location, boot=False):
                state.remove(dude)  # a restriction kept him where he is (it says why): not in the posse
                continue
            if boots:
                game.log.add("{0} boots {1} to move them to {2}", player, dude, where)
            else:
                game.log.add("{0} moves {1} to {2} without booting", player, dude, where)
        game.emit(
            "onDudeJoinedPosse",
            card=dude,
            player=player,
            leader_posse=player is state.leader_player,
            by_card_effect=by_card_effect,
            moved_by_card=moved_by_card,
        )
        job = state.job
        if job is not None and player is job.player and job.ability.on_join is not None:
            # "Each dude that joins your posse during the job" (§6): formed or later.
            yield from as_card_effect(game, job.player, "noon", job.ability.on_join, job, dude)


def breakin_and_enterin(game: Game, state: Shootout, joining: list[Card] | None = None) -> None:
    """At a home or a Private deed, each posse dude whose player does not own it gains 1
    bounty (§5.3), each announced by `onBreakinAndEnterinBounty`. `joining`: only these
    dudes, for a dude brought in by a later `shootout:join` play ("dudes joining later get
    it too"); by default every posse dude."""
    card = game.locations.card(state.location)
    if card is None or not game.locations.is_private(state.location):
        return
    for player in state.players:
        if player is card.owner:
            continue
        for dude in state.posse(player):
            if joining is not None and dude not in joining:
                continue
            if game.effects.has_flag(dude, "gains no breakin' and enterin' bounty"):
                game.trace("shootout.breakin_and_enterin.exempt")
                continue
            game.actions.add_bounty(dude, 1)
            game.trace("shootout.breakin_and_enterin")
            game.log.add(
                "{0}'s {1} gains 1 bounty for breakin' and enterin' {2}",
                player,
                dude,
                game.locations.name(state.location),
            )
            # "When a dude gains bounty for joining a shootout at another player's Private
            # location" (Dispatch Office): this bounty, not any other the dude is given.
            game.emit("onBreakinAndEnterinBounty", card=dude, location=state.location)


def join_posse(
    game: Game, state: Shootout, dude: Card, *, booting: bool = False, moving: bool = True
) -> Flow:
    """A card effect brings `dude` into its player's posse mid-shootout ("move your dude
    into your posse"): it moves to the shootout, rifle or not, without booting unless the
    card says so, and a joiner at a home or Private deed gains Breakin' & Enterin' bounty
    too (§5.3). With `moving` False the card says "joins ... without moving" (the Weird
    West Buffalo Rifle): he fights from where he stands, as a rifleman joining in place.
    While the posses are held against shootout plays (Scoop Hound), a Shootout play brings
    nobody in (`engine.posse_holds`). Joining from elsewhere is a move: a dude the card
    effect may not move ("Cards cannot ... move QUATERMAN PRIME", "cannot move from this
    location") stays where he is, out of the posse. Returns whether the dude joined."""
    player = dude.controller
    if held_against_this_play(game):
        game.trace(HELD)
        game.log.add("{0} cannot join the posse", dude)
        return False
    if leader_rides_alone(state, dude):
        game.trace("job.leader_alone")
        game.log.add("{0} cannot join the posse", dude)
        return False
    kept_out = kept_out_of_posse(game, dude, leaders=player is state.leader_player)
    if kept_out:
        game.trace("shootout.posse")
    if kept_out or posse_closed_to(game, state, dude):
        game.log.add("{0} cannot join the posse", dude)
        return False
    if moving and game.actions.kept_from_moving(dude, state.location):
        return False
    game.trace("shootout.join")
    state.posse(player).append(dude)
    yield from bring_in(game, state, player, [Joiner(dude, booting, moving)], by_card_effect=True)
    breakin_and_enterin(game, state, joining=[dude])
    return True


def posse_problems(game: Game) -> list[str]:
    """What must hold of every posse after every decision (C5), used by tests and the
    fuzzer: a member is a dude in play on its side; once the rounds have begun it stands
    at the shootout (or, having joined without moving, next to it); a shooter is in its posse."""
    problems = []
    for state in game.open_posses():
        place = game.locations.name(state.location)
        for player in state.players:
            for dude in state.posse(player):
                if not dude.in_play:
                    problems.append(f"{dude.uid} is in {player.name}'s posse but not in play ({dude.zone})")
                elif dude.controller is not player:
                    problems.append(f"{dude.uid} is in {player.name}'s posse but not their dude")
                elif state.round > 0 and not stands_next_to_the_fight(game, state, dude):
                    problems.append(f"{dude.uid} is in {player.name}'s posse but not at {place}")
            shooter = state.shooters.get(player.index)
            if shooter is not None and shooter not in state.posse(player):
                problems.append(f"{shooter.uid} is {player.name}'s shooter but not in the posse")
    return problems
