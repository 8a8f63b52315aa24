"""Censure (19035, There Comes a Reckoning) — spell, Miracle.
Cheatin' Resolution Miracle 6, Boot: You may increase a player's hand rank by 2. If this is
a shootout, reduce your casualties by 3 and you may send an opposing dude home booted.

A Cheatin' Resolution, so only against a cheatin' hand, in a shootout or at gamblin'
(§5.6); its Blessed, in a shootout, must be in a posse (§7.2). The increase is the player's
choice, for either player or none. The reduction is this round's, set as the round's
casualties are (§5.7); the dude sent home is one of the opposing posse, selected (no
"choose").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

PASS = "pass"
INCREASE = 2
REDUCTION = 3


class Censure(CardScript):
    code = "19035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.censure,
        )

    def censure(self, context: Context) -> Flow:
        you = context.player
        players = {player.name: player for player in self.game.players}
        chosen = yield from self.choose_option(context, [*players, PASS], "Select a player")
        if chosen != PASS and self.game.actions.modify_rank(players[chosen], INCREASE):
            self.game.log.add("{0} raises {1}'s hand rank by 2", you, players[chosen])
        if self.game.shootout is None:
            return
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(REDUCTION)
        )
        self.game.log.add("{0} reduces their casualties this round by 3", you)
        dude = yield from self.may_select_card(context, list(self.opposing_posse), "Select a dude")
        if dude is not None and self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", you, dude)
