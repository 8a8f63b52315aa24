"""A Secret Tunnel (01143) — action.
Noon: Move your dude from one in-town deed you own to another in-town deed you own
(without booting). Make another Noon play."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card, Player


def in_town_deeds(player: Player) -> list[str]:
    """The deeds on `player`'s street: in town, and theirs."""
    return [deed.uid for deed in player.street if deed.is_deed]


def at_your_in_town_deed(dude: Card, context: Context) -> bool:
    return dude.location in in_town_deeds(context.player)


def owns_two_in_town_deeds(context: Context) -> bool:
    """ "From one in-town deed you own to another": there must be another to go to."""
    return len(in_town_deeds(context.player)) >= 2


class ASecretTunnel(CardScript):
    code = "01143"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            condition=owns_two_in_town_deeds,
            target=Target(prompt="Select a dude", controller="current", condition=at_your_in_town_deed),
            message="{player} plays {source} on {target}",
            handler=self.through_the_tunnel,
        )

    def through_the_tunnel(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        others = [uid for uid in in_town_deeds(context.player) if uid != dude.location]
        destination = yield from self.choose_location(context, others)
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)
        self.game.actions.grant_another_play(context.player)
