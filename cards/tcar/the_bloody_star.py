"""The Bloody Star (19030) — goods, Attire • Unique.
Cannot attach to or be traded to a Deputy. After this card enters play, give this dude 2
bounty.

This dude cannot refuse callouts from dudes without bounty. This dude can be called out while
at their own home.

"Attach" covers every way the card comes onto a dude, a trade included
(`engine.phases.shoppin.only_attach_refusal`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card


class TheBloodyStar(CardScript):
    code = "19030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.can_only_attach_to(self.no_deputy)
        self.trait_reaction(when={"onCardEntersPlay": self.this_enters_play}, handler=self.give_2_bounty)
        self.while_attached(
            effect=[
                ability.effects.cannot_refuse_call_outs_from_dudes_without_bounty(),
                ability.effects.can_be_called_out_at_home(),
            ]
        )

    def no_deputy(self, dude: Card) -> bool:
        return not dude.has_keyword("Deputy")

    def this_enters_play(self, event: Event) -> bool:
        return event.card is self.card

    def give_2_bounty(self, context: Context) -> None:
        dude = self.parent
        if dude is None:
            return
        self.game.actions.add_bounty(dude, 2)
        self.game.log.add("{0} gives {1} 2 bounty", context.player, dude)
