"""Buffalo Rifle (24173, Weird West Edition) — goods, Weapon.
Shootout, Boot: This dude joins a posse at an adjacent location without moving or
booting.

The Base Set Buffalo Rifle (01097) is a trait: a second way to join as the posses form
(even if booted); this printing is a Shootout play that boots the rifle, made once the
posses are formed, so it has its own script. "A posse" is its player's (a dude joins only
his own side), and the dude may be booted: a card-effect join requires an unbooted dude
only if the card says so (docs/rulings.md, buffalo-rifle-joins-booted-or-not).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class BuffaloRifleWeirdWest(CardScript):
    code = "24173"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.dude_adjacent_to_the_fight,
            message="{player} uses {source}",
            handler=self.join_from_where_he_stands,
        )

    def dude_adjacent_to_the_fight(self, context: Context) -> bool:
        """ "Joins a posse at an adjacent location": not in it yet, one location away."""
        dude, shootout = self.parent, self.game.shootout
        if not self.may_join_your_posse(context, dude):
            return False
        assert dude is not None and dude.location is not None and shootout is not None
        return self.game.locations.adjacent(dude.location, shootout.location)

    def join_from_where_he_stands(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.join_posse_without_moving(context, dude)
