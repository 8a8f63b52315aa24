"""Behold White Bull (19041, There Comes a Reckoning) — action, Headline • Technique • Tao of
Bull Demon King.
Shootout Tao Technique, Boot: Increase the casualties of both posses this round by this
dude's influence. Your opponent may send all dudes in their posse home booted. If they do,
this dude permanently gets +2 control points and unboots.

"This dude" is the Kung Fu dude who performs it, booting as its cost (`engine.kung_fu`); his
influence is read as the technique resolves. The increase counts as the round's casualties
are set, winner or loser (§5.7). Sending the posse home is the opponent's choice, all or
none; the two control points stay while he stays in play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import performer

SEND_HOME = "send your posse home booted"
STAY = "stay"


class BeholdWhiteBull(CardScript):
    code = "19041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout", cost=ability.costs.boot_performer(), on_success=self.behold
        )

    def behold(self, context: Context) -> Flow:
        you, dude = context.player, performer(context)
        amount = dude.influence
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=AbilityKit.effects.casualties_increased(amount),
        )
        self.game.log.add("{0} increases the casualties of both posses this round by {1}", you, amount)
        opponent = you.opponent
        if (yield from self.choose_option(context, [SEND_HOME, STAY], player=opponent)) == STAY:
            return
        for theirs in list(self.opposing_posse):
            self.game.actions.send_home(theirs, booted=True)
        self.game.log.add("{0} sends all dudes in their posse home booted", opponent)
        self.game.actions.add_control_point(dude)
        self.game.actions.add_control_point(dude)
        self.game.actions.unboot(dude)
        self.game.log.add("{0}'s {1} permanently gets 2 control points and unboots", you, dude)
