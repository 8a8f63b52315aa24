"""Reverend Bob Hungate (21010) — dude of the 108 Righteous Bandits.
Resolution, Boot: Choose a dude in your posse and pay the opposing player ghost rock equal to
that dude's influence. Your opponent chooses a dude in their posse. Both dudes cannot be
chosen as casualties this shootout round.

Paying is part of choosing: only a dude in your posse whose influence you can pay from your
stash may be chosen (issue 19: a printed requirement is checked before the play is offered).
The ghost rock goes to the opposing player, not the bank (§9.1). The opponent's choice is
theirs, among their posse; neither dude covers a casualty this round (§5.8).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class ReverendBobHungate(CardScript):
    code = "21010"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.your_posse_dude_you_can_pay_for),
            message="{player} uses {source} on {target}",
            handler=self.sanctuary,
        )

    def your_posse_dude_you_can_pay_for(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse and dude.influence <= context.player.ghost_rock

    def sanctuary(self, context: Context) -> Flow:
        yours = context.target
        assert yours is not None
        you, opponent, amount = context.player, context.player.opponent, yours.influence
        self.game.actions.pay_player(you, opponent, amount)
        self.game.log.add("{0} pays {1} {2} ghost rock", you, opponent, amount)
        theirs = yield from self.select_card(
            context, list(self.opposing_posse), "Select a dude", player=opponent
        )
        for dude in (yours, theirs):
            self.until_end_of_shootout_round(
                context, match=dude, effect=AbilityKit.effects.cannot_be_casualty()
            )
        self.game.log.add("{0} and {1} cannot be chosen as casualties this round", yours, theirs)
