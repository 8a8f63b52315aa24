"""Frank Bryant (25023, Debt of Blood) — dude.
React: When Frank enters play, give him 1 bounty.
Dudes with less bounty than Frank cannot refuse his callouts.

The React is his player's choice, whoever brings him in (shoppin' or an ability). The
bounties are compared as the call out is made (`engine.callout`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class FrankBryant(CardScript):
    code = "25023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardEntersPlay": self.frank_enters_play},
            message="{player} uses {source}",
            handler=self.post_his_bounty,
        )
        self.persistent_effect(effect=ability.effects.less_bounty_cannot_refuse_call_outs())

    def frank_enters_play(self, event: Event) -> bool:
        return event.card is self.card

    def post_his_bounty(self, context: Context) -> None:
        self.game.actions.add_bounty(self.card, 1)
        self.game.log.add("{0} gives {1} 1 bounty", context.player, self.card)
