"""Shortcut (24243, Weird West Edition) — action.
Noon: Move your unbooted dude to another location.
React: When forming a posse at an adjacent location, target dude does not boot to move to
the shootout's location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class Shortcut(CardScript):
    code = "24243"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.unbooted, controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.take_the_back_way,
        )
        self.reaction(
            when={"onDudeJoiningPosse": self.your_dude_joins_from_next_door},
            message="{player} plays {source}",
            handler=self.cut_across,
        )

    def unbooted(self, card: Card, context: Context) -> bool:
        return not card.booted

    def take_the_back_way(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        # A card-effect move boots the dude only if the card says so (§4.2).
        yield from self.move_to_chosen_location(context, dude)

    def your_dude_joins_from_next_door(self, event: Event) -> bool:
        dude, fight = event.card, event.get("location")
        return (
            event.get("player") is self.controller
            and dude.location is not None
            and fight is not None
            and self.game.locations.adjacent(dude.location, fight)
        )

    def cut_across(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.card
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.joins_without_booting())
        self.game.log.add("{0} plays {1} so that {2} joins without booting", context.player, self.card, dude)
