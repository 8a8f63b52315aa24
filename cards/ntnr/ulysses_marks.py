"""Ulysses Marks (02007, New Town, New Rules) — dude.
While Ulysses is at a Saloon, the Saloon gets 1 additional control point.
Noon: If Ulysses is at a Saloon, move another dude at the same location to the town square
booted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import TOWN_SQUARE, Card


class UlyssesMarks(CardScript):
    code = "02007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Whoever controls the Saloon, it gets the point.
        self.persistent_effect(
            target_controller="any",
            match=self.the_saloon_he_is_at,
            effect=ability.effects.modify_control(1),
        )
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.another_dude_here, controller="any"),
            message="{player} uses {source}",
            handler=self.throw_him_out,
        )

    def the_saloon_he_is_at(self, card: Card) -> bool:
        return card.uid == self.card.location and card.has_keyword("Saloon")

    def at_a_saloon(self) -> bool:
        where = self.card.location
        place = self.game.locations.card(where) if where is not None else None
        return place is not None and place.has_keyword("Saloon")

    def another_dude_here(self, dude: Card, context: Context) -> bool:
        return dude is not self.card and dude.location == self.card.location

    def throw_him_out(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        dude = context.target
        assert dude is not None
        if not self.at_a_saloon():
            return
        self.game.actions.move_dude(dude, TOWN_SQUARE, boot=True)
        self.game.log.add("{0} moves {1} to the town square booted", context.player, dude)
