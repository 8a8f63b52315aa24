"""A shootout round's shooters and draw hands (rules digest §5.4–5.5): each side picks its
shooter, draws with its stud and draw bonuses, redraws and keeps five, and reveals; the
round itself (`engine.shootout`) then decides the winner from the revealed hands, with the
hand rank's modifiers (`engine.hand_rank`).

Posse bonus rules (§5.5): the shooter adds its bullets to the bonus of its type, every
other posse dude +1 to the bonus of its own type. Effects change that count:
"does not contribute to draw hands" (Crushing Inevitability) leaves a dude out of both
bonuses, "all dudes use their influence instead of bullets to determine how many cards
each player draws (but keep their bullet type)" (...It's Who You Know) makes the shooter
add its influence to the bonus of its bullet type.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.decisions import PART, Decision, Option, Refusal
from engine.draw_hands import describe, evaluate_cards, hand_text, playing_card, trace_jokers
from engine.flow import Flow
from engine.hands import best_hand
from engine.log import plural
from engine.posse import DONE
from engine.rules import rule
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player
    from engine.shootout_state import Shootout

KEEP_BEST = "keep best hand"
HAND_SIZE = 5


#: A player effect: "you must choose your highest grit dude in your posse as your shooter"
#: (Hank Ketchum): only the posse's highest grit dudes (any of them on a tie) may be picked.
HIGHEST_GRIT_SHOOTER = "shooter_highest_grit"


def shooter_candidates(game: Game, state: Shootout, player: Player) -> list[Card]:
    """The posse's dudes `player` may pick as shooter (§5.4): not those that "cannot be
    picked as shooter"; under "you must choose your highest grit dude", only the highest."""
    candidates = [
        d for d in state.posse(player) if not game.effects.has_flag(d, "cannot be picked as shooter")
    ]
    if candidates and game.effects.player_amount(player, HIGHEST_GRIT_SHOOTER) > 0:
        game.trace("shootout.shooter.highest_grit")
        highest = max(d.grit for d in candidates)
        candidates = [d for d in candidates if d.grit == highest]
    return candidates


def pick_shooter(game: Game, state: Shootout, player: Player) -> Flow:
    candidates = shooter_candidates(game, state, player)
    if not candidates:
        return
    if len(candidates) == 1:
        shooter = candidates[0]
        game.log.add("{0} has only {1} to pick as shooter", player, shooter)
    else:
        options = [Option(d.uid, f"{d.uid} ({d.bullets} {d.shooter})") for d in candidates]

        def explain(who: int, answer: str) -> Refusal | None:
            dude = game.cards.get(answer)
            if who != player.index or dude is None:
                return None
            if dude not in state.posse(player):
                return Refusal(rule("shootout.shooter"), f"{dude.uid} is not in {player.name}'s posse")
            if game.effects.player_amount(player, HIGHEST_GRIT_SHOOTER) > 0:
                return Refusal(
                    rule("shootout.shooter.highest_grit"),
                    f"{player.name} must pick the highest grit dude of their posse as shooter",
                )
            return Refusal(rule("shootout.shooter"), f"{dude.uid} cannot be picked as shooter")

        answer = yield Decision(player.index, "Select a dude", options, kind="shooter", explain=explain)
        shooter = game.card(answer)
    state.shooters[player.index] = shooter
    game.effects.chosen_as_shooter(shooter)
    game.trace("shootout.shooter")
    game.log.add("{0} picks {1} as their shooter", player, shooter)
    game.emit("onShooterPicked", card=shooter, player=player)


#: A dude flag: "does not contribute to draw hands" / "to the posse's draw and stud
#: ratings" (§5.5): the dude adds to neither bonus, shooter or not.
NO_CONTRIBUTION = "does not contribute to draw hands"
#: Dude flags: "your posse has a +1 stud bonus while that dude is in your posse" (Buffalo
#: Emporium): while the dude is in a posse, its bonus of that type is 1 higher (§5.5),
#: whether he contributes himself or not.
POSSE_BONUS = {"stud": "gives its posse +1 stud bonus", "draw": "gives its posse +1 draw bonus"}
#: A dude flag: "Your posse gets a +1 draw hand bonus of that dude's bullet type while that
#: dude is in the shootout" (Malison, on an opposing dude): while he is in a posse, the
#: posse facing his gets +1 to the bonus of his bullet type, read at the draw (§5.5).
OPPOSING_POSSE_BONUS = "gives the opposing posse +1 bonus of its bullet type"
#: A dude flag: "does not contribute to draw hand bonuses unless they are the shooter"
#: (Scattergun): as a non-shooter the dude adds nothing; as the shooter he adds as usual.
NO_CONTRIBUTION_UNLESS_SHOOTER = "does not contribute to draw hands unless the shooter"
#: A player effect: "your posse has a -2 stud penalty" (Raven, Doc Holliday): the posse's
#: stud bonus changes by the amount, never below 0 (ruling stud-penalty-stops-at-zero).
STUD_BONUS = "stud_bonus"
#: A player effect: "up to four dudes in your Boot Hill contribute bullets to your draw and
#: stud bonus (as back-up dudes)" (Dies Irae): the posse's draw bonus rises by the amount
#: (its stud bonus by `STUD_BONUS`), for the draw-type dudes among them.
DRAW_BONUS = "draw_bonus"
#: A player effect: "only your shooter contributes to your draw hand bonuses" (Jasper
#: Stone): the posse's other dudes add nothing to either bonus.
ONLY_SHOOTER = "only shooter contributes"
#: A player effect: "all dudes use their influence instead of bullets to determine how
#: many cards each player draws (but keep their bullet type)".
DRAWS_BY_INFLUENCE = "draws_by_influence"
#: A player effect: "switch your total stud bonus and total draw bonus when making draw
#: hands this round" (Mischievous Coyote).
BONUSES_SWITCHED = "stud and draw bonuses switched"


def bonuses(game: Game, state: Shootout, player: Player) -> tuple[int, int]:
    """(stud bonus, draw bonus): the shooter's bullets for its type, +1 for each other
    dude of that type in the posse, computed at the draw (§5.5, §13.9). A dude that does
    not contribute adds nothing; with draws by influence the shooter adds its influence
    to the bonus of its bullet type instead of its bullets. A dude that gives his posse a
    bonus adds it while he is in the posse, and one that gives the opposing posse a bonus
    of his bullet type adds it to the other side. A player whose bonuses are switched draws with
    the totals swapped, once both are added up."""
    shooter = state.shooters.get(player.index)
    stud = draw = 0
    only_shooter = game.effects.player_amount(player, ONLY_SHOOTER) > 0
    by_influence = game.effects.player_amount(player, DRAWS_BY_INFLUENCE) > 0
    for dude in state.posse(player):
        if game.effects.has_flag(dude, POSSE_BONUS["stud"]):
            game.trace("shootout.draw.posse_bonus")
            stud += 1
        if game.effects.has_flag(dude, POSSE_BONUS["draw"]):
            game.trace("shootout.draw.posse_bonus")
            draw += 1
        if game.effects.has_flag(dude, NO_CONTRIBUTION):
            game.trace("shootout.draw.no_contribution")
            continue
        if dude is not shooter and game.effects.has_flag(dude, NO_CONTRIBUTION_UNLESS_SHOOTER):
            game.trace("shootout.draw.no_contribution_unless_shooter")
            continue
        if dude is shooter:
            amount = dude.influence if by_influence else dude.bullets
            if by_influence:
                game.trace("shootout.draw.by_influence")
        elif not only_shooter:
            amount = 1
        else:
            game.trace("shootout.draw.only_shooter")
            continue
        if dude.shooter == "stud":
            stud += amount
        else:
            draw += amount
    for dude in state.posse(state.opposing(player)):
        if game.effects.has_flag(dude, OPPOSING_POSSE_BONUS):
            game.trace("shootout.draw.opposing_posse_bonus")
            if dude.shooter == "stud":
                stud += 1
            else:
                draw += 1
    penalty = game.effects.player_amount(player, STUD_BONUS)
    if penalty:
        game.trace("shootout.draw.stud_penalty")
        stud = max(0, stud + penalty)
    extra_draw = game.effects.player_amount(player, DRAW_BONUS)
    if extra_draw:
        game.trace("shootout.draw.posse_bonus")
        draw = max(0, draw + extra_draw)
    if game.effects.player_amount(player, BONUSES_SWITCHED) > 0:
        game.trace("shootout.draw.switched")
        stud, draw = draw, stud
    return stud, draw


def draw_hand(game: Game, state: Shootout, player: Player) -> Flow:
    """Draw 5 + stud bonus, redraw up to the draw bonus, keep 5 (§5.5); a player out of
    cards keeps what they could draw (a short hand)."""
    stud, draw = bonuses(game, state, player)
    game.trace("shootout.draw")
    drawn = game.actions.draw(player, HAND_SIZE + stud, to=Zone.DRAW_HAND)
    game.log.add(
        "{0} draws {1} with a stud bonus of {2} and a draw bonus of {3}",
        player,
        plural(len(drawn), "card"),
        stud,
        draw,
    )
    redraws = 0
    state.draw_bonus[player.index] = draw
    while redraws < draw and player.draw_hand:
        options = [Option(DONE, "Done")] + [
            Option(f"redraw {c.uid}", f"Redraw {c.uid}") for c in player.draw_hand
        ]
        answer = yield Decision(
            player.index,
            "Select a card",
            options,
            kind="redraw",
            explain=partial(redraw_refusal, game, player, draw - redraws),
            expand=partial(redraw_parts, game, player, draw - redraws),
        )
        if answer == DONE:
            break
        game.actions.discard(game.card(answer.removeprefix("redraw ")))
        redraws += 1
        state.redrawn[player.index] = redraws
    if redraws:
        extra = yield from extra_redraws(game, player)
        game.actions.draw(player, redraws + extra, to=Zone.DRAW_HAND)
        game.log.add("{0} discards {1} to redraw", player, plural(redraws, "card"))
        if extra:
            game.log.add("{0} draws {1} when redrawing", player, plural(extra, "extra card"))
    while len(player.draw_hand) > HAND_SIZE:
        options = [Option(KEEP_BEST, "Keep the best hand")] + [
            Option(f"discard {c.uid}", f"Discard {c.uid}") for c in player.draw_hand
        ]
        answer = yield Decision(
            player.index, "Select a card", options, kind="keep five", expand=partial(keep_five_parts, player)
        )
        if answer == KEEP_BEST:
            keep_best(game, player)
            break
        game.actions.discard(game.card(answer.removeprefix("discard ")))


def keep_five_parts(player: Player, answer: str) -> list[str] | Refusal | None:
    """ "discard A + discard B": several of the cards a player cuts down to five at once
    (§5.5); no more than the cards over five."""
    parts = answer.split(PART)
    ids = {f"discard {c.uid}" for c in player.draw_hand}
    if len(parts) < 2 or not all(p in ids for p in parts):
        return None
    if len(set(parts)) < len(parts):
        return Refusal(rule("shootout.draw"), "A card can be discarded only once")
    over = len(player.draw_hand) - HAND_SIZE
    if len(parts) > over:
        return Refusal(
            rule("shootout.draw"),
            f"{player.name} keeps 5 cards of {len(player.draw_hand)}: discard {over}, not {len(parts)}",
        )
    return parts


def extra_redraws(game: Game, player: Player) -> Flow:
    """ "When you redraw after discarding at least one card, you may draw one extra card"
    (Auto-Revolver): the player chooses whether to; returns how many extra cards to draw."""
    extra = game.effects.player_amount(player, "redraw_extra")
    if extra <= 0:
        return 0
    draw_them, refuse = f"draw {plural(extra, 'extra card')}", "no extra card"
    answer = yield Decision(
        player.index,
        "Select an option",
        [Option(draw_them, draw_them), Option(refuse, refuse)],
        kind="choice",
    )
    if answer == refuse:
        return 0
    game.trace("shootout.redraw.extra")
    return extra


def redraw_parts(game: Game, player: Player, left: int, answer: str) -> list[str] | Refusal | None:
    """ "redraw A + redraw B + done": these cards, within the draw bonus (§5.5); a final
    "done" stops the redraw there (it is not asked when no redraw is left)."""
    parts = answer.split(PART)
    stop = parts[-1] == DONE
    redraws = parts[:-1] if stop else parts
    if len(parts) < 2 or not redraws or not all(p.startswith("redraw ") for p in redraws):
        return None
    for part in redraws:
        refusal = redraw_refusal(game, player, left, player.index, part)
        if refusal is not None:
            return refusal
    if len(set(redraws)) < len(redraws):
        return Refusal(rule("shootout.redraw"), "A card can be redrawn only once")
    if len(redraws) > left:
        return Refusal(
            rule("shootout.redraw"),
            f"{player.name} may redraw {plural(left, 'more card')}, not {len(redraws)}: "
            "the draw bonus limits redraws",
        )
    asked_again = len(redraws) < left and len(redraws) < len(player.draw_hand)
    return [*redraws, DONE] if stop and asked_again else redraws


def redraw_refusal(game: Game, player: Player, left: int, who: int, answer: str) -> Refusal | None:
    """A single redraw that is not on offer: not your hand, or not a card of it (§5.5)."""
    if not answer.startswith("redraw "):
        return None
    uid = answer.removeprefix("redraw ")
    if who != player.index:
        return None
    card = game.cards.get(uid)
    if card is None or card not in player.draw_hand:
        return Refusal(rule("shootout.redraw"), f"{uid} is not in {player.name}'s draw hand")
    return None


def keep_best(game: Game, player: Player) -> None:
    """Discard down to the strongest 5-card hand (what a player keeps, `hands.best_hand`)."""
    best = best_hand([playing_card(c) for c in player.draw_hand])
    kept: list[Card] = []
    remaining = list(player.draw_hand)
    for face in best.cards:
        match = next(c for c in remaining if playing_card(c) == face)
        remaining.remove(match)
        kept.append(match)
    for card in remaining:
        game.actions.discard(card)


def reveal(game: Game, state: Shootout) -> None:
    game.trace("shootout.reveal")
    for player in state.players:
        result = evaluate_cards(player.draw_hand, lowball=False)
        trace_jokers(game, player.draw_hand)
        state.results[player.index] = result
        game.hand_results[player.index] = result
        game.log.add("{0} reveals {1}: {2}", player, hand_text(player.draw_hand), describe(result))
