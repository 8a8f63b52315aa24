"""Jobs (rules digest §6): a Noon Job ability sends a posse after a mark.

The leader's posse is formed first; the mark's side may oppose. An unopposed job
succeeds at once with no shootout and no Breakin' & Enterin'. An opposed job is a
shootout at the mark's location, and succeeds when the leader's posse wins — the
leader himself need not survive (§6.5, §13.11: printed rules over the online engine,
which awards the job to whichever posse empties first). Either way the success or
failure text resolves while the leader's surviving posse still stands at the mark, and
then that posse goes home booted (the rulebook's sequence; the online engine sends the
posse home first, which the digest's §6.6 records: README "Rules choices").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.abilities import CANCEL, ActionAbility, Context, Target, choose_card
from engine.card_effects import as_card_effect
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.going_home import AFTER_JOB, go_home_booted
from engine.locations import cannot_move
from engine.model import TOWN_SQUARE
from engine.posse import (
    CANNOT_BOOT_TO_JOIN,
    OTHERS_CANNOT_JOIN,
    Joiner,
    bring_in,
    join_cost,
    join_refusal,
    kept_out_of_posse,
    may_join_in_place,
    pick_joiners,
)
from engine.rules import rule
from engine.shootout import fight, start
from engine.shootout_state import Shootout
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

JobHandler = Callable[["Job"], Any]
#: Run for each dude that joins the leader's posse during the job ("each dude that joins
#: your posse during the job"): as the posse forms, and later (The Stakes Just Rose).
JoinHandler = Callable[["Job", "Card"], Any]


def job_card_named(ability: JobAbility) -> Card:
    """The card a job is named by in the log: its own, or for a granted job ("Each player
    gains the ability: 'Noon Job: ...'", Tumblebleeds!) the card that grants it, not the
    outfit holding the copy."""
    granted_by = ability.granted_by
    return ability.card if granted_by is None else granted_by.card


@dataclass(eq=False)
class Job:
    ability: JobAbility
    context: Context
    leader: Card
    mark: Card | None
    mark_location: str
    leader_location: str
    posse: list[Card] = field(default_factory=list)
    #: The dudes left in the opposing posse when the job ended (empty if unopposed).
    opposing_posse: list[Card] = field(default_factory=list)
    opponent: Player | None = None
    opposed: bool = False
    succeeded: bool = False
    #: Posse members who stay where they stand when the posse goes home (§6.6).
    staying: list[Card] = field(default_factory=list)

    @property
    def player(self) -> Player:
        return self.context.player

    def stays(self, dude: Card) -> None:
        """ "This dude stays at this location instead of going home booted" (Quarter Horse):
        when this job's posse goes home, `dude` does not; nothing outlives this job."""
        self.staying.append(dude)

    @property
    def game(self) -> Game:
        return self.context.game


@dataclass(frozen=True)
class LocationMark:
    """A job that marks a location, the town square among them ("Mark another in-town
    location", Maggie Harris): the player picks a location uid `condition` accepts; the
    mark is that location's card (a deed or a home), or none for the town square (§6.1)."""

    condition: Callable[[str, Context], bool] | None = None
    prompt: str = "Select a location"

    def eligible(self, context: Context) -> list[str]:
        places = context.game.locations.all()
        condition = self.condition
        return places if condition is None else [uid for uid in places if condition(uid, context)]


def mark_location_of(mark: Card | None) -> str:
    """Where a job against `mark` goes (§6.1): the marked location itself, the marked
    dude's location, or the town square."""
    if mark is None:
        return TOWN_SQUARE
    return mark.uid if mark.is_location else mark.location or TOWN_SQUARE


def _leader_reaches(game: Game, leader: Card | None, location: str) -> bool:
    """Whether `leader` can go with his posse to a mark at `location` (§6.2: the posse
    goes to the mark): not if he "cannot move" and stands elsewhere
    (`engine.locations.cannot_move`; Agent Provocateur "cannot ... leave your home")."""
    return leader is None or leader.location == location or not cannot_move(game, leader)


def mark_defender(game: Game, player: Player, mark: Card | None) -> Player:
    """Who may oppose (§6.3): the mark's controller; for the town square or your own
    card, any other player (in a two-player game, your opponent)."""
    if mark is not None:
        controller = game.controller_of(mark)
        if controller is not player:
            return controller
    return player.opponent


@dataclass(eq=False)
class JobAbility(ActionAbility):
    """`mark` is a Target (a dude or a deed), a LocationMark, or "town square"."""

    mark: Target | LocationMark | str = "town square"
    before: JobHandler | None = None
    on_success: JobHandler | None = None
    on_fail: JobHandler | None = None
    on_join: JoinHandler | None = None
    after_home: JobHandler | None = None
    posse_condition: Callable[[Job], str | None] | None = None
    boot_leader: bool = True
    #: Printed "Your leader must have ..." (Epidemic Laboratory): who may lead at all.
    leader_condition: Callable[[Card], bool] | None = None
    #: Printed "No other dudes can join your posse" (Mason Adler): the leader rides alone
    #: (`engine.posse.leader_rides_alone`).
    leader_alone: bool = False

    def _leader_candidates(self, player: Player) -> list[Card]:
        """A job on a dude (or on a card attached to one) is led by that dude (§6.1)."""
        card = self.card
        if card.is_dude:
            leaders = [card] if not card.booted else []
        elif card.parent is not None and card.parent.is_dude:
            leaders = [card.parent] if not card.parent.booted else []
        else:
            leaders = [d for d in player.dudes() if not d.booted]
        condition = self.leader_condition
        return leaders if condition is None else [d for d in leaders if condition(d)]

    def _marks(self, context: Context, leader: Card | None) -> list[Card]:
        """Legal marks; a dude never leads a job against himself, and a leader who "cannot
        move" leads it only against a mark where he stands (`_leader_reaches`)."""
        assert isinstance(self.mark, Target)
        return [
            c
            for c in self.mark.eligible(context)
            if c is not leader and _leader_reaches(context.game, leader, mark_location_of(c))
        ]

    def _reaches_a_mark(self, context: Context, leader: Card) -> bool:
        """Whether `leader` can lead this job against some legal mark: a dude who "cannot
        move" only against one where he stands (`_leader_reaches`), the town square too."""
        game, mark = context.game, self.mark
        if isinstance(mark, Target):
            return bool(self._marks(context, leader))
        if isinstance(mark, LocationMark):
            return any(_leader_reaches(game, leader, uid) for uid in mark.eligible(context))
        return _leader_reaches(game, leader, TOWN_SQUARE)

    def _leaders(self, context: Context) -> list[Card]:
        """Who may lead the job: an unbooted dude of the player's who can reach a mark."""
        return [d for d in self._leader_candidates(context.player) if self._reaches_a_mark(context, d)]

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        refusal = super().check(game, player, window)
        if refusal is not None:
            return refusal
        leaders = self._leader_candidates(player)
        if not leaders:
            own = self.card if self.card.is_dude else self.card.parent
            if own is not None and own.is_dude:
                return Refusal(rule("job.leader"), f"{own.name} is booted and cannot lead the job")
            if self.leader_condition is not None:
                return Refusal(
                    rule("job.leader"), f"{player.name} has no unbooted dude who may lead {self.card.name}"
                )
            return Refusal(rule("job.leader"), f"{player.name} has no unbooted dude to lead {self.card.name}")
        context = Context(game, player, self.card, self)
        if any(self._reaches_a_mark(context, leader) for leader in leaders):
            return None
        if isinstance(self.mark, Target):
            return Refusal(rule("job.mark"), f"{self.card.name} has no legal mark")
        if isinstance(self.mark, LocationMark):
            return Refusal(rule("job.mark"), f"{self.card.name} has no legal location to mark")
        # The town square is the mark, and no dude who may lead can go there (§6.2).
        names = ", ".join(leader.name for leader in leaders)
        return Refusal(
            rule("move.cannot_move"), f"{names} cannot move to lead {self.card.name} to the town square"
        )

    def resolve(self, game: Game, player: Player) -> Flow:
        card = self.card
        context = Context(game, player, card, self)
        leaders = self._leaders(context)
        if len(leaders) == 1:
            leader = leaders[0]  # an only choice is made without asking, and logged (§6.2)
            game.log.add("{0} has only {1} to lead the job", player, leader)
        else:
            options = [Option(d.uid, game.describe(d)) for d in leaders] + [Option(CANCEL, "Cancel")]
            answer = yield Decision(player.index, "Select a dude", options, kind="job leader")
            if answer == CANCEL:
                return False
            leader = game.card(answer)
        mark: Card | None = None
        if isinstance(self.mark, Target):
            mark = yield from choose_card(
                game, player, self.mark.prompt, self._marks(context, leader), kind="job mark"
            )
            if mark is None:
                return False
            context.target = mark
        place: str | None = None
        if isinstance(self.mark, LocationMark):
            # Offered by name ("Town Square", "Player2's home", a deed), as locations are.
            places = {
                game.locations.name(uid): uid
                for uid in self.mark.eligible(context)
                if _leader_reaches(game, leader, uid)
            }
            options = [Option(name, name) for name in places] + [Option(CANCEL, "Cancel")]
            answer = yield Decision(player.index, self.mark.prompt, options, kind="job mark")
            if answer == CANCEL:
                return False
            place = places[answer]
            mark = game.locations.card(place)
            context.target = mark
        mark_location = place if place is not None else mark_location_of(mark)
        job = Job(self, context, leader, mark, mark_location, leader.location or TOWN_SQUARE)
        refund = (player.ghost_rock, card.zone, card.booted, leader.booted)
        if card.type == "action":
            game.actions.pay(player, card.cost)
            game.actions.play_from_hand(card)
        yield from self.pay_costs(context)
        if self.boot_leader:
            game.actions.boot(leader)
        self.record_use(game)
        if self.granted_by is not None:
            game.trace("ability.granted")
        game.trace("job.start")
        game.trace_ability(self, "initiated")
        mark_name = (
            mark.uid if mark is not None and not mark.is_location else game.locations.name(mark_location)
        )
        if card is leader:
            game.log.add("{0}'s {1} leads a job marking {2}", player, leader, mark_name)
        else:
            named = job_card_named(self)
            game.log.add("{0} starts the job {1} led by {2}, marking {3}", player, named, leader, mark_name)
        opponent = mark_defender(game, player, mark)
        job.opponent = opponent
        state = Shootout(mark_location, leader, mark, player, opponent, job=job)
        game.job_posses = state
        if not (yield from form_job_posse(game, state, job)):
            self._cancel(game, job, refund)
            return False
        context.data["job"] = job
        self.log_message(context)
        if not state.posse(player):
            # Everyone who joined left play as they joined (§6.2: a posse can't be empty).
            game.log.add("{0}'s posse is empty: nobody goes on the job", player)
            yield from finish_job(game, job, state)
            return True
        if self.before is not None:
            yield from as_card_effect(game, job.player, "noon", self.before, job, from_job=True)
        yield from game.resolve_events()
        yield from form_opposing_posse(game, state, job)
        if state.posse(opponent):
            job.opposed = True
            start(game, state)
            yield from fight(game, state)
        else:
            game.trace("job.unopposed")
        yield from finish_job(game, job, state)
        return True

    def _cancel(self, game: Game, job: Job, refund: tuple[int, Any, bool, bool]) -> None:
        """A cancelled job refunds its costs (§6.2): ghost rock back, cards unbooted, the card back in hand."""
        ghost_rock, zone, source_booted, leader_booted = refund
        card, player = self.card, job.player
        game.job_posses = None
        player.ghost_rock = ghost_rock
        card.booted = source_booted
        job.leader.booted = leader_booted
        if card.type == "action":
            game.actions.put_in_pile(card, zone)
        game.uncount_ability_use(self.key)
        game.trace("job.cancel")
        game.log.add("{0} cancels the job {1}", player, card)


def finish_job(game: Game, job: Job, state: Shootout) -> Flow:
    """After the posses formed (and any shootout ended): decide success by the printed
    rule, run the success or failure text while the leader's posse is still at the mark,
    then send that posse home booted (§6.5–6.6, in the rulebook's order: a success text
    such as Abram Grothe's "discard all ... wanted dudes at that deed" reaches the posse);
    a success text that says it "occurs after dudes have returned home" comes last."""
    ability, player, card = job.ability, job.player, job.ability.card
    game.job_posses = None  # the posses are settled: going home is not leaving a posse
    job.posse = list(state.posse(player))
    job.opposing_posse = list(state.posse(state.opposing(player)))
    # §6.5: the leader's posse wins when it still stands at the mark and the other does not.
    job.succeeded = bool(job.posse) and not job.opposing_posse
    game.last_job = job
    if job.succeeded:
        game.trace("job.success")
        game.log.add("{0}'s job {1} succeeds", player, job_card_named(ability))
        if ability.on_success is not None:
            yield from as_card_effect(game, player, "noon", ability.on_success, job, from_job=True)
    else:
        game.trace("job.fail")
        game.log.add("{0}'s job {1} fails", player, job_card_named(ability))
        if ability.on_fail is not None:
            yield from as_card_effect(game, player, "noon", ability.on_fail, job, from_job=True)
    game.trace_ability(ability, "resolved")
    if card.type == "action" and card.zone is Zone.BEING_PLAYED:
        game.actions.discard(card)
    if job.succeeded:
        # "After this dude's posse succeeds at a job, ... instead of going home booted"
        # (Quarter Horse): a react window once the success text has resolved, while the
        # posse still stands at the mark (§6.6).
        game.emit("onJobSucceeded", job=job)
        yield from game.resolve_events()
    yield from send_posse_home(game, job)
    if job.succeeded and ability.after_home is not None:
        # A success text printed "(this occurs after dudes have returned home)" (§6.6).
        yield from as_card_effect(game, player, "noon", ability.after_home, job, from_job=True)
    game.emit("onJobSuccessful" if job.succeeded else "onJobFailed", job=job)
    yield from game.resolve_events()


def ace_the_mark(job: Job) -> None:
    """The common success text "If successful, ace the mark" (a wanted mark pays its bounty)."""
    mark = job.mark
    if mark is not None and mark.in_play:
        job.game.actions.ace(mark, by=job.player)
        job.game.log.add("{0} aces {1}", job.player, mark)


def discard_the_mark(job: Job) -> None:
    """The common success text "If successful, discard the mark"."""
    mark = job.mark
    if mark is not None and mark.in_play:
        job.game.actions.discard(mark, by=job.player)
        job.game.log.add("{0} discards {1}", job.player, mark)


def send_posse_home(game: Game, job: Job) -> Flow:
    """Every dude left in the leader's posse goes home booted, win or lose (§6.6); one the
    job's own text took out of play (discarded, aced) goes nowhere, nor one who stays, nor
    one a react sends elsewhere instead (`engine.going_home`)."""
    going = [
        d
        for d in job.posse
        if d.in_play and d not in job.staying and not game.effects.has_flag(d, "does not return after job")
    ]
    went = []
    for dude in going:
        if (yield from go_home_booted(game, dude, AFTER_JOB, job=job)):
            went.append(dude)  # noqa: PERF401 (a comprehension cannot yield the prompts)
    game.trace("job.home")
    if went:
        game.log.add("{0} sends {1} home booted", job.player, ", ".join(d.uid for d in went))
    game.emit("onDudesReturnAfterJob", job=job)


def job_join_cost(game: Game, job: Job, dude: Card) -> bool | None:
    """Who may join the leader's posse the usual way (§6.2): unbooted dudes at or adjacent
    to the leader or the mark; joining boots them unless they already stand at the mark.
    The posse goes to the mark, so a dude who "cannot move" joins only there (as he joins
    a shootout only where he stands, `join_cost`). A dude who "may not boot to join a
    posse at an adjacent location" (Bulletproof Vest) does not boot to join one forming at
    a leader adjacent to him or bound for a mark adjacent to him (ruling
    `bulletproof-vest-job-posse-at-an-adjacent-location`). None if `dude` cannot join, else
    whether joining boots it."""
    if not dude.in_play or not dude.is_dude or dude in job.posse or dude is job.mark or dude.booted:
        return None
    if kept_out_of_posse(game, dude, leaders=True):
        return None
    if job.ability.leader_alone:
        game.trace("job.leader_alone")
        return None
    if any(game.effects.has_flag(member, OTHERS_CANNOT_JOIN) for member in job.posse):
        game.trace("shootout.posse_closed")
        return None
    where = dude.location
    if where is None:
        return None
    near = [job.leader_location, job.mark_location]
    if not any(where == place or game.locations.adjacent(where, place) for place in near):
        return None
    if where != job.mark_location and cannot_move(game, dude):
        return None
    boots = where != job.mark_location and not game.effects.has_flag(dude, "joins without booting")
    vested = boots and game.effects.has_flag(dude, CANNOT_BOOT_TO_JOIN)
    if vested and any(game.locations.adjacent(where, place) for place in near):
        return None
    return boots


def form_job_posse(game: Game, state: Shootout, job: Job) -> Flow:
    """The leader's posse (§6.2), checked against the job's posse condition: a posse
    that fails it is selected again or the job is cancelled. Returns False on Cancel."""
    player = job.player
    while True:
        job.posse = [job.leader]
        more, _asked = yield from pick_joiners(
            game,
            player,
            lambda dude: job_join_cost(game, job, dude),
            kind="job posse",
            in_place=lambda dude: (
                dude not in job.posse and dude is not job.mark and may_join_in_place(game, state, dude)
            ),
        )
        job.posse += [joiner.dude for joiner in more]
        joiners = [Joiner(job.leader, False), *more]
        condition = job.ability.posse_condition
        problem = condition(job) if condition is not None else None
        if problem is None:
            break
        game.log.add("{0}'s posse cannot take the job: {1}", player, problem)
        answer = yield Decision(
            player.index,
            "Select an option",
            [Option("select again", "Select the posse again"), Option(CANCEL, "Cancel")],
            kind="job posse condition",
        )
        if answer == CANCEL:
            return False
    state.posses[player.index] = list(job.posse)
    game.trace("job.posse")
    game.log.add("{0} forms a posse of {1}", player, ", ".join(d.uid for d in job.posse))
    yield from bring_in(game, state, player, joiners)
    game.emit("onLeaderPosseFormed", shootout=state, job=job)
    # Reactions to joining (Ramiro Mendoza's upkeep) resolve before the job's text.
    yield from game.resolve_events()
    return True


def form_opposing_posse(game: Game, state: Shootout, job: Job) -> Flow:
    """The mark's side may oppose (§6.3) with dudes at or adjacent to the mark: those
    at the mark join as they are, booted or not; adjacent ones must be unbooted and
    boot. The mark need not join. Choosing no dude declines to oppose."""
    opponent = state.mark_player
    joiners, asked = yield from pick_joiners(
        game,
        opponent,
        lambda dude: None if dude in job.posse else join_cost(game, state, dude),
        reason=lambda dude: join_refusal(game, state, dude),
        in_place=lambda dude: dude not in job.posse and may_join_in_place(game, state, dude),
    )
    state.posse(opponent).extend(joiner.dude for joiner in joiners)
    if not joiners:
        if asked:
            game.log.add("{0} does not oppose the job", opponent)
        else:
            game.log.add("{0} has no dude to oppose the job", opponent)
        return
    game.trace("shootout.posse")
    game.log.add("{0} forms a posse of {1}", opponent, ", ".join(d.uid for d in state.posse(opponent)))
    yield from bring_in(game, state, opponent, joiners)
