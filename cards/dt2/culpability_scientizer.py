"""Culpability Scientizer (24150, Weird West Edition) — goods, Gadget, Difficulty 3.
After this is invented, give a dude 2 bounty.
Noon: Discard this card to call out a wanted dude at this location. If this results in a
shootout, make a shootout play before the Dealer makes the first play.

"A dude" is any dude in play, yours or another player's. The dude it is attached to is
the caller; discarding the Scientizer is what the call out costs, so it goes first. The
Dealer makes the first Shootout play (ruling `dealer-is-first-player`): the Scientizer's
player makes one before that, Dealer or not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class CulpabilityScientizer(CardScript):
    code = "24150"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onGadgetInvented": self.this_is_invented}, handler=self.give_2_bounty)
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.wanted_dude_here),
            message="{player} discards {source} to call out {target}",
            handler=self.call_out_first_play,
        )

    def this_is_invented(self, event: Event) -> bool:
        return event.gadget is self.card

    def give_2_bounty(self, context: Context) -> Flow:
        dudes = [card for card in self.game.cards_in_play() if card.is_dude]
        dude = yield from self.select_card(context, dudes, "Select a dude")
        self.game.actions.add_bounty(dude, 2)
        self.game.log.add("{0} gives {1} 2 bounty", context.player, dude)

    def wanted_dude_here(self, card: Card, context: Context) -> bool:
        caller = self.parent
        return caller is not None and card.wanted and self.can_call_out(caller, card)

    def call_out_first_play(self, context: Context) -> Flow:
        caller, callee = self.parent, context.target
        assert caller is not None and callee is not None
        self.game.actions.discard(self.card)
        yield from self.call_out(context, caller, callee, plays_first=True)
