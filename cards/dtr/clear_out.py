"""Clear Out! (01138) — action.
Noon: Move your dude to a deed that you own but do not control."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


def owned_not_controlled(context: Context) -> list[str]:
    """The deeds the player owns (in town or out of it) that another player controls."""
    game, player = context.game, context.player
    return [deed.uid for deed in player.deeds() if game.controller_of(deed) is not player]


def has_a_deed_to_go_to(dude: Card, context: Context) -> bool:
    return any(uid != dude.location for uid in owned_not_controlled(context))


class ClearOut(CardScript):
    code = "01138"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(
                prompt="Select a dude", controller="current", condition=has_a_deed_to_go_to, choose=False
            ),
            message="{player} plays {source} on {target}",
            handler=self.clear_them_out,
        )

    def clear_them_out(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        deeds = [uid for uid in owned_not_controlled(context) if uid != dude.location]
        destination = yield from self.choose_location(context, deeds)
        self.game.actions.move_dude(dude, destination, boot=False)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, self.game.locations.name(destination))
