"""Mazatl (24053, Weird West Edition) — dude, Shaman 0.
Noon: Move Mazatl to a Totem's location.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.totems import is_totem, totem_location


class Mazatl(CardScript):
    code = "24053"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.a_totem_elsewhere,
            message="{player} uses {source}",
            handler=self.walk_the_spirit_path,
        )

    def totem_locations(self) -> list[str]:
        """Where the Totems in play are planted (a Totem attaches to a location, §1.2, or is
        carried to a deed, `engine.totems`), other than where Mazatl already is."""
        places = {
            where
            for card in self.game.cards_in_play()
            if is_totem(card) and (where := totem_location(card)) is not None and where != self.card.location
        }
        return sorted(places)

    def a_totem_elsewhere(self, context: Context) -> bool:
        return bool(self.totem_locations())

    def walk_the_spirit_path(self, context: Context) -> Flow:
        destination = yield from self.choose_location(context, self.totem_locations())
        # A card-effect move boots the dude only if the card says so (§4.2).
        self.game.actions.move_dude(self.card, destination, boot=False)
        where = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, self.card, where)
