"""Extortion (01132) — Noon: Choose a deed that you control but do not own. Gain ghost
rock equal to its production."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.log import Message, message
from engine.model import Card


def controlled_not_owned(deed: Card, context: Context) -> bool:
    return context.game.controller_of(deed) is context.player and deed.owner is not context.player


class Extortion(CardScript):
    code = "01132"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a deed", card_type="deed", condition=controlled_not_owned),
            message=self.describe_use,
            handler=self.extort,
        )

    def describe_use(self, context: Context) -> Message:
        assert context.target is not None
        return message(
            "{player} plays {source} on {target} to gain {amount} ghost rock",
            amount=context.target.production,
        )

    def extort(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.gain(context.player, context.target.production)
