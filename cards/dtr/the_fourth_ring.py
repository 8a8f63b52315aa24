"""The Fourth Ring (01001) — outfit.
React, Boot: After your dude succeeds at a spell pull while not at home, you may discard a
card from your hand to gain 1 ghost rock and draw a card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow

DECLINE = "pass"


class TheFourthRing(CardScript):
    code = "01001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPullSuccess": self.your_dude_casts_away_from_home},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.discard_to_gain_and_draw,
        )

    def your_dude_casts_away_from_home(self, event: Event) -> bool:
        # Where the dude stood when the pull succeeded, whatever the spell did to him then.
        you = self.controller
        return event.kind == "spell" and event.dude.controller is you and event.location != you.home.uid

    def discard_to_gain_and_draw(self, context: Context) -> Flow:
        player = context.player
        answer = yield from self.choose_option(
            context, [c.uid for c in player.hand] + [DECLINE], "Select a card"
        )
        if answer == DECLINE:
            self.game.log.add("{0} discards no card", player)
            return
        card = self.game.card(answer)
        self.game.actions.discard(card)
        self.game.actions.gain(player, 1)
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} discards {1} to gain 1 ghost rock and draw a card", player, card)
