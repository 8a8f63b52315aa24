"""The rules oracle: a second, deliberately simple statement of the core plays' legality.

The engine decides what is legal in many places (noon actions, posses, jobs, casualties),
each optimised and each widened or narrowed by card effects. This module states the same
rules again, straight from the rules digest and in a few lines each, reading only what a
player at the table sees: where cards are, who controls them, whether they are booted,
the pending decision, the posses, and the effects' published flags. The fuzzer then
compares the two at every decision (`oracle_problems`, the check named "oracle"):

* every core play the engine **offers** must be one the oracle finds legal;
* every candidate play the oracle finds legal must be offered (the engine is not stricter
  than the rules);
* a candidate the engine does not offer is refused by `game.why_not` (one of them every
  `WHY_NOT_EVERY` decisions, in turn: `why_not` re-reads the whole turn, too dear to ask
  of each).

The core plays and their rules: call out (§5.1), move (§4.2), shoppin' goods (§3.5), trade
(§3.6) and start a job (§6.1: a job card, known by its printed text, needs an unbooted
leader) on a High Noon turn; join a posse (§5.2, §6 steps 2-3); choose a job's leader
(§6.1); pick a shooter (§5.4.3); take a casualty (§5.8).

Card effects widen or narrow these rules. The oracle *models* the exceptions the engine
publishes as flags (`game.effects.has_flag`: "cannot be called out", "can be called out at
home", "cannot make call outs", "cannot join posse", "cannot join the leader's posse",
"may not boot to join a posse" (unless it "joins without booting"), "joins from adjacent
without moving or booting" (Buffalo Rifle), "cannot be picked as shooter", "cannot be a
casualty", "cannot move" (no move, no joining a posse elsewhere), "cannot attach cards",
"cannot be traded"), the player amount
"attach_anywhere", and the attachment restrictions a card prints on itself, which its
script declares (`attaches_to`: "can only attach to ...", "cannot be attached or traded to
a dude without ..."; `refuses_attachment`: "cannot have non-Melee Weapons attached"); where
a rule has parts the oracle does not restate (exact cover of casualties, which Gadgets and
unique cards may be shopped), it gives no verdict for a play it cannot refuse on the simple
rules: it still refuses the plays those simple rules forbid, so an offered play breaking
them is caught.
Two facts the table remembers rather than sees are read from the game's public record:
the dudes a player has added so far to a posse being formed (their "join" answers in
`game.history`, either way of joining) and the goods traded today (`game.ability_uses`, §3.6's once a day).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.callout import CANNOT_CALL_OUT
from engine.locations import CANNOT_MOVE
from engine.model import TOWN_SQUARE
from engine.phases.noon_actions import CANNOT_BE_TRADED
from engine.posse import (
    CANNOT_BOOT_TO_JOIN,
    CANNOT_JOIN_LEADERS_POSSE,
    JOINS_FROM_ADJACENT,
    USUAL_WAY,
    joiner_of,
)
from engine.restrictions import CANNOT_ATTACH_CARDS
from harness.rules_coverage.printed import printed_abilities

if TYPE_CHECKING:
    from engine.decisions import Decision
    from engine.game import Game
    from engine.model import Card, Player
    from engine.shootout_state import Shootout


@dataclass(frozen=True, slots=True)
class Verdict:
    """The oracle's reading of one candidate play: legal (True), illegal (False) or no
    verdict (None: a rule the oracle does not restate decides), and why, citing the rule."""

    play: str
    legal: bool | None
    why: str


def legal(play: str, why: str) -> Verdict:
    return Verdict(play, True, why)


def illegal(play: str, why: str) -> Verdict:
    return Verdict(play, False, why)


def undecided(play: str, why: str) -> Verdict:
    return Verdict(play, None, why)


#: How often (in decisions) one play not offered is put to `game.why_not`.
WHY_NOT_EVERY = 4

Candidates = Callable[["Game", "Decision", "Player"], Iterator[Verdict]]


# -- what the table sees ----------------------------------------------------------------------
def controls(game: Game, player: Player, location: str | None) -> bool:
    """Your home, or a deed you control; never the town square (§3.5, §4.3)."""
    if location is None or location == TOWN_SQUARE:
        return False
    if location == player.home.uid:
        return True
    card = game.locations.card(location)
    return card is not None and card.is_deed and game.locations.controller(card) is player


def printed_attach_refusal(game: Game, card: Card, dude: Card) -> str | None:
    """Why `card` may not attach to `dude` by the cards' own printed text, or None: the
    card's "can only attach to ..." (its script's `attaches_to`), the dude's "cannot have
    ... attached" (`refuses_attachment`), or a dude who "cannot attach cards" (a flag).
    Shoppin' attaches the card (§3.5), and so does a trade (§3.6), so both ask it; a "cannot"
    beats the rules' "can" (§1.3)."""
    accepts = card.script.attaches_to if card.script is not None else None
    if accepts is not None and not accepts(dude):
        return f"{card.uid}'s text keeps it from attaching to {dude.uid}"
    refuses = dude.script.refuses_attachment if dude.script is not None else None
    if refuses is not None and refuses(card):
        return f"{dude.uid}'s text keeps {card.uid} from attaching to him"
    if game.effects.has_flag(dude, CANNOT_ATTACH_CARDS):
        return f"an effect says {dude.uid} cannot attach cards"
    return None


def dudes_in_play(game: Game) -> list[Card]:
    return [card for card in game.cards_in_play() if card.is_dude]


def chosen_so_far(game: Game, decision: Decision) -> set[str]:
    """The dudes this player has already added to the posse being formed: a posse's
    joiners are the player's answers "join <dude>" since the prompt opened, the last run
    of them in the game's decision history (the posse lists them only once it is done),
    whichever way each joined ("join <dude> the usual way" chooses him too)."""
    chosen: set[str] = set()
    for who, answer in reversed(game.history):
        if who != decision.player or not answer.startswith("join "):
            break
        chosen.add(joiner_of(answer)[0])
    return chosen


# -- a High Noon turn (§3.3) --------------------------------------------------------------------
def call_outs(game: Game, player: Player, dudes: list[Card]) -> Iterator[Verdict]:
    """§5.1: your unbooted dude calls out an opposing dude at the same location, not at
    the callee's own home (unless an effect allows it), nor one an effect protects; never
    by a caller an effect says "cannot make call outs" (Puttin' On Airs). (A call out
    naming any other pair is no call out at all: offered, it is reported.)"""
    flag = game.effects.has_flag
    callees = [dude for dude in dudes if dude.controller is not player]
    for caller in dudes:
        if caller.controller is not player:
            continue
        for callee in callees:
            play = f"call out {callee.uid} with {caller.uid}"
            if caller.booted:
                yield illegal(play, f"§5.1: the caller {caller.uid} is booted")
            elif flag(caller, CANNOT_CALL_OUT):
                yield illegal(play, f"§5.1: an effect says {caller.uid} cannot make call outs")
            elif callee.location != caller.location:
                yield illegal(play, f"§5.1: {callee.uid} is not at {caller.uid}'s location")
            elif flag(callee, "cannot be called out"):
                yield illegal(play, f"§5.1: an effect says {callee.uid} cannot be called out")
            elif callee.location == callee.controller.home.uid and not flag(
                callee, "can be called out at home"
            ):
                yield illegal(play, f"§5.1: {callee.uid} is at their own home")
            else:
                yield legal(
                    play, f"§5.1: {caller.uid} is unbooted and {callee.uid} is an opposing dude there"
                )


def moves(game: Game, player: Player, dudes: list[Card]) -> Iterator[Verdict]:
    """§4.2: a standard move needs your unbooted dude, to any other location (booting or
    not is the move's cost, not its legality), unless an effect says he "cannot move".
    (Another player's dude: no move of yours.)"""
    places = [(uid, game.locations.name(uid)) for uid in game.locations.all()]
    for dude in dudes:
        if dude.controller is not player:
            continue
        for uid, name in places:
            play = f"move {dude.uid} to {name}"
            if dude.booted:
                yield illegal(play, f"§4.2: {dude.uid} is booted")
            elif uid == dude.location:
                yield illegal(play, f"§4.2: {dude.uid} is already at {name}")
            elif game.effects.has_flag(dude, CANNOT_MOVE):
                yield illegal(play, f"§4.2: an effect says {dude.uid} cannot move")
            else:
                yield legal(play, f"§4.2: {dude.uid} is unbooted")


def shoppin(game: Game, player: Player, dudes: list[Card]) -> Iterator[Verdict]:
    """§3.5, goods: from your hand, paying the cost, onto your unbooted dude standing at a
    location you control ("attach_anywhere" effects lift the location), unless the cards'
    printed text keeps the goods off that dude (`printed_attach_refusal`). Gadgets (§7.3),
    unique goods (§1.4) and Improvements are not restated: no verdict when the rest holds."""
    goods = [card for p in game.players for card in p.hand if card.type == "goods"]
    anywhere = game.effects.player_amount(player, "attach_anywhere") > 0
    for card in goods:
        for dude in dudes:
            play = f"shop {card.uid} on {dude.uid}"
            if card.owner is not player:
                yield illegal(play, f"§3.5: {card.uid} is not in {player.name}'s hand")
            elif dude.controller is not player:
                yield illegal(play, f"§3.5: {dude.uid} is not {player.name}'s dude")
            elif card.cost > player.ghost_rock:
                yield illegal(
                    play, f"§3.5: {card.uid} costs {card.cost}, {player.name} has {player.ghost_rock}"
                )
            elif dude.booted and not card.has_keyword("Improvement"):
                yield illegal(play, f"§3.5: {dude.uid} is booted")
            elif not anywhere and not controls(game, player, dude.location):
                yield illegal(play, f"§3.5: {player.name} does not control where {dude.uid} stands")
            elif (refusal := printed_attach_refusal(game, card, dude)) is not None:
                yield illegal(play, f"§3.5: {refusal}")
            elif card.has_keyword("Gadget") or card.data.unique or card.has_keyword("Improvement"):
                yield undecided(play, f"§3.5: {card.uid} is a Gadget, unique or an Improvement")
            else:
                yield legal(play, f"§3.5: {dude.uid} is unbooted at a location {player.name} controls")


def trades(game: Game, player: Player, dudes: list[Card]) -> Iterator[Verdict]:
    """§3.6: goods (not spells) from your unbooted dude at a location you control to
    another of your unbooted dudes there, who may hand goods back; each goods once a day,
    none an effect says "cannot be traded", and none to a dude the cards' printed text
    keeps it off (a trade attaches it to him: `printed_attach_refusal`)."""
    mine = [dude for dude in dudes if dude.controller is player]
    for giver in mine:
        for goods in giver.attachments:
            for receiver in mine:
                if receiver is giver:
                    continue
                for back in [None, *receiver.attachments]:
                    play = f"trade {goods.uid} to {receiver.uid}" + (
                        "" if back is None else f" for {back.uid}"
                    )
                    yield trade(game, player, play, goods, giver, receiver, back)


def trade(
    game: Game, player: Player, play: str, goods: Card, giver: Card, receiver: Card, back: Card | None
) -> Verdict:
    if goods.type != "goods" or (back is not None and back.type != "goods"):
        return illegal(play, "§3.6: only goods are traded")
    if giver.location != receiver.location:
        return illegal(play, f"§3.6: {giver.uid} and {receiver.uid} are not at the same location")
    if not controls(game, player, giver.location):
        return illegal(play, f"§3.6: {player.name} does not control where {giver.uid} stands")
    if giver.booted or receiver.booted:
        return illegal(play, f"§3.6: {giver.uid if giver.booted else receiver.uid} is booted")
    for card, to in ((goods, receiver), (back, giver)):
        if card is None:
            continue
        if game.ability_uses(f"trade:{card.uid}", "day"):
            return illegal(play, f"§3.6: {card.uid} has been traded today")
        if game.effects.has_flag(card, CANNOT_BE_TRADED):
            return illegal(play, f"§3.6: an effect says {card.uid} cannot be traded")
        if (refusal := printed_attach_refusal(game, card, to)) is not None:
            return illegal(play, f"§3.6: {refusal}")
    return legal(play, f"§3.6: both dudes are unbooted at a location {player.name} controls")


@functools.cache
def _job_first(text_html: str) -> bool:
    """Whether a card's first printed ability (after its trait text) is a Job: the one its
    plain option id names ("play Kidnappin'", "use Abram Grothe")."""
    kinds = [ability.kind for ability in printed_abilities(text_html) if ability.kind != "trait"]
    return kinds[:1] == ["job"]


def jobs(game: Game, player: Player, dudes: list[Card]) -> Iterator[Verdict]:
    """§6.1: a job needs a leader, one of your unbooted dudes; a job printed on a dude, or
    on a card attached to one, is led by that dude. An action's job is played from your
    hand, any other card's from play. Whether the job has a mark, its cost and its limit
    the oracle does not restate: no verdict when a leader stands ready."""
    cards = [c for c in game.cards_in_play() if c.controller is player] + list(player.hand)
    for card in cards:
        if not _job_first(card.data.text_html):
            continue
        action = card.type == "action"
        play = f"{'play' if action else 'use'} {card.uid}"
        own = _own_leader(card)
        if card.in_play == action:
            yield illegal(
                play, f"§6.1: {card.uid}'s job is {'played from hand' if action else 'used in play'}"
            )
        elif own is not None and own.booted:
            yield illegal(play, f"§6.1: {own.uid} would lead {card.uid}'s job and is booted")
        elif own is None and not any(d.controller is player and not d.booted for d in dudes):
            yield illegal(play, f"§6.1: {player.name} has no unbooted dude to lead {card.uid}'s job")
        else:
            yield undecided(play, f"§6.1: a leader stands ready for {card.uid}'s job")


def _own_leader(card: Card) -> Card | None:
    """The dude who leads a job printed on him or on a card attached to him (§6.1)."""
    if card.is_dude:
        return card
    parent = card.parent
    return parent if parent is not None and parent.is_dude else None


def noon_turn(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    dudes = dudes_in_play(game)
    yield from call_outs(game, player, dudes)
    yield from moves(game, player, dudes)
    yield from shoppin(game, player, dudes)
    yield from trades(game, player, dudes)
    yield from jobs(game, player, dudes)


# -- posses (§5.2, §6.2-6.3) --------------------------------------------------------------------
def with_the_usual_way(joins: Iterator[Verdict]) -> Iterator[Verdict]:
    """Each "join <dude>" verdict, and one for "join <dude> the usual way": the engine offers
    that second id only to a dude a card also lets join another way (Buffalo Rifle), which
    the oracle does not restate, so it judges the usual way's legality (a dude that may
    not join at all may not join the usual way) and leaves whether it is offered open."""
    for verdict in joins:
        yield verdict
        usual = verdict.play + USUAL_WAY
        if verdict.legal is False:
            yield illegal(usual, verdict.why)
        else:
            yield undecided(usual, verdict.why + "; offered only beside another way to join")


def forming(game: Game) -> Shootout | None:
    """The posses being formed: a call out's shootout, or a job's before its shootout."""
    return game.shootout if game.shootout is not None else game.job_posses


def posse_joiners(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    """§5.2 (and §6.3, opposing a job): your dude at the shootout joins, booted or not; an
    unbooted one adjacent to it joins by booting (a rifleman's "joins from adjacent without
    moving or booting" lets a booted one join too), unless he "cannot move": joining from
    elsewhere is a move (save the rifleman's way, which is none), or "may not boot to join
    a posse" (Bulletproof Vest: "at an adjacent location"), unless he "joins without
    booting" or the rifleman's way. A dude who "cannot join the leader's posse" (Puttin' On
    Airs) joins none of the player whose dude called out or leads the job."""
    state = forming(game)
    if state is None:
        return
    chosen = chosen_so_far(game, decision)
    flag = game.effects.has_flag
    for dude in dudes_in_play(game):
        play = f"join {dude.uid}"
        where = dude.location
        if dude.controller is not player:
            yield illegal(play, f"§5.2: {dude.uid} is not {player.name}'s dude")
        elif state.in_posse(dude) or dude.uid in chosen:
            yield illegal(play, f"§5.2: {dude.uid} is already in a posse")
        elif flag(dude, "cannot join posse"):
            yield illegal(play, f"§5.2: an effect says {dude.uid} cannot join a posse")
        elif player is state.leader_player and flag(dude, CANNOT_JOIN_LEADERS_POSSE):
            yield illegal(play, f"§5.2: an effect says {dude.uid} cannot join the leader's posse")
        elif where == state.location:
            yield legal(play, f"§5.2: {dude.uid} is at the shootout")
        elif where is None or not game.locations.adjacent(where, state.location):
            yield illegal(play, f"§5.2: {dude.uid} is neither at nor adjacent to the shootout")
        elif flag(dude, CANNOT_MOVE) and not flag(dude, JOINS_FROM_ADJACENT):
            yield illegal(play, f"§5.2: an effect says {dude.uid} cannot move, and he is not there")
        elif dude.booted and not flag(dude, JOINS_FROM_ADJACENT):
            yield illegal(play, f"§5.2: {dude.uid} is booted and not at the shootout")
        elif (
            flag(dude, CANNOT_BOOT_TO_JOIN)
            and not flag(dude, "joins without booting")
            and not flag(dude, JOINS_FROM_ADJACENT)
        ):
            yield illegal(
                play, f"§5.2: an effect says {dude.uid} may not boot to join a posse at an adjacent location"
            )
        else:
            yield legal(play, f"§5.2: {dude.uid} is unbooted and adjacent")


def job_joiners(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    """§6.2: the leader's posse takes your unbooted dudes at or adjacent to the leader or
    the mark (a rifleman adjacent to the mark joins booted or not); never the mark itself,
    nor a dude who "cannot move" standing elsewhere than the mark (the posse goes there),
    nor one who "cannot join the leader's posse" (Puttin' On Airs: this is that posse),
    nor one who "may not boot to join a posse" where he would boot (`_boots_to_join_a_job`)."""
    state = game.job_posses
    job = state.job if state is not None else None
    if job is None:
        return
    chosen = chosen_so_far(game, decision)
    flag = game.effects.has_flag
    near = (job.leader_location, job.mark_location)
    for dude in dudes_in_play(game):
        play = f"join {dude.uid}"
        where = dude.location
        if dude.controller is not player:
            yield illegal(play, f"§6.2: {dude.uid} is not {player.name}'s dude")
        elif dude in job.posse or dude.uid in chosen:
            yield illegal(play, f"§6.2: {dude.uid} is already in the posse")
        elif dude is job.mark:
            yield illegal(play, f"§6.2: {dude.uid} is the job's mark")
        elif flag(dude, "cannot join posse"):
            yield illegal(play, f"§6.2: an effect says {dude.uid} cannot join a posse")
        elif flag(dude, CANNOT_JOIN_LEADERS_POSSE):
            yield illegal(play, f"§6.2: an effect says {dude.uid} cannot join the leader's posse")
        elif dude.booted and not (
            flag(dude, JOINS_FROM_ADJACENT)
            and where is not None
            and game.locations.adjacent(where, job.mark_location)
        ):
            yield illegal(play, f"§6.2: {dude.uid} is booted")
        elif where is None or not any(where == p or game.locations.adjacent(where, p) for p in near):
            yield illegal(play, f"§6.2: {dude.uid} is neither at nor adjacent to the leader or the mark")
        elif where != job.mark_location and flag(dude, CANNOT_MOVE) and not flag(dude, JOINS_FROM_ADJACENT):
            yield illegal(play, f"§6.2: an effect says {dude.uid} cannot move, and the mark is elsewhere")
        elif _boots_to_join_a_job(game, dude, near) and any(game.locations.adjacent(where, p) for p in near):
            yield illegal(
                play, f"§6.2: an effect says {dude.uid} may not boot to join a posse at an adjacent location"
            )
        else:
            yield legal(play, f"§6.2: {dude.uid} is unbooted, at or adjacent to the leader or the mark")


def _boots_to_join_a_job(game: Game, dude: Card, near: tuple[str, str]) -> bool:
    """Whether `dude` "may not boot to join a posse" (Bulletproof Vest) and would boot to
    join the leader's posse (§6.2): standing away from the mark (`near[1]`), unspared by
    "joins without booting" and by a rifleman's joining in place beside the mark. Such a
    dude joins no posse standing at a location adjacent to his: the leader's, where it
    forms, or the mark's, where it goes (ruling
    bulletproof-vest-job-posse-at-an-adjacent-location)."""
    flag = game.effects.has_flag
    where, mark = dude.location, near[1]
    return (
        where is not None
        and where != mark
        and flag(dude, CANNOT_BOOT_TO_JOIN)
        and not flag(dude, "joins without booting")
        and not (flag(dude, JOINS_FROM_ADJACENT) and game.locations.adjacent(where, mark))
    )


def job_leaders(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    """§6.1: a job's leader is one of your unbooted dudes (the engine asks only when the
    job is not on a dude, who would lead it himself). A job printed "Your leader must ..."
    (Epidemic Laboratory) narrows that by its own text, which the oracle does not restate:
    while the player holds one, an unbooted dude gets no verdict. Nor does one who "cannot
    move": the posse, its leader in it, goes to the mark (§6.2), so he leads only against a
    mark where he stands, and which marks the job allows the oracle does not restate."""
    narrowed = _printed_leader_requirement(game, player)
    for dude in dudes_in_play(game):
        if dude.controller is not player:
            yield illegal(dude.uid, f"§6.1: {dude.uid} is not {player.name}'s dude")
        elif dude.booted:
            yield illegal(dude.uid, f"§6.1: {dude.uid} is booted")
        elif game.effects.has_flag(dude, CANNOT_MOVE):
            yield undecided(
                dude.uid,
                f"§6.2: an effect says {dude.uid} cannot move: he leads only against a mark where he stands",
            )
        elif narrowed:
            yield undecided(
                dude.uid, f"§6.1: {dude.uid} is unbooted; the job's text may ask more of its leader"
            )
        else:
            yield legal(dude.uid, f"§6.1: {dude.uid} is {player.name}'s unbooted dude")


def _printed_leader_requirement(game: Game, player: Player) -> bool:
    """Whether a job card `player` may be starting prints a requirement on its leader: any
    card in play (a deed's controller by influence may use it, §4.3) or in their hand."""
    cards = list(game.cards_in_play()) + list(player.hand)
    return any("your leader must" in card.data.text.lower() for card in cards)


# -- a shootout round (§5.4, §5.8) --------------------------------------------------------------
def shooters(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    """§5.4.3: any dude of your posse that no effect forbids."""
    state = game.shootout
    if state is None:
        return
    for dude in dudes_in_play(game):
        if dude not in state.posse(player):
            yield illegal(dude.uid, f"§5.4: {dude.uid} is not in {player.name}'s posse")
        elif game.effects.has_flag(dude, "cannot be picked as shooter"):
            yield illegal(dude.uid, f"§5.4: an effect says {dude.uid} cannot be picked as shooter")
        else:
            yield legal(dude.uid, f"§5.4: {dude.uid} is in {player.name}'s posse")


#: Which cards may cover a casualty each way (§5.8's table): a Harrowed dude, any dude, a Sidekick.
WAYS = ("discard", "ace", "send home")


def casualties(game: Game, decision: Decision, player: Player) -> Iterator[Verdict]:
    """§5.8: a casualty is a dude of your posse (discarded or aced; sent home booted only
    if Harrowed) or a Sidekick on one (discarded). Which of those covers the next casualty
    (exact cover, "must be the first casualty") the oracle does not restate: no verdict."""
    state = game.shootout
    if state is None:
        return
    posse = state.posse(player)
    flag = game.effects.has_flag
    for dude in dudes_in_play(game):
        for card in [dude, *dude.attachments]:
            sidekick = card is not dude
            for way in WAYS:
                play = f"{way} {card.uid}"
                if sidekick and not card.has_keyword("Sidekick"):
                    yield illegal(play, f"§5.8: {card.uid} is neither a dude nor a Sidekick")
                elif dude not in posse:
                    yield illegal(play, f"§5.8: {dude.uid} is not in {player.name}'s posse")
                elif flag(card, "cannot be a casualty"):
                    yield illegal(play, f"§5.8: an effect says {card.uid} cannot be a casualty")
                elif sidekick and way != "discard":
                    yield illegal(play, f"§5.8: a Sidekick is only discarded, {card.uid} cannot be {way}")
                elif way == "send home" and not card.has_keyword("Harrowed"):
                    yield illegal(play, f"§5.8: only a Harrowed dude is sent home, {card.uid} is not")
                else:
                    yield undecided(
                        play, f"§5.8: {card.uid} may cover a casualty ({way}) if the cover is exact"
                    )


@dataclass(frozen=True)
class Play:
    """A kind of decision the oracle restates: its candidates, and which options are core
    plays: those starting with `prefixes` (None: every option but `other`) must each be a
    play the oracle reads; those starting with `partly` are checked when the oracle reads
    them (shoppin': the oracle restates goods, not dudes, deeds or spells)."""

    candidates: Candidates
    prefixes: tuple[str, ...] | None
    other: tuple[str, ...] = ()
    partly: tuple[str, ...] = ()


#: The decisions whose plays the oracle restates, by decision kind.
PLAYS: dict[str, Play] = {
    "high noon": Play(noon_turn, ("call out ", "move ", "trade "), partly=("shop ", "use ", "play ")),
    "posse": Play(lambda g, d, p: with_the_usual_way(posse_joiners(g, d, p)), ("join ",)),
    "opposing posse": Play(lambda g, d, p: with_the_usual_way(posse_joiners(g, d, p)), ("join ",)),
    "job posse": Play(lambda g, d, p: with_the_usual_way(job_joiners(g, d, p)), ("join ",)),
    "job leader": Play(job_leaders, None, ("cancel",)),
    "shooter": Play(shooters, None),
    "casualty": Play(casualties, None),
}


def verdicts(game: Game) -> list[Verdict]:
    """The oracle's reading of every candidate core play of the pending decision."""
    decision = game.pending
    kind = PLAYS.get(decision.kind) if decision is not None else None
    if decision is None or kind is None:
        return []
    with game.effects.frozen():
        return list(kind.candidates(game, decision, game.players[decision.player]))


def oracle_problems(game: Game) -> list[str]:
    """Where the engine and the oracle disagree on the pending decision's core plays."""
    decision = game.pending
    if decision is None or game.over:
        return []
    kind = PLAYS.get(decision.kind)
    if kind is None:
        return []
    with game.effects.frozen():
        return _disagreements(game, decision, kind)


def _disagreements(game: Game, decision: Decision, kind: Play) -> list[str]:
    player = game.players[decision.player]
    verdicts: dict[str, Verdict] = {}
    for candidate in kind.candidates(game, decision, player):
        verdicts.setdefault(candidate.play, candidate)
    if kind.prefixes is None:
        offered = [o.id for o in decision.options if o.id not in kind.other]
    else:
        offered = [o.id for o in decision.matching(*kind.prefixes, *kind.partly)]
    problems = []
    for play in offered:
        verdict = verdicts.get(play)
        if verdict is None:
            if not (kind.partly and play.startswith(kind.partly)):
                problems.append(
                    f"{player.name} is offered {play!r}, which is no {decision.kind} play of the rules"
                )
        elif verdict.legal is False:
            problems.append(f"{player.name} is offered {play!r}, which the rules forbid ({verdict.why})")
    shown = set(offered)
    refused = [v for v in verdicts.values() if v.play not in shown]
    problems += [
        f"{player.name} is not offered {v.play!r}, which the rules allow ({v.why})"
        for v in refused
        if v.legal
    ]
    turn = len(game.history)
    if refused and turn % WHY_NOT_EVERY == 0:
        # One refusal every few decisions, in turn: `why_not` reads the whole turn again.
        asked = refused[turn // WHY_NOT_EVERY % len(refused)]
        if game.why_not(player, asked.play) is None:
            problems.append(f"{player.name}'s {asked.play!r} is neither offered nor refused")
    return problems
