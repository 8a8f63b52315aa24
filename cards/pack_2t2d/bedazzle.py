"""Bedazzle (20043, Too Tough to Die) — spell, Hex.
Cheatin' Resolution Hex 3, Boot: Lower a player's hand rank by 2. If this is a shootout,
give an opposing dude a bullet penalty equal to their current bullets that lasts the
remainder of the shootout.

The penalty is counted once, from the bullets the dude has as the hex resolves: what
changes his bullets later still applies on top (§8.3). The dude is selected from the
posse facing the caster's (no "choose").
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class Bedazzle(CardScript):
    code = "20043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=3,
            cost=ability.costs.boot_self(),
            on_success=self.dazzle,
        )

    def dazzle(self, context: Context) -> Flow:
        players = {player.name: player for player in self.game.players}
        chosen = players[(yield from self.choose_option(context, list(players), "Select a player"))]
        self.game.actions.modify_rank(chosen, -2)
        self.game.log.add("{0} lowers {1}'s hand rank by 2", context.player, chosen)
        if self.game.shootout is None:
            return
        dude = yield from self.select_card(context, self.opposing_posse, "Select a dude")
        penalty = dude.bullets
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.modify_bullets(-penalty))
        self.game.log.add("{0} gives {1} -{2} bullets for the shootout", context.player, dude, penalty)
