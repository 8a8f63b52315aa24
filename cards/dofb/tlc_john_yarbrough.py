"""TLC John Yarbrough (25025) — dude, Harrowed, Ranger.
Noon / Shootout: Discard a Sidekick or Horse at this location to give TLC John +1 bullets, +1
Influence and make them a stud. If you discarded your Sidekick or horse, Reduce TLC John's
upkeep to 0 until after the next Upkeep phase.

The discard is the cost: any Sidekick or Horse at John's location may pay it, on any dude
there (another player's too) or on the deed itself. The bonus lasts as the play type says
(§8.3): the day at Noon, the shootout in one. Only a card you own ("your Sidekick or horse")
also sets his upkeep to 0, through the next Upkeep phase (§3.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.log import Message, message
from engine.model import Card


class TlcJohnYarbrough(CardScript):
    code = "25025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout",
            cost=ability.costs.discard_attachment("Sidekick or Horse", on=self.cards_at_this_location),
            message=self.discards_the_card,
            handler=self.ride_hard,
        )

    def cards_at_this_location(self, context: Context) -> list[Card]:
        here = self.card.location
        return [card for card in self.game.cards_in_play() if card.parent is None and card.location == here]

    def discards_the_card(self, context: Context) -> Message:
        return message("{player} uses {source} to discard {paid}", paid=context.paid_card)

    def ride_hard(self, context: Context) -> None:
        kit = AbilityKit.effects
        self.apply_ability_effect(
            context,
            match=self.card,
            effect=[kit.modify_bullets(1), kit.modify_influence(1), kit.set_as_stud()],
        )
        self.game.log.add(
            "{0} gives {1} +1 bullets and +1 influence and makes them a stud", context.player, self.card
        )
        if context.paid_card.owner is context.player:
            self.until_after_next_production(context, match=self.card, effect=kit.fix_upkeep(0))
            self.game.log.add("{0} reduces {1}'s upkeep to 0", context.player, self.card)
