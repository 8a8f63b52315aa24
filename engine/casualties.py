"""Winner and casualties (rules digest §5.7–5.8): who wins a shootout round, how many
casualties each side takes, and how a player covers them with the dudes of their posse:
exactly when possible (§5.8, printed rules over the online engine's confirm prompt), each
casualty a decision (C1). Bounty is collected for the dudes an opponent's casualties cost.

Split from `engine.shootout`, whose round calls `decide_round`, `take_your_lumps` and
`casualties_taken`; card scripts add or remove casualties through `add_casualties` and
`remove_casualties`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.bounty import bounty_extra, pay_extra
from engine.card_effects import acting
from engine.casualty_values import (
    CANNOT_BE_CASUALTY,
    CASUALTY_VALUES,
    casualty_value,
    printed_casualty_value,
)
from engine.decisions import PART, Decision, Option, Refusal
from engine.flow import Flow
from engine.hand_rank import rank_modifier
from engine.hands import compare
from engine.log import plural
from engine.losses import ACED, DISCARDED, record_loss
from engine.replacements import NOTHING, would
from engine.rules import rule
from engine.shootout_state import Casualty, Shootout
from engine.type_locks import CASUALTIES_DOWN, CASUALTIES_UP, counts, refuses
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.effects import Effect
    from engine.game import Game
    from engine.model import Card, Player

#: A player effect: "increase the casualties of both posses this round by N" (§5.7).
ROUND_CASUALTIES = "round_casualties"
#: A player effect: "takes N extra casualties if their draw hand is ever cheatin' this round".
CHEATIN_CASUALTIES = "cheatin_casualties"
DOUBLED_CASUALTIES = "doubled_casualties"
#: Ends a multi-part casualty answer: these picks cover every casualty that remains.
ALL_COVERED = "all covered"


# -- winner and casualties (§5.7–5.8) ----------------------------------------------------------
def decide_round(game: Game, state: Shootout) -> None:
    leader, other = state.players
    a, b = state.results[leader.index], state.results[other.index]
    modifier_a, modifier_b = rank_modifier(game, leader), rank_modifier(game, other)
    outcome = compare(a, b, modifier_a=modifier_a, modifier_b=modifier_b)
    total_a, total_b = a.total(modifier_a), b.total(modifier_b)
    game.trace("shootout.winner")
    state.decided = True
    if outcome == 0:
        state.winner = state.loser = None
        game.trace("shootout.tie")
        game.log.add("The round is an exact tie: each side takes 1 casualty")
    else:
        state.winner, state.loser = (leader, other) if outcome > 0 else (other, leader)
        if total_a == total_b:
            game.log.add("{0} wins the round on a tie-breaker: each side takes 1 casualty", state.winner)
        else:
            game.log.add("{0} wins the round by {1}", state.winner, plural(abs(total_a - total_b), "rank"))
    if total_a == total_b:
        state.casualties = {leader.index: 1, other.index: 1}
    else:
        assert state.loser is not None
        state.casualties = {state.loser.index: abs(total_a - total_b) + extra_casualties(game, state.loser)}
    game.trace("shootout.casualties")
    for player in state.players:
        increase_casualties(game, state, player)
    for player in state.players:
        double_casualties(game, state, player)
    for player in state.players:
        reduce_casualties(game, state, player)


def increase_casualties(game: Game, state: Shootout, player: Player) -> None:
    """ "Increase the casualties of both posses this round by N" (Behold White Bull, §5.7),
    "your opponent takes two extra casualties if their draw hand is ever cheatin' this round"
    (Grim Servant O' Death: their hand revealed cheatin'): winner or loser, the player takes
    N more as the round's casualties are set, before any reduction; an increase made by an
    ability of a locked type does not count (`engine.type_locks`)."""

    def unlocked(effect: Effect) -> bool:
        return counts(game, player, CASUALTIES_UP, effect)

    amount = game.effects.player_amount(player, ROUND_CASUALTIES, unlocked)
    result = state.results.get(player.index)
    if result is not None and result.cheatin:
        amount += game.effects.player_amount(player, CHEATIN_CASUALTIES, unlocked)
    if amount <= 0:
        return
    before = state.casualties.get(player.index, 0)
    state.casualties[player.index] = before + amount
    game.trace("shootout.casualties.increased")
    game.log.add("{0}'s casualties increase from {1} to {2}", player, before, before + amount)


def double_casualties(game: Game, state: Shootout, player: Player) -> None:
    """ "Double the number of casualties inflicted" (Red River Roulette, §5.7): the player's
    casualties, once set and increased, are doubled before any reduction; a doubling made by
    an ability of a locked type does not count (`engine.type_locks`), and two doublings
    make no more than one (ruling red-river-roulette-doubles-both-posses)."""

    def unlocked(effect: Effect) -> bool:
        return counts(game, player, CASUALTIES_UP, effect)

    before = state.casualties.get(player.index, 0)
    if not before or game.effects.player_amount(player, DOUBLED_CASUALTIES, unlocked) <= 0:
        return
    state.casualties[player.index] = before * 2
    game.trace("shootout.casualties.doubled")
    game.log.add("{0}'s casualties double from {1} to {2}", player, before, before * 2)


def reduce_casualties(game: Game, state: Shootout, player: Player) -> None:
    """ "Reduce your casualties this round by N / to zero" (§5.7): effects played before the
    casualties were set lower them as they are set, never below 0."""
    before = state.casualties.get(player.index, 0)
    if not before:
        return

    def unlocked(effect: Effect) -> bool:
        return counts(game, player, CASUALTIES_DOWN, effect)

    if game.effects.player_amount(player, "casualties_to_zero", unlocked) > 0:
        after = 0
    else:
        after = max(0, before - game.effects.player_amount(player, "casualty_reduction", unlocked))
    if after != before:
        game.trace("shootout.casualties.reduced")
        state.casualties[player.index] = after
        game.log.add("{0} reduces their casualties from {1} to {2}", player, before, after)


def extra_casualties(game: Game, loser: Player) -> int:
    """What the round's loser takes on top of the rank difference (§5.7): "each round's
    loser takes 1 extra casualty" (Flame-Thrower) is a player effect on any loser."""

    def unlocked(effect: Effect) -> bool:
        return counts(game, loser, CASUALTIES_UP, effect)

    return game.effects.player_amount(loser, "extra_casualties", unlocked)


def lumps_order(state: Shootout) -> list[Player]:
    """Loser first, then winner; on an exact tie the leader's side first (§5.8)."""
    if state.loser is None or state.winner is None:
        return list(state.players)
    return [state.loser, state.winner]


def _ways(game: Game, state: Shootout, player: Player) -> list[tuple[str, Card, int]]:
    """(way, card, casualties covered) for every way this posse can take a casualty (§5.8);
    a card that cannot be a casualty offers none."""
    ways: list[tuple[str, Card, int]] = []
    for dude in state.posse(player):
        if not game.effects.has_flag(dude, CANNOT_BE_CASUALTY):
            for way in CASUALTY_VALUES:
                value = casualty_value(game, dude, way)
                if value:
                    ways.append((way, dude, value))
        ways.extend(
            ("discard", sidekick, 1)
            for sidekick in dude.attachments
            if sidekick.has_keyword("Sidekick") and not game.effects.has_flag(sidekick, CANNOT_BE_CASUALTY)
        )
    return ways


def _capacity(ways: list[tuple[str, Card, int]], excluding: Card | None = None) -> int:
    """The most casualties the rest of the posse can still cover."""
    best: dict[str, int] = {}
    for _way, card, value in ways:
        owner = card.parent if card.parent is not None and card.has_keyword("Sidekick") else card
        if card is excluding or owner is excluding:
            continue
        best[card.uid] = max(best.get(card.uid, 0), value)
    return sum(best.values())


def before_assigning_casualties(game: Game, state: Shootout, player: Player) -> Flow:
    """ "Before you assign casualties" (§5.8): a player with casualties to take gets a react
    window first (Cavalry Escort brings its dude into the posse to take one)."""
    if state.casualties.get(player.index, 0) <= 0:
        return
    game.emit("onBeforeAssigningCasualties", player=player, shootout=state)
    yield from game.resolve_events()


def take_your_lumps(game: Game, state: Shootout, player: Player) -> Flow:
    """Cover casualties exactly when possible; what the posse cannot absorb is ignored (§5.8)."""
    remaining = state.casualties.get(player.index, 0)
    first = True
    while remaining > 0:
        ways = _ways(game, state, player)
        if not ways and state.posse(player):
            game.trace("shootout.casualties.protected")
            game.log.add("{0}'s posse cannot take {1}", player, plural(remaining, "casualty"))
            return
        if not ways:
            game.trace("shootout.casualties.overflow")
            game.log.add("{0} has no one left to take {1}", player, plural(remaining, "casualty"))
            return
        legal = legal_ways(ways, remaining)
        if first:
            legal = _first_casualty_first(game, state, player, legal)
        options = [
            Option(f"{way} {card.uid}", f"{way.title()} {card.uid} to cover {value}")
            for way, card, value in legal
        ]

        def explain(who: int, answer: str, remaining: int = remaining, first: bool = first) -> Refusal | None:
            if who != player.index:
                return None
            return casualty_refusal(game, state, player, answer, _ways(game, state, player), remaining, first)

        answer = yield Decision(
            player.index,
            "Select a casualty",
            options,
            kind="casualty",
            explain=explain,
            expand=partial(casualty_parts, game, state, player, remaining, first=first),
        )
        way, card, value = next(w for w in legal if f"{w[0]} {w[1].uid}" == answer)
        first = False
        remaining = max(0, remaining - value)
        yield from take_casualty(game, state, player, way, card, value, remaining)


Way = tuple[str, "Card", int]


def legal_ways(ways: list[Way], remaining: int) -> list[Way]:
    """Exact cover while the posse can (§5.8): no choice covers more than remains by the
    table (an effect's "reduce your remaining casualties" comes after the cover), nor
    leaves more than the rest of the posse can cover. A posse that cannot cover exactly
    gives up as much as each card can."""
    legal = [
        w
        for w in ways
        if printed_casualty_value(w[1], w[0]) <= remaining and remaining - w[2] <= _capacity(ways, w[1])
    ]
    return legal or [w for w in ways if w[2] == max(v for _w, c, v in ways if c is w[1])]


def casualty_refusal(
    game: Game, state: Shootout, player: Player, pick: str, ways: list[Way], remaining: int, first: bool
) -> Refusal | None:
    """Why "<way> <card>" cannot cover the next casualty now (§5.8), or None if it can."""
    way = next((w for w in CASUALTY_VALUES if pick.startswith(w + " ")), None)
    if way is None:
        return None
    uid = pick.removeprefix(way + " ")
    card = game.cards.get(uid)
    if card is None:
        return None
    by_card = [w for w in ways if w[1] is card]
    if not by_card:
        return Refusal(
            rule("shootout.casualties.posse"), f"{uid} is not in {player.name}'s posse to cover a casualty"
        )
    chosen = next((w for w in by_card if w[0] == way), None)
    if chosen is None:
        return Refusal(
            rule("shootout.casualties.send_home"), f"Only a Harrowed dude can be sent home: {uid} cannot"
        )
    if chosen not in legal_ways(ways, remaining):
        rest = remaining - chosen[2]
        why = (
            f"only {plural(remaining, 'casualty')} remain{'s' if remaining == 1 else ''}"
            if rest < 0
            else f"the rest of the posse cannot cover the other {rest}"
        )
        return Refusal(
            rule("shootout.casualties.exact"),
            f"{way.title()} {uid} covers {chosen[2]}, but {why}: the posse can cover them exactly",
        )
    if first:
        marked = _marked_first(game, state, player)
        if marked and card not in marked:
            names = " or ".join(d.uid for d in marked)
            return Refusal(rule("shootout.casualties.first"), f"{names} must be the first casualty")
    return None


def casualty_parts(
    game: Game, state: Shootout, player: Player, remaining: int, answer: str, *, first: bool = True
) -> list[str] | Refusal | None:
    """ "discard A + ace B": these casualties, in order, covering all that remain (§5.8).
    A single casualty says so with a final "all covered" ("discard A + all covered").
    `first`: whether the first of them is the posse's first casualty this step."""
    picks = answer.split(PART)
    if picks[-1] == ALL_COVERED:
        picks.pop()
    elif len(picks) < 2:
        return None
    if not picks or not all(p.startswith(tuple(w + " " for w in CASUALTY_VALUES)) for p in picks):
        return None
    ways, total, parts = _ways(game, state, player), remaining, list[str]()
    for pick in picks:
        if remaining <= 0:
            return Refusal(
                rule("shootout.casualties.exact"),
                f"{player.name} has covered all {plural(total, 'casualty')} before {pick}",
            )
        refusal = casualty_refusal(game, state, player, pick, ways, remaining, first and not parts)
        if refusal is not None:
            return refusal
        if not any(pick == f"{w[0]} {w[1].uid}" for w in ways):
            return None  # not a casualty at all: the generic refusal lists the options
        chosen = next(w for w in ways if pick == f"{w[0]} {w[1].uid}")
        remaining = max(0, remaining - chosen[2])
        ways = [w for w in ways if w[1] is not chosen[1] and w[1].parent is not chosen[1]]
        parts.append(pick)
    if remaining > 0 and ways:
        return Refusal(
            rule("shootout.casualties"),
            f"{player.name} must cover {plural(total, 'casualty')}; these cover {total - remaining}",
        )
    return parts


FIRST_CASUALTY = "must be selected as the first casualty"


def _marked_first(game: Game, state: Shootout, player: Player) -> list[Card]:
    """`player`'s posse dudes who "must be selected as the first casualty" (Pinned Down)."""
    return [d for d in state.posse(player) if game.effects.has_flag(d, FIRST_CASUALTY)]


def _first_casualty_first(
    game: Game, state: Shootout, player: Player, legal: list[tuple[str, Card, int]]
) -> list[tuple[str, Card, int]]:
    """The first casualty of the posse's lumps must be one of its marked dudes (§5.8), each
    time it takes casualties while the mark lasts (a Shootout ability's effect lasts the
    shootout, §8.3); with several marks the player picks which applies. A marked dude who
    cannot cover a casualty now leaves the choice open."""
    marked = _marked_first(game, state, player)
    restricted = [w for w in legal if w[1] in marked]
    return restricted or legal


def take_casualty(
    game: Game, state: Shootout, player: Player, way: str, card: Card, value: int, remaining: int
) -> Flow:
    """Take `card` as a casualty the chosen `way`, unless an effect replaces it ("send
    that dude home booted instead", `engine.replacements`) or prevents it ("prevent Byron
    from being aced": he is not taken at all): the casualties it covers stay covered. Each casualty is remembered for this round (`Shootout.casualties_taken`)."""
    announced = yield from would(
        game, "onCasualtyWouldBeTaken", player=player, card=card, type=way, shootout=state
    )
    if announced.instead == NOTHING:
        # "Prevent Byron from being aced": he stays in the posse, and what he was chosen to
        # cover stays covered, as with any casualty an effect changes (§5.8).
        game.trace("shootout.casualties.prevented")
        verb = {"ace": "aced", "discard": "discarded", "send home": "sent home"}[way]
        game.log.add(
            "{0}'s {1} is not {2}, yet covers {3} ({4} remaining)",
            player,
            card,
            verb,
            plural(value, "casualty"),
            remaining,
        )
        yield from game.resolve_events()
        return
    if announced.instead is not None and announced.instead != way and card in state.posse(player):
        game.trace("shootout.casualties.replaced")
        way = announced.instead
    if card.zone is not Zone.PLAY:
        return  # an effect took it out of play first: nothing left to take
    game.trace(f"shootout.casualties.{way.replace(' ', '_')}")
    state.casualties_taken.setdefault(player.index, []).append(Casualty(card, way, card.value, card.bullets))
    if way == "send home":
        state.remove(card)  # even when the fight is at its own home
        with acting(game, announced.replaced_by):  # the replacing card's effect, if any
            game.actions.send_home(card, booted=True)
        game.log.add(
            "{0} sends {1} home booted to cover {2} ({3} remaining)",
            player,
            card,
            plural(value, "casualty"),
            remaining,
        )
    else:
        bounty = card.bounty if card.is_dude else 0  # read before leaving play clears it
        where = game.actions.location_of(card)  # "this location" of a card's casualty text
        extra = bounty_extra(game, card) if bounty > 0 else 0
        verb = "aces" if way == "ace" else "discards"
        if way == "ace":
            game.actions.ace(card, announced=True)
        else:
            game.actions.discard(card)
        if not card.in_play:
            record_loss(game, card, ACED if way == "ace" else DISCARDED, casualty=True)
        game.log.add(
            "{0} {1} {2} to cover {3} ({4} remaining)",
            player,
            verb,
            card,
            plural(value, "casualty"),
            remaining,
        )
        pay_bounty(game, card, bounty, state.opposing(player), extra)
        game.emit("onCasualtyChosen", player=player, card=card, type=way, location=where)
    yield from game.resolve_events()


def casualties_taken(game: Game, state: Shootout, player: Player) -> Flow:
    """After a player takes the round's casualties, reacts may answer ("React: After you
    take casualties for losing a round", §5.8): `onTakenCasualties` names the player,
    whether they lost the round, and the casualties they took. A player who took none
    (nobody could be a casualty) has not taken casualties."""
    if not state.casualties_of(player):
        return
    game.emit(
        "onTakenCasualties",
        player=player,
        shootout=state,
        casualties=list(state.casualties_of(player)),
        lost=player is state.loser,
    )
    yield from game.resolve_events()


def add_casualties(game: Game, player: Player, amount: int, *, logged: bool = False) -> None:
    """`player` takes `amount` more casualties this round ("the winner takes 1 casualty",
    §5.7). Lumps are taken loser first (§5.8), so casualties the loser's reacts give the
    winner are covered in the winner's turn, with any the winner already had. `logged`
    writes the change in the words of a lasting increase ("Player2's casualties increase
    from 1 to 3"), for a card whose text is only that ("takes 2 extra casualties")."""
    state = game.shootout
    if state is None or amount <= 0 or refuses(game, player, CASUALTIES_UP):
        return
    game.trace("shootout.casualties.added")
    before = state.casualties.get(player.index, 0)
    state.casualties[player.index] = before + amount
    if logged:
        game.log.add("{0}'s casualties increase from {1} to {2}", player, before, before + amount)
    game.emit("onPlayerCasualtiesIncreased", player=player, amount=amount)


def remove_casualties(game: Game, player: Player, amount: int) -> bool:
    """`player` suffers `amount` fewer casualties this round, the casualties already set
    ("React: Before you take casualties, ... suffer 1 fewer casualties this round", Mimi "The
    Nun" O'Brien; §5.7): never below 0; a lock on the resolving ability's type decreasing
    casualties leaves them be (`engine.type_locks`). Returns whether any were removed, so the
    ability logs only what happened; the log says from how many to how many."""
    state = game.shootout
    if state is None or amount <= 0 or refuses(game, player, CASUALTIES_DOWN):
        return False
    before = state.casualties.get(player.index, 0)
    after = max(0, before - amount)
    if after == before:
        return False
    game.trace("shootout.casualties.reduced")
    state.casualties[player.index] = after
    game.log.add("{0} reduces their casualties from {1} to {2}", player, before, after)
    return True


def collect_bounty(game: Game, dude: Card, collector: Player) -> None:
    """A wanted dude discarded or aced as a casualty, or by an opponent's card, pays its
    bounty to the opponent (§9.2). Call it before the dude leaves play (that clears it)."""
    pay_bounty(game, dude, dude.bounty, collector, bounty_extra(game, dude))


def pay_bounty(game: Game, dude: Card, amount: int, collector: Player, extra: int = 0) -> None:
    """`collector` gains `amount`, the bounty `dude` had when it left play (§9.2), and the
    `extra` its bounty effects added then (`engine.bounty`)."""
    if amount <= 0:
        return
    game.actions.gain(collector, amount)
    game.trace("shootout.bounty")
    game.log.add("{0} collects {1} ghost rock bounty on {2}", collector, amount, dude)
    pay_extra(game, dude, extra, collector)
    game.emit("onBountyCollected", card=dude, collector=collector, amount=amount)
