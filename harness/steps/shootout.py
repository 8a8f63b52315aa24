"""Steps for shootouts, jobs and pulls (rules digest §5–7), in the game's own words."""

from __future__ import annotations

from pytest_bdd import given, then

from engine.hand_rank import rank_modifier
from engine.shootout_state import Shootout
from harness.scenario import ScenarioError, ScenarioState
from harness.stacking import card_for, faces
from harness.steps.types import step


def _last_shootout(doomtown: ScenarioState) -> Shootout:
    game = doomtown.game
    state = game.shootout or game.job_posses or game.last_shootout
    if state is None:
        raise AssertionError("No shootout has happened in this scenario")
    return state


@given(step('{player}\'s next draw hand is "{cards}"'))
def stacked_hand(doomtown: ScenarioState, player: str, cards: str) -> None:
    """The five cards the player keeps at the next draw, stacked on top of the deck; a stud
    bonus's extra cards come from the deck below, or stand-ins if it is short (harness.stacking)."""
    hand = faces(cards)
    if len(hand) != 5:
        raise ScenarioError(f"A draw hand has 5 cards; '{cards}' has {len(hand)}")
    entry = doomtown.player_entry(player)
    entry["deck"] = [*(card_for(face) for face in hand), *entry.get("deck", [])]
    doomtown.stack_hand(player, hand)


@given(step('{player}\'s draw hands are "{first}" and then "{second}"'))
def stacked_hands(doomtown: ScenarioState, player: str, first: str, second: str) -> None:
    """Two rounds of draw hands: the first is kept like `next draw hand`; the second lies
    below it in the deck and is drawn as it lies, with stand-ins between the two for the
    first round's stud bonus (harness.stacking)."""
    hands = [faces(first), faces(second)]
    for cards, hand in zip((first, second), hands, strict=True):
        if len(hand) != 5:
            raise ScenarioError(f"A draw hand has 5 cards; '{cards}' has {len(hand)}")
    entry = doomtown.player_entry(player)
    entry["deck"] = [*(card_for(face) for face in hands[0] + hands[1]), *entry.get("deck", [])]
    doomtown.stack_hand(player, hands[0])
    doomtown.stack_later_hand(player, hands[1], below_first=len(entry["deck"]) - 5)


@given(step('{player}\'s deck starts with "{hand}"'))
def deck_starts_with(doomtown: ScenarioState, player: str, hand: str) -> None:
    """Real cards with these faces on top of the deck, top first. Unlike a stacked draw
    hand, nothing redraws or keeps them for the player: the scenario does."""
    entry = doomtown.player_entry(player)
    stacked = faces(hand)
    entry["deck"] = [*(card_for(face) for face in stacked), *entry.get("deck", [])]
    doomtown.stack_above(player, len(stacked))


@given(step('{player}\'s next pull is "{card}"'))
def stacked_pull(doomtown: ScenarioState, player: str, card: str) -> None:
    pulled = faces(card)
    if len(pulled) != 1:
        raise ScenarioError(f"A pull is one card; '{card}' is {len(pulled)}")
    entry = doomtown.player_entry(player)
    entry["deck"] = [card_for(pulled[0]), *entry.get("deck", [])]
    doomtown.stack_above(player, 1)


@then(step('{player}\'s posse is "{dudes}"'))
def posse_is(doomtown: ScenarioState, player: str, dudes: str) -> None:
    state = _last_shootout(doomtown)
    who = doomtown.player(player)
    expected = [d.strip() for d in dudes.split(",") if d.strip()]
    actual = [d.uid for d in state.posse(who)]
    if sorted(actual) != sorted(expected):
        raise AssertionError(f"{who.name}'s posse: expected {expected}, but it is {actual}")


@then(step('{player}\'s draw hand is "{hand}"'))
def draw_hand_is(doomtown: ScenarioState, player: str, hand: str) -> None:
    """The faces in a player's draw hand right now, in any order."""
    from engine.draw_hands import playing_card

    who = doomtown.player(player)
    actual = sorted(str(playing_card(card)) for card in who.draw_hand)
    expected = sorted(str(face) for face in faces(hand))
    if actual != expected:
        raise AssertionError(f"{who.name}'s draw hand: expected {expected}, but it is {actual}")


@then(step('{player}\'s draw hand holds "{hand}"'))
def draw_hand_holds(doomtown: ScenarioState, player: str, hand: str) -> None:
    """These faces are among the cards of a player's draw hand right now (a stud's hand
    holds more than five)."""
    from engine.draw_hands import playing_card

    who = doomtown.player(player)
    unmatched = [playing_card(card) for card in who.draw_hand]
    missing = []
    for face in faces(hand):
        if face in unmatched:
            unmatched.remove(face)
        else:
            missing.append(face)
    if missing:
        held = " ".join(map(str, (playing_card(c) for c in who.draw_hand))) or "no cards"
        raise AssertionError(f"{who.name}'s draw hand ({held}) does not hold {' '.join(map(str, missing))}")


@then(step("{player}'s posse is empty"))
def posse_empty(doomtown: ScenarioState, player: str) -> None:
    state = _last_shootout(doomtown)
    who = doomtown.player(player)
    if state.posse(who):
        raise AssertionError(f"{who.name}'s posse is {[d.uid for d in state.posse(who)]}, not empty")


@then(step("{player} wins the shootout"))
def wins_shootout(doomtown: ScenarioState, player: str) -> None:
    from engine.shootout import winner_of

    state = _last_shootout(doomtown)
    winner = winner_of(state)
    expected = doomtown.player(player)
    if doomtown.game.shootout is not None or winner is not expected:
        actual = "still in progress" if doomtown.game.shootout else (winner.name if winner else "nobody")
        raise AssertionError(f"The shootout's winner: expected {expected.name}, but it is {actual}")


@then(step("the shootout ends with no winner"))
def no_winner(doomtown: ScenarioState) -> None:
    from engine.shootout import winner_of

    state = _last_shootout(doomtown)
    if doomtown.game.shootout is not None or winner_of(state) is not None:
        raise AssertionError("The shootout has a winner or is still going on")


@then(step("{player} wins the round"))
def wins_round(doomtown: ScenarioState, player: str) -> None:
    state = _last_shootout(doomtown)
    _round_decided(doomtown, state)
    actual = state.winner.name if state.winner else "nobody (an exact tie)"
    if actual != doomtown.player(player).name:
        raise AssertionError(f"The round's winner: expected {player}, but it is {actual}")


def _round_decided(doomtown: ScenarioState, state: Shootout) -> None:
    """A round has a winner (or is a tie) only once its hands are compared (§5.7)."""
    if not state.decided:
        pending = doomtown.game.pending
        waiting = (
            f": {doomtown.game.players[pending.player].name} is asked to '{pending.prompt}'"
            if pending
            else ""
        )
        raise AssertionError(f"Round {state.round} is not decided yet{waiting}")


@then(step("the round is an exact tie"))
def nobody_wins_round(doomtown: ScenarioState) -> None:
    state = _last_shootout(doomtown)
    _round_decided(doomtown, state)
    if state.winner is not None:
        raise AssertionError(f"The round should be an exact tie, but {state.winner.name} wins it")


@then(step("{player} takes {count:d} casualties"))
def casualties(doomtown: ScenarioState, player: str, count: int) -> None:
    state = _last_shootout(doomtown)
    who = doomtown.player(player)
    actual = state.casualties.get(who.index, 0)
    if actual != count:
        raise AssertionError(f"{who.name}'s casualties this round: expected {count}, but they are {actual}")


@then(step("{player} takes 1 casualty"))
def one_casualty(doomtown: ScenarioState, player: str) -> None:
    casualties(doomtown, player, 1)


@then(step("the job succeeds"))
def job_succeeds(doomtown: ScenarioState) -> None:
    job = doomtown.game.last_job
    if job is None or not job.succeeded:
        raise AssertionError("The job did not succeed" if job else "No job has finished")


@then(step("the job fails"))
def job_fails(doomtown: ScenarioState) -> None:
    job = doomtown.game.last_job
    if job is None or job.succeeded:
        raise AssertionError("The job succeeded" if job else "No job has finished")


@then(step("{player}'s hand rank is {rank:d}"))
def hand_rank(doomtown: ScenarioState, player: str, rank: int) -> None:
    """The total rank of the player's revealed draw hand, modifiers included (1..11)."""
    game = doomtown.game
    who = doomtown.player(player)
    result = game.hand_results.get(who.index)
    if result is None:
        raise AssertionError(f"{who.name} has no revealed draw hand now")
    actual = result.total(rank_modifier(game, who))
    if actual != rank:
        raise AssertionError(f"{who.name}'s hand rank: expected {rank}, but it is {actual} ({result.name})")
