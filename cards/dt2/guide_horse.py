"""Guide Horse (24177, Weird West Edition) — goods, Horse.
Noon, Boot: Move this dude to town square.

A move by a card effect boots the dude only if the card says so (§4.2): he rides in
unbooted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import TOWN_SQUARE


class GuideHorse(CardScript):
    code = "24177"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.ride_to_town_square,
        )

    def ride_to_town_square(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.game.actions.move_dude(dude, TOWN_SQUARE, boot=False)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, self.game.locations.name(TOWN_SQUARE))
