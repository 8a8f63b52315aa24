"""Kim Lloyd (25021, Debt of Blood) — dude.
Noon: Move your wanted dude from this location to an adjacent deed to make Kim a stud.

The move is what the stud is paid with ("... to make Kim a stud"): a wanted dude of yours
at Kim's location — Kim herself if she is wanted — goes, without booting, to a deed
adjacent to it; Kim is a stud for the day (a Noon ability's effect, §8.3) only if he moved.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class KimLloyd(CardScript):
    code = "25021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current", condition=self.your_wanted_dude_here),
            message="{player} uses {source}",
            handler=self.send_him_off,
        )

    def your_wanted_dude_here(self, dude: Card, context: Context) -> bool:
        return dude.wanted and dude.location == self.card.location

    def adjacent_deeds(self) -> list[str]:
        here = self.card.location
        if here is None:
            return []
        return [uid for uid in self.game.locations.adjacent_to(here) if self.is_deed(uid)]

    def is_deed(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        return place is not None and place.is_deed

    def send_him_off(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        destination = yield from self.choose_location(context, self.adjacent_deeds())
        if not self.game.actions.move_dude(dude, destination):
            return
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} to make {3} a stud", context.player, dude, place, self.card)
