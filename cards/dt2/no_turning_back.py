"""No Turning Back (24253, Weird West Edition) — action.
Noon: Ace a dude you own and control to gain ghost rock equal to their cost.
Resolution: Ace a dude you own and control to reduce your casualties this round to zero.
Target dude gets +2 bullets and becomes a stud until the end of the shootout. Your dudes
cannot flee this round.

Acing the dude is the cost of each ability (§8.1): without a dude you both own and control
it is not offered. The ghost rock is the aced dude's cost as it was in play. "Target dude"
is any dude, chosen as the card is played; "your dudes cannot flee" covers every dude of
yours in this round's Run or Gun (§5.9), and the casualties are set to zero as the round's
casualties are set (§5.7). The older printings (07021, 00128) word it differently and have
no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class NoTurningBack(CardScript):
    code = "24253"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.ace_your_dude(),
            handler=self.cash_in,
        )
        self.action(
            play_type="resolution",
            cost=ability.costs.ace_your_dude(),
            target=Target(prompt="Select a dude"),
            handler=self.make_a_stand,
        )

    def cash_in(self, context: Context) -> None:
        amount = context.data["aced dude cost"]
        self.game.actions.gain(context.player, amount)
        self.game.log.add("{0} gains {1} ghost rock", context.player, amount)

    def make_a_stand(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        kit = AbilityKit.effects
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=kit.casualties_reduced_to_zero()
        )
        self.until_end_of_shootout(context, match=dude, effect=[kit.modify_bullets(2), kit.set_as_stud()])
        self.until_end_of_shootout_round(context, match=self.your_dude, effect=kit.cannot_flee())
        self.game.log.add(
            "{0} reduces their casualties this round to zero, gives {1} +2 bullets and makes them a stud; their dudes cannot flee this round",
            context.player,
            dude,
        )

    def your_dude(self, card: Card) -> bool:
        return card.controller is self.controller
