"""Get Off My Land! (23047) — action.
React: After an opposing dude moves to a deed you own, move your dude to that deed from an
adjacent location. This card's ghost rock cost is equal to the opposing dude's influence.

"A deed you own" is a deed, not a home; the dude that comes is any of yours (booted or
not) standing at a location adjacent to that deed, and moves without booting (§4.2). The
card costs the mover's influence as he stands when it is played.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class GetOffMyLand(CardScript):
    code = "23047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeMoved": self.an_opposing_dude_moves_to_your_deed},
            cost=ability.costs.card_cost_equal_to(self.the_opposing_dudes_influence),
            condition=self.you_have_a_dude_next_door,
            message="{player} plays {source}",
            handler=self.run_him_off,
        )

    def an_opposing_dude_moves_to_your_deed(self, event: Event) -> bool:
        dude, deed = event.card, self.game.locations.card(event.target)
        return (
            dude.controller is not self.card.owner
            and deed is not None
            and deed.is_deed
            and deed.owner is self.card.owner
        )

    def the_opposing_dudes_influence(self, context: Context) -> int:
        assert context.event is not None
        dude: Card = context.event.card
        return dude.influence

    def your_dudes_next_door(self, context: Context) -> list[Card]:
        assert context.event is not None
        deed = context.event.target
        return [
            dude
            for dude in context.player.dudes()
            if dude.location is not None and self.game.locations.adjacent(dude.location, deed)
        ]

    def you_have_a_dude_next_door(self, context: Context) -> bool:
        return bool(self.your_dudes_next_door(context))

    def run_him_off(self, context: Context) -> Flow:
        assert context.event is not None
        deed = context.event.target
        dude = yield from self.select_card(context, self.your_dudes_next_door(context), "Select a dude")
        home_deed = self.game.locations.card(deed)
        assert home_deed is not None  # the deed the opposing dude moved to
        if self.game.actions.move_dude(dude, deed):
            self.game.log.add("{0} moves {1} to {2}", context.player, dude, home_deed)
