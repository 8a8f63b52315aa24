"""Iron Mole (22040, Hell's Comin' With Me) — goods, Horse • Gadget 4.
If Iron Mole is at an Out of Town deed, increase that deed's production by 1.
Noon, Boot: Move this dude to an Out of Town deed.
Shootout, Boot: If this dude is at an Out of Town deed, this dude joins your posse (moving
if necessary).

The Mole is where its dude is: the deed he stands at, whoever controls it, produces 1 more.
The Noon move is any Out of Town deed, anyone's, and does not boot the dude (§4.2). The
Shootout play is offered to a dude of yours not yet in the posse; away from an Out of Town
deed it does nothing but boot the Mole ("If ...", §8.1). Joining by it does not boot him.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class IronMole(CardScript):
    code = "22040"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            target_controller="any",
            match=self.the_out_of_town_deed_it_is_at,
            effect=ability.effects.modify_production(1),
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a deed", card_type="deed", condition=self.an_out_of_town_deed),
            message="{player} uses {source}",
            handler=self.burrow,
        )
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.rider_may_join,
            message="{player} uses {source}",
            handler=self.tunnel_into_the_fight,
        )

    def an_out_of_town_deed(self, card: Card, context: Context) -> bool:
        return card.has_keyword("Out of Town")

    def the_out_of_town_deed_it_is_at(self, card: Card) -> bool:
        dude = self.parent
        return dude is not None and card.has_keyword("Out of Town") and dude.location == card.uid

    def burrow(self, context: Context) -> None:
        dude, deed = self.parent, context.target
        assert dude is not None and deed is not None
        if self.game.actions.move_dude(dude, deed.uid):
            self.game.log.add("{0} moves {1} to {2}", context.player, dude, deed)

    def tunnel_into_the_fight(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None and dude.location is not None
        place = self.game.locations.card(dude.location)
        if place is None or not place.has_keyword("Out of Town"):
            return
        yield from self.ride_into_posse(context)
