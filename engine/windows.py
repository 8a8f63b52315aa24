"""Play windows outside High Noon: players alternate one play each until all pass
consecutively (§8.1). Used for the gamblin' cheatin' window and the shootout windows.
A player with nothing playable passes without being asked: there is no choice to make,
but the log says so ("Player2 has no shootout play and passes"), and it says who acts
first, so a scenario can assert both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine import shootout_shoppin
from engine.abilities import ActionAbility, split_ability_key
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player
    from engine.phases.noon_actions import Shop

PASS = "pass"
#: The player effect "after each time you pass as your Shootout play, you may draw a card".
DRAWS_AFTER_PASSING = "draws_after_passing"
DRAW_A_CARD = "draw a card"
#: How the log names each window's plays: "Player1 has no shootout play and passes".
PLAYS = {
    "gambling": "cheatin' play",
    "shootout plays": "shootout play",
    "shootout resolution": "resolution play",
}


def playable(game: Game, player: Player, window: str) -> list[ActionAbility]:
    """Every ability `player` may use in `window` right now."""
    cards = [c for c in game.cards_in_play() if c.abilities] + [c for c in player.hand if c.abilities]
    return [
        ability
        for card in cards
        for ability in card.abilities
        if isinstance(ability, ActionAbility)
        and ability.worth_checking(player, window)
        and ability.check(game, player, window) is None
    ]


def ability_option(ability: ActionAbility) -> Option:
    verb = "play" if ability.card.type == "action" or ability.from_hand else "use"
    return Option(f"{verb} {ability.key}", f"{ability.card.uid}: {ability.title}")


def ability_named(game: Game, answer: str) -> ActionAbility | None:
    """The ability an option id such as "use Shotgun", "play Coachwhip! #2" (a second copy)
    or "use Mechanical Horse (2nd ability)" names: keys never collide (`ability_key`)."""
    verb, _, key = answer.partition(" ")
    if verb not in ("use", "play"):
        return None
    card = game.cards.get(split_ability_key(key)[0])
    if card is None:
        return None
    return next((a for a in card.abilities if isinstance(a, ActionAbility) and a.key == key), None)


def _shop_named(game: Game, player: Player, answer: str) -> Shop | None:
    """The shoppin' an option id such as "shop Shotgun on Jake Smiley" names."""
    from engine.phases.noon_actions import Shop, parse

    if not answer.startswith("shop "):
        return None
    found = parse(game, player, answer)
    return found if isinstance(found, Shop) else None


def explain_play(game: Game, window: str) -> Callable[[int, str], Refusal | None]:
    """Why an ability that is not on the list may not be played now by either player
    (C1): its own check in this window. An ability the waiting player could use on
    their own turn is left to the turn rule."""

    def explain(who: int, answer: str) -> Refusal | None:
        player = game.players[who]
        shop = _shop_named(game, player, answer)
        if shop is not None:
            return shootout_shoppin.refusal(game, player, shop, window)
        ability = ability_named(game, answer)
        return ability.check(game, player, window) if ability is not None else None

    return explain


def plays_again(game: Game, player: Player) -> bool:
    """After a play: does `player` make another before the turn passes ("You may make
    another Shootout play", "Make another Noon play", §8.1)? Takes one such play."""
    if player.extra_plays <= 0:
        return False
    player.extra_plays -= 1
    game.trace("play.another")
    game.log.add("{0} makes another play", player)
    return True


def close_window(game: Game) -> None:
    """Plays granted and not made end with the window (or the High Noon turn)."""
    for player in game.players:
        player.extra_plays = 0


def make_a_play(game: Game, player: Player, window: str, among: Sequence[Card] | None = None) -> Flow:
    """ "Make a Shootout play" in the middle of something else (Pearly's Palace): one play
    of `window`'s kind, or a pass, out of the usual turn order. `among` is "make another
    shootout play with one of that dude's attached cards" (Hell's Comin' With Me!): only
    the abilities of those cards are offered. Returns the ability used."""
    plays = PLAYS.get(window, "play")
    abilities = playable(game, player, window)
    if among is not None:
        abilities = [a for a in abilities if a.card in among]
    if not abilities:
        game.log.add("{0} has no {1} to make", player, plays)
        return None
    options = [ability_option(a) for a in abilities] + [Option(PASS, "Pass")]
    answer = yield Decision(
        player.index, "Select a play", options, kind=window, explain=explain_play(game, window)
    )
    if answer == PASS:
        game.log.add("{0} passes", player)
        yield from after_a_play(game, player, window, passed=True)
        return None
    ability = next(a for a in abilities if ability_option(a).id == answer)
    yield from ability.resolve(game, player)
    yield from game.resolve_events()
    yield from after_a_play(game, player, window, passed=False)
    return ability


def before_making_a_play(game: Game, player: Player, window: str) -> Flow:
    """ "React: Before making a play, ..." (Old Marge's Manor): as a player's turn to play
    comes in a play window, reacts to it resolve before the player chooses the play (or
    passes), so what they change (ghost rock moved onto a card that pays for plays) is
    there for it. High Noon turns do not announce it yet."""
    game.emit("onBeforeMakingAPlay", player=player, window=window)
    yield from game.resolve_events()


def after_a_play(game: Game, player: Player, window: str, *, passed: bool) -> Flow:
    """ "After each shootout play (including passing)" (Bai Yang Chen (Exp.1)): once a
    player's play in a window has resolved, or they passed — asked or not, for having
    nothing to play — `onPlayMade` answers it, before the next player's turn (§8.1, §5.4).
    A pass is a play of its own in the window's turn order; after one, each "after each time
    you pass as your Shootout play, you may draw a card" player effect in force (Stoic
    Buffalo, `DRAWS_AFTER_PASSING`) offers one draw."""
    game.trace("play.after")
    game.emit("onPlayMade", player=player, window=window, passed=passed)
    yield from game.resolve_events()
    if passed:
        yield from draws_after_passing(game, player, window)


def draws_after_passing(game: Game, player: Player, window: str) -> Flow:
    """One draw offered per `DRAWS_AFTER_PASSING` effect in force, after a pass in a
    shootout's play window."""
    if window != "shootout plays":
        return
    for _ in range(game.effects.player_amount(player, DRAWS_AFTER_PASSING)):
        options = [Option(DRAW_A_CARD, DRAW_A_CARD), Option(PASS, "Pass")]
        if (yield Decision(player.index, "Select an option", options, kind="choice")) != DRAW_A_CARD:
            return
        if game.actions.draw(player, 1):
            game.log.add("{0} draws a card after passing", player)


def play_window(game: Game, window: str, first: Player) -> Flow:
    order = [first] + [p for p in game.players if p is not first]
    plays = PLAYS.get(window, "play")
    game.log.add("{0} has the first {1}", first, plays)
    game.trace_item("window", window)
    passes, turn = 0, 0
    while passes < len(order):
        player = order[turn % len(order)]
        yield from before_making_a_play(game, player, window)
        abilities = playable(game, player, window)
        shops = shootout_shoppin.attach_plays(game, player, window)
        if not abilities and not shops:
            game.log.add("{0} has no {1} and passes", player, plays)
            yield from after_a_play(game, player, window, passed=True)
            passes, turn = passes + 1, turn + 1
            continue
        options = (
            [ability_option(a) for a in abilities]
            + [Option(shop.id, shop.id) for shop in shops]
            + [Option(PASS, "Pass")]
        )
        answer = yield Decision(
            player.index, "Select a play", options, kind=window, explain=explain_play(game, window)
        )
        if answer == PASS:
            game.log.add("{0} passes", player)
            yield from after_a_play(game, player, window, passed=True)
            passes, turn = passes + 1, turn + 1
            continue
        shop = next((shop for shop in shops if shop.id == answer), None)
        if shop is not None:
            game.trace(shootout_shoppin.RULE)
            yield from shop.perform(game, player)
        else:
            ability = next(a for a in abilities if ability_option(a).id == answer)
            yield from ability.resolve(game, player)
        yield from game.resolve_events()
        yield from after_a_play(game, player, window, passed=False)
        passes, turn = 0, turn if plays_again(game, player) else turn + 1
    close_window(game)
