"""Jobs (rules digest §6): a Noon Job ability sends a posse after a mark.

The leader's posse is formed first; the mark's side may oppose. An unopposed job
succeeds at once with no shootout and no Breakin' & Enterin'. An opposed job is a
shootout at the mark's location, and succeeds when the leader's posse wins — the
leader himself need not survive (§6.5, printed rules over the online engine). Either
way the leader's surviving posse goes home booted, then the success or failure text
resolves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.abilities import CANCEL, ActionAbility, Context, Target
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow, run_handler
from engine.model import TOWN_SQUARE
from engine.rules import rule
from engine.shootout import DONE, fight, form_posse, start, winner_of
from engine.shootout_state import Shootout

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

JobHandler = Callable[["Job"], Any]


@dataclass(eq=False)
class Job:
    ability: JobAbility
    context: Context
    leader: Card
    mark: Card | None
    mark_location: str
    leader_location: str
    posse: list[Card] = field(default_factory=list)
    succeeded: bool = False

    @property
    def player(self) -> Player:
        return self.context.player

    @property
    def game(self) -> Game:
        return self.context.game


@dataclass(eq=False)
class JobAbility(ActionAbility):
    """`mark` is a Target (a dude or a deed), or "town square"."""

    mark: Target | str = "town square"
    before: JobHandler | None = None
    on_success: JobHandler | None = None
    on_fail: JobHandler | None = None
    posse_condition: Callable[[Job], str | None] | None = None
    boot_leader: bool = True

    def _leader_candidates(self, player: Player) -> list[Card]:
        card = self.card
        if card.is_dude:
            return [card] if not card.booted else []
        if card.parent is not None and card.parent.is_dude:
            return [card.parent] if not card.parent.booted else []
        return [d for d in player.dudes() if not d.booted]

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        refusal = super().check(game, player, window)
        if refusal is not None:
            return refusal
        if not self._leader_candidates(player):
            return Refusal(rule("job.leader"), f"{player.name} has no unbooted dude to lead {self.card.name}")
        if isinstance(self.mark, Target) and not self.mark.eligible(Context(game, player, self.card, self)):
            return Refusal(rule("job.mark"), f"{self.card.name} has no legal mark")
        return None

    def resolve(self, game: Game, player: Player) -> Flow:
        card = self.card
        context = Context(game, player, card, self)
        leaders = self._leader_candidates(player)
        if len(leaders) == 1:
            leader = leaders[0]
        else:
            options = [Option(d.uid, game.describe(d)) for d in leaders] + [Option(CANCEL, "Cancel")]
            answer = yield Decision(player.index, "Select a dude", options, kind="job leader")
            if answer == CANCEL:
                return False
            leader = game.card(answer)
        mark: Card | None = None
        if isinstance(self.mark, Target):
            eligible = self.mark.eligible(context)
            options = [Option(c.uid, game.describe(c)) for c in eligible] + [Option(CANCEL, "Cancel")]
            answer = yield Decision(player.index, self.mark.prompt, options, kind="job mark")
            if answer == CANCEL:
                return False
            mark = game.card(answer)
            context.target = mark
        mark_location = (
            TOWN_SQUARE if mark is None else (mark.uid if mark.is_location else mark.location or TOWN_SQUARE)
        )
        job = Job(self, context, leader, mark, mark_location, leader.location or TOWN_SQUARE)
        refund = (player.ghost_rock, card.zone, card.booted, leader.booted)
        if card.type == "action":
            game.actions.pay(player, card.cost)
            game.actions.play_from_hand(card)
        yield from self.pay_costs(context)
        if self.boot_leader:
            game.actions.boot(leader)
        self.record_use(game)
        game.trace("job.start")
        game.trace_ability(self, "initiated")
        mark_name = (
            mark.uid if mark is not None and not mark.is_location else game.locations.name(mark_location)
        )
        game.log.add("{0} starts the job {1} led by {2}, marking {3}", player, card, leader, mark_name)
        opponent = mark.controller if mark is not None and mark.is_dude else player.opponent
        state = Shootout(mark_location, leader, mark, player, opponent, job=None)
        if not (yield from form_job_posse(game, state, job)):
            self._cancel(game, job, refund)
            return False
        context.data["job"] = job
        self.log_message(context)
        if self.before is not None:
            yield from run_handler(self.before(job))
        start(game, state)
        state.job = job
        yield from form_posse(game, state, opponent, None)
        if not state.posse(opponent):
            game.trace("job.unopposed")
            game.log.add("{0} does not oppose the job", opponent)
            game.effects.end_of_shootout()
            game.shootout = None
            job.succeeded = bool(state.posse(player))
        else:
            yield from fight(game, state)
            job.succeeded = winner_of(state) is player
        job.posse = list(state.posse(player))
        game.last_job = job
        for dude in job.posse:
            if dude.in_play and not game.effects.has_flag(dude, "does not return after job"):
                game.actions.send_home(dude, booted=True)
        game.trace("job.home")
        game.emit("onDudesReturnAfterJob", job=job)
        if job.succeeded:
            game.trace("job.success")
            game.log.add("{0}'s job {1} succeeds", player, card)
            if self.on_success is not None:
                yield from run_handler(self.on_success(job))
        else:
            game.trace("job.fail")
            game.log.add("{0}'s job {1} fails", player, card)
            if self.on_fail is not None:
                yield from run_handler(self.on_fail(job))
        game.trace_ability(self, "resolved")
        if card.type == "action":
            from engine.zones import Zone

            if card.zone is Zone.BEING_PLAYED:
                game.actions.discard(card)
        game.emit("onJobSuccessful" if job.succeeded else "onJobFailed", job=job)
        yield from game.resolve_events()
        return True

    def _cancel(self, game: Game, job: Job, refund: tuple[int, Any, bool, bool]) -> None:
        """A cancelled job refunds its costs (§6.2): ghost rock back, cards unbooted, the card back in hand."""
        ghost_rock, zone, source_booted, leader_booted = refund
        card, player = self.card, job.player
        player.ghost_rock = ghost_rock
        card.booted = source_booted
        job.leader.booted = leader_booted
        if card.type == "action":
            game.actions.put_in_pile(card, zone)
        game.uncount_ability_use(self.key)
        game.trace("job.cancel")
        game.log.add("{0} cancels the job {1}", player, card)


def job_join_cost(game: Game, job: Job, dude: Card) -> bool | None:
    """Who may join the leader's posse (§6.2): unbooted dudes at or adjacent to the
    leader or the mark; joining boots them unless they already stand at the mark."""
    if not dude.in_play or not dude.is_dude or dude.booted or dude in job.posse:
        return None
    if game.effects.has_flag(dude, "cannot join posse"):
        return None
    where = dude.location
    if where is None:
        return None
    near = [job.leader_location, job.mark_location]
    if not any(where == place or game.locations.adjacent(where, place) for place in near):
        return None
    return where != job.mark_location and not game.effects.has_flag(dude, "joins without booting")


def form_job_posse(game: Game, state: Shootout, job: Job) -> Flow:
    player = job.player
    while True:
        job.posse = [job.leader]
        while True:
            candidates = [(d, b) for d in player.dudes() if (b := job_join_cost(game, job, d)) is not None]
            if not candidates:
                break
            options = [Option(DONE, "Done")] + [
                Option(f"join {d.uid}", f"{d.uid} joins") for d, _ in candidates
            ]
            answer = yield Decision(player.index, "Select a dude", options, kind="job posse")
            if answer == DONE:
                break
            job.posse.append(game.card(answer.removeprefix("join ")))
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
    for dude in job.posse:
        if dude is not job.leader and job_join_cost(game, job, dude):
            game.actions.boot(dude)
        if dude.location != job.mark_location:
            game.actions.move_dude(dude, job.mark_location, boot=False)
    state.posses[player.index] = list(job.posse)
    game.trace("job.posse")
    game.log.add("{0} forms a posse of {1}", player, ", ".join(d.uid for d in job.posse))
    game.emit("onLeaderPosseFormed", shootout=state, job=job)
    return True
