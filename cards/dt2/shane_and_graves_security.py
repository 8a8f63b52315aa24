"""Shane & Graves Security (24118, Weird West Edition) — deed, Private.
Controller Shootout, Boot: A 2-stud Gunslinger token joins your posse at a nearby deed.

"At a nearby deed": the shootout is at this deed or a deed adjacent to it; the token
enters play there and joins the posse. The token's own text removes it from the game
after the shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class ShaneAndGravesSecurity(CardScript):
    code = "24118"
    reprints = ("06010",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            controller=True,
            cost=ability.costs.boot_self(),
            condition=self.fight_at_a_nearby_deed,
            handler=self.send_a_guard,
        )

    def fight_at_a_nearby_deed(self, context: Context) -> bool:
        shootout = self.game.shootout
        if shootout is None:
            return False
        where, here = shootout.location, self.card.uid
        place = self.game.locations.card(where)
        return (
            place is not None
            and place.is_deed
            and (where == here or self.game.locations.adjacent(here, where))
        )

    def send_a_guard(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        guard = self.game.actions.put_token_into_play(
            context.player, "Gunslinger", location=shootout.location
        )
        self.game.log.add(
            "{0} uses {1} to bring a {2} token into the posse", context.player, self.card, guard
        )
        yield from self.move_into_posse(context, guard)
