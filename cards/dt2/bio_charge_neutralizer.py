"""Bio-Charge Neutralizer (24176, Weird West Edition) — goods, Gadget 9 • Weapon •
Experimental; +2 bullets.
This dude is a stud. This card cannot be traded, and is not affected by other players'
card effects.
Noon, Boot, Pull: If the pull is ♣, discard this goods. Otherwise, attach it to another
of your dudes at this location.

Other players' abilities cannot choose it, and their lasting effects leave it out. With no
other dude of yours at this location, a pull that is not a club does nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.protection import CARD_EFFECTS

CLUBS = "C"


class BioChargeNeutralizer(CardScript):
    code = "24176"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.while_attached(effect=ability.effects.set_as_stud())
        self.persistent_effect(
            effect=[
                ability.effects.cannot_be_traded(),
                ability.effects.protected_from_opponents(CARD_EFFECTS),
            ]
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.charge,
        )

    def charge(self, context: Context) -> Flow:
        pulled = yield from self.pull(context)
        if pulled.suit == CLUBS:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} discards {1}", context.player, self.card)
            return
        dude = self.parent
        assert dude is not None
        others = [
            card for card in context.player.dudes() if card is not dude and card.location == dude.location
        ]
        if not others:
            return
        receiver = yield from self.select_card(context, others, "Select a dude")
        self.game.actions.move_attachment(self.card, receiver)
        self.game.log.add("{0} attaches {1} to {2}", context.player, self.card, receiver)
