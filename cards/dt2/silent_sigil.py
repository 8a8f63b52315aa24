"""Silent Sigil (24139, Weird West Edition) — deed, Private, Holy Ground.
The number of cards you can discard during Nightfall is reduced by one.
Controller React: After you refill your hand during Nightfall, draw a card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class SilentSigil(CardScript):
    code = "24139"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A player effect for whoever controls this deed right now (§4.3).
        self.persistent_effect(targets_players=True, effect=ability.effects.modify_sundown_discard(-1))
        self.reaction(
            when={"onAfterHandRefill": self.you_refill_your_hand},
            controller=True,
            handler=self.draw_a_card,
        )

    def you_refill_your_hand(self, event: Event) -> bool:
        return event.player is self.controller_now

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} uses {1} to draw a card", context.player, self.card)
