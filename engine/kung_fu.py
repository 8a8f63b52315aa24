"""Kung Fu and techniques (rules digest §7.4, §1.3–1.4).

A technique is an action card played from hand by choosing one of your Kung Fu dudes
(in a shootout, a dude in your posse) and passing a Kung Fu test with him: pull, and
the technique works if the pulled value is *lower than or equal to* the dude's value,
his Kung Fu rating included, capped at 13 (Weird West Edition rules; the 2015 forum
rules said strictly lower, which they superseded).
A failed technique does nothing, but it was still your play: the turn passes. "This
dude" on a technique is the dude who took the test.

A technique of no Tao is discarded once resolved. A Tao technique is not: it attaches to
the dude who performed it, booted if his test failed, and stays there until the end of
the shootout it was played in (outside a shootout, the end of the phase), when it is
discarded. The engine's general "discard at expiry" lasting effect carries that end, so
a board stores it like any other lasting effect.

Tao techniques combo: after a successful one whose Combo clause holds, its player may
at once play another technique of the same Tao with the same dude, before the
opponent can act; each combo takes its own test, and a dude chains at most his Kung Fu
rating of extra techniques.

Kung Fu N adds N to a dude's value while he is in play (§1.3). The effect engine does
not add it yet, so `kung_fu_value` adds it here; once `engine/effects.py` counts it in
`value`, drop the addition there (the Kung Fu scenarios will then fail until you do).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import plays
from engine.abilities import PLAY_WINDOWS, ActionAbility, Context, choose_card
from engine.ability_costs import Cost
from engine.card_effects import as_card_effect
from engine.decisions import Decision, Option, Refusal
from engine.effects import DISCARD_AT_EXPIRY, KUNG_FU, Duration, Effect
from engine.flow import Flow
from engine.pulls import Pull, dude_pulls, finish_pull
from engine.rules import rule
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: The Kung Fu test's cap (§7.4).
MAX_DIFFICULTY = 13
#: The Kung Fu rule ids (`engine/rules.py`, §7.4).
TEST_RULE = "kung_fu.test"
PERFORMER_RULE = "kung_fu.technique"
TAO_ATTACH_RULE = "kung_fu.tao.attach"
PASS = "pass"


def kung_fu_rating(dude: Card) -> int | None:
    """The dude's Kung Fu rating with its modifiers ("+2 Kung Fu"), or None if he has no
    Kung Fu (it is not a skill, §1.3) or has lost his keywords (Curse of Failure)."""
    from engine.effects import LOSES_ALL_KEYWORDS

    if not dude.is_dude or dude.data.kung_fu is None or dude.game.effects.has_flag(dude, LOSES_ALL_KEYWORDS):
        return None
    return dude.game.effects.stat(dude, KUNG_FU)


def kung_fu_value(dude: Card) -> int:
    """The dude's value, which includes his Kung Fu rating while in play (§1.3)."""
    return dude.value


def technique_difficulty(dude: Card) -> int:
    """What a Kung Fu test's pull may not exceed: the dude's value, Kung Fu included, at most 13."""
    return min(MAX_DIFFICULTY, kung_fu_value(dude))


#: "Your token dudes are ignored when checking the combo requirements of Techniques <dude>
#: successfully performs" (Wang Men Wu): a flag on the performing dude.
COMBOS_IGNORE_YOUR_TOKENS = "its combos ignore your token dudes"


def combo_holds(game: Game, player: Player, combo: Callable[[Context], bool], context: Context) -> bool:
    """Whether a technique's Combo clause holds now (§7.4): for a performer under
    `COMBOS_IGNORE_YOUR_TOKENS`, `player`'s posse is read without their token dudes."""
    shootout = game.shootout
    if shootout is None or not game.effects.has_flag(performer(context), COMBOS_IGNORE_YOUR_TOKENS):
        return combo(context)
    shootout.tokens_ignored_for = player
    try:
        return combo(context)
    finally:
        shootout.tokens_ignored_for = None


def performer(context: Context) -> Card:
    """ "This dude" on a technique: the Kung Fu dude who took the test."""
    dude = context.data["dude"]
    assert dude is not None
    return dude  # type: ignore[no-any-return]


class BootPerformer(Cost):
    """Printed "Technique, Boot:": the dude who performs the technique boots as its cost,
    so only an unbooted Kung Fu dude may perform it (§7.4, §8.1)."""

    description = "boot the dude who performs it"

    def check(self, context: Context) -> Refusal | None:
        dude = context.data.get("dude")
        if dude is not None and dude.booted:
            return Refusal(rule("ability.cost"), f"{dude.uid} is booted")
        return None

    def pay(self, context: Context) -> Flow:
        context.game.actions.boot(performer(context))
        return None
        yield  # pragma: no cover


@dataclass(frozen=True)
class KungFuTest:
    """A Kung Fu test: the pull and the value it could not go above."""

    pull: Pull
    difficulty: int

    @property
    def succeeded(self) -> bool:
        return self.pull.card is not None and self.pull.value <= self.difficulty


def kung_fu_test(game: Game, player: Player, dude: Card) -> Flow:
    """Pull for `dude`; success if the pulled value is not above his capped value (§7.4)."""
    difficulty = technique_difficulty(dude)
    result = yield from dude_pulls(game, player, dude)
    test = KungFuTest(result, difficulty)
    game.trace(TEST_RULE)
    if result.card is None:
        game.log.add("{0}'s {1} fails with nothing to pull", player, dude)
    elif test.succeeded:
        game.log.add(
            "{0}'s {1} succeeds with {2}, not above value {3}", player, dude, result.text, difficulty
        )
    else:
        game.log.add("{0}'s {1} fails with {2}, above value {3}", player, dude, result.text, difficulty)
    finish_pull(game, result)
    game.emit(
        "onPullSuccess" if test.succeeded else "onPullFail",
        player=player,
        dude=dude,
        check=test,
        kind="technique",
        location=dude.location,
    )
    return test


def tao(card: Card) -> str | None:
    """The technique's Tao ("Tao of Zhu Bajie"), or None for a technique of no Tao."""
    return next((k for k in card.data.keywords if k.lower().startswith("tao of ")), None)


def put_away(game: Game, player: Player, technique: Card, dude: Card, test: KungFuTest) -> None:
    """Where a resolved technique goes (§7.4): a Tao technique attaches to its dude, booted
    if the test failed, until the shootout (else the phase) ends; any other one, or one
    whose dude has left play, is discarded. Either way it was the player's play."""
    if tao(technique) is None or not dude.in_play:
        game.actions.discard(technique)
        return
    game.actions.attach(technique, dude, booted=not test.succeeded)
    in_shootout = game.shootout is not None
    game.effects.add_lasting(
        Effect(
            source=technique,
            specs=(DISCARD_AT_EXPIRY,),
            duration=Duration.SHOOTOUT if in_shootout else Duration.PHASE,
            match=technique,
            player=player,
            phase=None if in_shootout else game.phase,
            in_shootout=in_shootout,
            label=technique.title,
        )
    )
    game.trace(TAO_ATTACH_RULE)
    booted = "" if test.succeeded else " booted"
    until = "the shootout ends" if in_shootout else "the phase ends"
    game.log.add("{0} attaches {1}{2} to {3} until {4}", player, technique, booted, dude, until)


@dataclass(eq=False)
class TechniqueAbility(ActionAbility):
    """A "Shootout Technique:" (or Noon) action card ability (§7.4)."""

    on_success: Callable[[Context], Any] | None = None
    on_fail: Callable[[Context], Any] | None = None
    combo: Callable[[Context], bool] | None = None

    # -- who may perform it -----------------------------------------------------------
    def performers(self, game: Game, player: Player) -> list[Card]:
        """Your Kung Fu dudes who may take the test: in a shootout, those in your posse
        (a `shootout:join` technique brings its dude in, so any of yours will do); for a
        "Technique, Boot:", only unbooted ones."""
        shootout = game.shootout if self.play_type not in ("noon", "shootout:join") else None
        boots = any(isinstance(cost, BootPerformer) for cost in self.cost)
        return [
            dude
            for dude in player.dudes()
            if kung_fu_rating(dude) is not None
            and (shootout is None or shootout.in_posse(dude))
            and not (boots and dude.booted)
        ]

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        refusal = super().check(game, player, window)
        if refusal is not None:
            return refusal
        if not self.performers(game, player):
            in_fight = self.play_type not in ("noon", "shootout:join") and game.shootout is not None
            where = "posse" if in_fight else "play"
            return Refusal(
                rule(PERFORMER_RULE),
                f"{self.card.uid} is a technique and {player.name} has no Kung Fu dude in their {where}",
            )
        return None

    # -- performing it ----------------------------------------------------------------
    def resolve(self, game: Game, player: Player) -> Flow:
        dudes = self.performers(game, player)
        if len(dudes) == 1:
            dude = dudes[0]  # an only choice is made without asking, and logged
            game.log.add("{0} has only {1} to perform {2}", player, dude, self.card)
        else:
            chosen = yield from choose_card(game, player, "Select a dude", dudes, kind="technique dude")
            if chosen is None:
                game.log.add("{0} cancels {1}", player, self.card)
                return False
            dude = chosen
        rating = kung_fu_rating(dude) or 0
        return (yield from self.perform(game, player, dude, combos_left=rating))

    def perform(self, game: Game, player: Player, dude: Card, *, combos_left: int) -> Flow:
        """`dude` takes the Kung Fu test for this technique; `combos_left` more may follow."""
        card = self.card
        context = Context(game, player, card, self)
        context.data["dude"] = dude
        if not (yield from self.choose_target(context)):
            return False
        game.actions.pay_for_ability(player, card.cost, self.play_type, card)
        game.actions.play_from_hand(card)
        yield from self.pay_costs(context)
        self.record_use(game)
        game.trace_ability(self, "initiated")
        on = f" on {context.target.uid}" if context.target is not None else ""
        game.log.add("{0}'s {1} performs {2}{3}", player, dude, card, on)
        yield from plays.declare(game, player, self, context)
        test = yield from kung_fu_test(game, player, dude)
        context.data["test"] = test
        handler = self.on_success if test.succeeded else self.on_fail
        if handler is not None:
            yield from as_card_effect(game, player, self.play_type, handler, context, source=context.source)
        plays.resolved(game, context)
        game.trace_ability(self, "resolved")
        if card.zone is Zone.BEING_PLAYED:
            put_away(game, player, card, dude, test)
        game.emit("onCardAbilityResolved", ability=self, player=player, source=card, context=context)
        # "After <dude> successfully performs a Technique" (Emre): once its effect resolved.
        game.emit("onTechniquePerformed", player=player, dude=dude, technique=card, succeeded=test.succeeded)
        if test.succeeded:
            yield from self.offer_combo(game, player, context, combos_left)
        return True

    # -- combos (§7.4) ----------------------------------------------------------------
    def combos(self, game: Game, player: Player, dude: Card) -> list[TechniqueAbility]:
        """The techniques of this one's Tao in `player`'s hand that `dude` could chain now."""
        own_tao = tao(self.card)
        window = PLAY_WINDOWS[self.play_type][0]
        return [
            ability
            for card in player.hand
            if tao(card) == own_tao
            for ability in card.abilities
            if isinstance(ability, TechniqueAbility)
            and ability.check(game, player, window) is None
            and dude in ability.performers(game, player)
        ]

    def offer_combo(self, game: Game, player: Player, context: Context, combos_left: int) -> Flow:
        dude = performer(context)
        if tao(self.card) is None or self.combo is None or combos_left <= 0:
            return
        if not dude.in_play or not combo_holds(game, player, self.combo, context):
            return
        chain = self.combos(game, player, dude)
        if not chain:
            return
        game.trace("kung_fu.combo")
        game.log.add("{0}'s {1} may combo with another {2} technique", player, dude, tao(self.card) or "")
        options = [Option(f"play {a.key}", f"{a.card.uid}: {a.title}") for a in chain]
        answer = yield Decision(
            player.index, "Select a combo", [*options, Option(PASS, "Pass")], kind="combo"
        )
        if answer == PASS:
            game.log.add("{0} does not combo", player)
            return
        chosen = next(a for a in chain if f"play {a.key}" == answer)
        yield from chosen.perform(game, player, dude, combos_left=combos_left - 1)
