"""Guiding Light (21048) — spell, Miracle • Hymn.
Noon Miracle 5, Boot: Pay another player 1 ghost rock to send your dude at this or an adjacent
location home. If you have less ghost rock than that player, unboot that dude.
Noon Miracle 5, Boot: Pay another player 2 ghost rock to send that player's dude at this or an
adjacent location home.

The ghost rock is paid to the other player as the price of the play, before the pull
(`pay_ghost_rock(to=...)`, §9.1). A dude sent home goes home booted (ruling
send-home-means-home-booted: the "unboot that dude" rider is what gives him back); the first
ability's comparison is made once paid.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card, Player


class GuidingLight(CardScript):
    code = "21048"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=5,
            cost=[ability.costs.boot_self(), ability.costs.pay_ghost_rock(1, to=self.another_player)],
            target=Target(prompt="Select a dude", controller="current", condition=self.nearby),
            on_success=self.lead_your_dude_home,
        )
        self.spell_action(
            play_type="noon",
            difficulty=5,
            cost=[ability.costs.boot_self(), ability.costs.pay_ghost_rock(2, to=self.another_player)],
            target=Target(prompt="Select a dude", controller="opponent", condition=self.nearby),
            on_success=self.lead_their_dude_home,
        )

    def another_player(self, context: Context) -> Player | None:
        return context.player.opponent

    def nearby(self, dude: Card, context: Context) -> bool:
        return self.is_nearby(dude)

    def lead_your_dude_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude):
            self.game.log.add("{0} uses {1} to send {2} home booted", context.player, self.card, dude)
        if context.player.ghost_rock < context.player.opponent.ghost_rock:
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)

    def lead_their_dude_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude):
            self.game.log.add("{0} uses {1} to send {2} home booted", context.player, self.card, dude)
