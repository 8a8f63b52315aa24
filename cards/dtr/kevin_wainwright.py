"""Kevin Wainwright (01011) — Noon: Move Kevin (without booting) to the same location as
a Huckster. Kevin becomes a stud."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class KevinWainwright(CardScript):
    code = "01011"
    reprints = ("24049",)  # Weird West Edition: "Move Kevin to a location with a Huckster (without booting.)"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=self.a_huckster_elsewhere,
            message="{player} uses {source}",
            handler=self.join_the_huckster,
        )

    def huckster_locations(self) -> list[str]:
        """Where a Huckster (any player's) stands, other than where Kevin is."""
        places = {
            dude.location
            for dude in self.game.cards_in_play()
            if dude.is_dude and dude.skill("huckster") is not None and dude.location is not None
        }
        return sorted(place for place in places if place != self.card.location)

    def a_huckster_elsewhere(self, context: Context) -> bool:
        return bool(self.huckster_locations())

    def join_the_huckster(self, context: Context) -> Flow:
        destination = yield from self.choose_location(context, self.huckster_locations())
        self.game.actions.move_dude(self.card, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, self.card, place)
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, self.card)
