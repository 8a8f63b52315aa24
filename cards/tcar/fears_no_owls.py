"""Fears No Owls (19007, There Comes a Reckoning) — dude, Shaman 0.
Noon: Move your dude to a Holy Ground location or a deed with a totem.

"Your dude" is any one of your dudes, Fears No Owls included. A card-effect move does not
boot the dude (§4.2), and a booted dude may be moved. A Holy Ground location is a deed or
home with that keyword; a Totem is planted on a location (`engine.totems`), whoever's it is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card
from engine.totems import totems_at

HOLY_GROUND = "Holy Ground"


class FearsNoOwls(CardScript):
    code = "19007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.has_somewhere_to_go, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.walk_the_spirit_road,
        )

    def sacred(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        if place is None:
            return False
        return place.has_keyword(HOLY_GROUND) or (place.is_deed and bool(totems_at(self.game, uid)))

    def destinations(self, dude: Card) -> list[str]:
        return [uid for uid in self.game.locations.all() if uid != dude.location and self.sacred(uid)]

    def has_somewhere_to_go(self, card: Card, context: Context) -> bool:
        return bool(self.destinations(card))

    def walk_the_spirit_road(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        destination = yield from self.choose_location(context, self.destinations(dude))
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)
