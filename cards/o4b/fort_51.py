"""Fort 51 (21004) — outfit of the Law Dogs.
React: After you invent a Gadget Weapon or Gadget dude, give 1 bounty to an opposing dude
with influence less than the Gadget's printed cost.

Noon, Boot: Boot your Gadget that is not at your home and remove 1 bounty from an opposing
dude. Gain 1 ghost rock and you may discard a card.

The React is offered only with such an opposing dude in play (issue 19); the Gadget's printed
cost is its card's, whatever was paid for it. The Noon ability's requirements are read as its
cost: an unbooted Gadget of yours (goods, or a Gadget dude) standing away from your home, and
a wanted opposing dude to lose the bounty.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class Fort51(CardScript):
    code = "21004"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onGadgetInvented": self.you_invent_a_gadget_weapon_or_dude},
            condition=self.an_opposing_dude_to_mark,
            message="{player} uses {source}",
            handler=self.put_out_a_warrant,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.a_gadget_away_from_home,
            target=Target(prompt="Select a dude", condition=self.wanted_opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.pardon,
        )

    def you_invent_a_gadget_weapon_or_dude(self, event: Event) -> bool:
        gadget: Card = event.gadget
        return event.player is self.controller and (gadget.is_dude or gadget.has_keyword("Weapon"))

    def opposing_dudes_under(self, context: Context) -> list[Card]:
        assert context.event is not None
        cost = context.event.gadget.data.cost
        return [
            dude
            for dude in self.game.cards_in_play()
            if dude.is_dude and dude.controller is not context.player and dude.influence < cost
        ]

    def an_opposing_dude_to_mark(self, context: Context) -> bool:
        return bool(self.opposing_dudes_under(context))

    def put_out_a_warrant(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.opposing_dudes_under(context), "Select a dude")
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)

    def your_gadgets_away_from_home(self, context: Context) -> list[Card]:
        home = context.player.home.uid
        return [
            card
            for card in self.game.cards_in_play()
            if card.controller is context.player
            and card.has_keyword("Gadget")
            and not card.booted
            and self.game.actions.location_of(card) not in (None, home)
        ]

    def a_gadget_away_from_home(self, context: Context) -> bool:
        return bool(self.your_gadgets_away_from_home(context))

    def wanted_opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude.controller is not context.player and dude.wanted

    def pardon(self, context: Context) -> Flow:
        you, dude = context.player, context.target
        assert dude is not None
        gadget = yield from self.select_card(
            context, self.your_gadgets_away_from_home(context), "Select a card"
        )
        self.game.actions.boot(gadget)
        self.game.actions.remove_bounty(dude, 1)
        self.game.actions.gain(you, 1)
        self.game.log.add(
            "{0} boots {1}, removes 1 bounty from {2} and gains 1 ghost rock", you, gadget, dude
        )
        discarded = yield from self.may_select_card(context, list(you.hand), "Select a card")
        if discarded is not None:
            self.game.actions.discard(discarded)
            self.game.log.add("{0} discards {1}", you, discarded)
