"""Secret Paths (22050, Hell's Comin' With Me) — spell, Spirit.
Noon Spirit 8, Boot: Move all of your unbooted dudes at this location to another location.

"This location" is where the Shaman the spell is attached to stands (§7.2); he is one of
the dudes moved (the spell boots, not he). All go to the one location the player picks,
without booting: a card effect's move boots only when it says so (§4.2). A dude a
restriction keeps where he is stays, and is not named as moved.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class SecretPaths(CardScript):
    code = "22050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=8,
            on_success=self.walk_the_paths,
        )

    def walk_the_paths(self, context: Context) -> Flow:
        shaman = self.parent
        assert shaman is not None
        here = shaman.location
        dudes = [dude for dude in context.player.dudes() if not dude.booted and dude.location == here]
        places = [uid for uid in self.game.locations.all() if uid != here]
        destination = yield from self.choose_location(context, places)
        place = self.game.locations.name(destination)
        for dude in dudes:
            if self.game.actions.move_dude(dude, destination):
                self.game.log.add("{0} moves {1} to {2}", context.player, dude, place)
