"""Cooper Grannon (22011) — dude, Mad Scientist 0.
Noon: Boot Cooper's Gadget to pull. If the Gadget is Experimental make an additional pull.
For each pull, if it is a:

* Diamond, draw a card then discard a card
* Heart, Cooper gains +2 bullets
* Spade, Coop gains +1 influence
* Club, boot Cooper

Booting the Gadget is the cost (one of his unbooted Gadgets, his pick). Each pull is
Cooper's and resolves before the next is made; a Noon ability's bonuses last the day
(§8.3). A Club boots him even after a Heart or Spade: the bonuses stay. Nothing pulled
(an empty deck and discard pile) does nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

DIAMONDS, HEARTS, SPADES, CLUBS = "D", "H", "S", "C"


class CooperGrannon(CardScript):
    code = "22011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_attachment("Gadget"),
            message="{player} uses {source}",
            handler=self.tinker,
        )

    def tinker(self, context: Context) -> Flow:
        gadget = context.paid_card
        assert gadget is not None
        pulls = 2 if gadget.has_keyword("Experimental") else 1
        for _ in range(pulls):
            pulled = yield from self.pull(context, dude=self.card)
            if pulled.card is not None:
                yield from self.by_suit(context, pulled.suit)

    def by_suit(self, context: Context, suit: str) -> Flow:
        player, effects = context.player, AbilityKit.effects
        if suit == DIAMONDS:
            self.game.actions.draw(player, 1)
            card = yield from self.select_card(context, list(player.hand))
            self.game.actions.discard(card)
            self.game.log.add("{0} draws a card and discards {1}", player, card)
        elif suit == HEARTS:
            self.apply_ability_effect(context, match=self.card, effect=effects.modify_bullets(2))
            self.game.log.add("{0} gives {1} +2 bullets", player, self.card)
        elif suit == SPADES:
            self.apply_ability_effect(context, match=self.card, effect=effects.modify_influence(1))
            self.game.log.add("{0} gives {1} +1 influence", player, self.card)
        elif suit == CLUBS:
            self.game.actions.boot(self.card)
            self.game.log.add("{0} boots {1}", player, self.card)
