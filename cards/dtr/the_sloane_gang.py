"""The Sloane Gang (01004) — Outfit.
Noon, Boot: Boot your dude in the town square. If that dude is still in the town square
during the Sundown phase, either gain 1 ghost rock per other player, or your dude
permanently gets 1 control point if they do not already have one.

The pay-off resolves after the victory check, so its control point cannot win the game
that same day: the Weird West Edition (24012) prints "at Nightfall", and that wording
decides for this printing's "during the Sundown phase" too (docs/rulings.md). A constant
"during Sundown" effect (Jake Smiley's influence) still counts in the check."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import EffectSpec
from engine.events import Event
from engine.flow import Flow
from engine.model import Card

#: Marks the dude the outfit booted today; a lasting effect, so a board (C3) keeps it.
STAKED = EffectSpec("flag", "staked out by The Sloane Gang")
GHOST_ROCK = "gain 1 ghost rock per other player"
CONTROL_POINT = "1 permanent control point"


class TheSloaneGang(CardScript):
    code = "01004"
    reprints = ("24012",)  # Weird West Edition: "at Nightfall", after the victory check
    flags = (STAKED.stat,)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", controller="current", condition=self.unbooted_in_town_square
            ),
            message="{player} uses {source} to boot {target} in the town square",
            handler=self.stake_out,
        )
        self.trait_reaction(when={"onSundownAfterVictoryCheck": self.still_there}, handler=self.pay_off)

    def unbooted_in_town_square(self, card: Card, context: Context) -> bool:
        return card.in_town_square and not card.booted

    def stake_out(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        self.until_end_of_day(context, match=dude, effect=STAKED)

    def staked(self) -> list[Card]:
        return [d for d in self.controller.dudes() if self.game.effects.has_flag(d, STAKED.stat)]

    def still_there(self, event: Event) -> bool:
        return any(dude.in_town_square for dude in self.staked())

    def pay_off(self, context: Context) -> Flow:
        for dude in self.staked():
            if not dude.in_town_square:
                continue
            if dude.control_tokens or dude.control:
                answer = GHOST_ROCK  # "if they do not already have one": no choice left
            else:
                answer = yield from self.choose_option(context, [GHOST_ROCK, CONTROL_POINT])
            if answer == CONTROL_POINT:
                self.game.actions.add_control_point(dude)
                self.game.log.add("{0}'s {1} gets 1 permanent control point", context.player, dude)
            else:
                others = len(self.game.players) - 1
                self.game.actions.gain(context.player, others)
                self.game.log.add("{0} gains {1} ghost rock from {2}", context.player, others, self.card)
