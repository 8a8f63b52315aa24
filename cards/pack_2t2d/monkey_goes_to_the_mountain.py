"""Monkey Goes to the Mountain (20054) — action, Technique.
Shootout Technique: If this dude is unbooted, choose an opposing dude with bullets equal to or
less than this dude's Kung Fu rating. Move both dudes to an adjacent non-home location
(without booting and even if booted). Both dudes leave the shootout.

"This dude" is the Kung Fu dude who performs it (`engine.kung_fu`); booted, he has no dude to
choose, so the technique is not played. The location is adjacent to the shootout's, and no
player's home; the technique's player picks it.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.kung_fu import kung_fu_rating, performer
from engine.model import Card


class MonkeyGoesToTheMountain(CardScript):
    code = "20054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude_he_can_carry),
            on_success=self.carry_off,
        )

    def opposing_dude_he_can_carry(self, card: Card, context: Context) -> bool:
        """Once the performer is chosen, his; before it (is the play legal at all?), any
        Kung Fu dude of the posse might be."""
        chosen = context.data.get("dude")
        monkeys = [chosen] if chosen is not None else self.your_posse
        return card in self.opposing_posse and any(self.can_carry(monkey, card) for monkey in monkeys)

    def can_carry(self, monkey: Card, card: Card) -> bool:
        rating = kung_fu_rating(monkey)
        return rating is not None and not monkey.booted and card.bullets <= rating

    def carry_off(self, context: Context) -> Flow:
        monkey, dude = performer(context), context.target
        assert dude is not None and monkey.location is not None
        places = [
            place
            for place in self.game.locations.adjacent_to(monkey.location)
            if not self.game.locations.is_home(place)
        ]
        if not places:
            return
        destination = yield from self.choose_location(context, places)
        # Away from the fight is out of it; a dude the engine keeps there (a hold, a
        # restriction) stays, and the log names only who went.
        moved = [carried for carried in (monkey, dude) if self.game.actions.move_dude(carried, destination)]
        name = self.game.locations.name(destination)
        if len(moved) == 2:
            self.game.log.add(
                "{0} moves {1} and {2} to {3}, out of the shootout", context.player, monkey, dude, name
            )
        elif moved:
            self.game.log.add("{0} moves {1} to {2}, out of the shootout", context.player, moved[0], name)
