"""Reverend Endicott (21024, Out for Blood) — dude, Blessed 0 • Deputy.
React: After you attach a miracle to Endicott, choose an opposing dude with lower influence
than the number of miracles attached to Endicott to raise that dude's bounty by 1.

"You attach": a miracle attached to him (shoppin' it, or an ability putting it on him; only
his controller attaches spells to him), counted with the one just attached. An opposing dude is one of the opponent's dudes
in play; with none of lower influence there is nobody to choose and no React is offered.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card

MIRACLE = "Miracle"


class ReverendEndicott(CardScript):
    code = "21024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardAttached": self.you_attach_a_miracle_to_him},
            message="{player} uses {source}",
            handler=self.raise_a_bounty,
        )

    def miracles(self) -> int:
        return sum(1 for card in self.card.attachments if card.has_keyword(MIRACLE))

    def less_influential(self) -> list[Card]:
        return [dude for dude in self.controller.opponent.dudes() if dude.influence < self.miracles()]

    def you_attach_a_miracle_to_him(self, event: Event) -> bool:
        attachment = event.attachment
        return event.target is self.card and attachment.has_keyword(MIRACLE) and bool(self.less_influential())

    def raise_a_bounty(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.less_influential(), "Select a dude")
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} raises {1}'s bounty by 1", context.player, dude)
