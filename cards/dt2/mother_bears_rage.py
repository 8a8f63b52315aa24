"""Mother Bear's Rage (24203, Weird West Edition) — spell, Spirit • Totem.
Noon Spirit 5, Boot: A 2-stud Gunslinger enters play at this location or an adjacent deed
and calls out a dude.

A Totem (`engine.totems`). The caster's player picks the dude the Gunslinger calls out: an
opposing dude who may be called out, at this location or at a deed adjacent to it; the
Gunslinger token (01146) enters play there, and its own text removes it after the shootout.
The dude may refuse, as in any call out (§5.1). With no such dude, nothing enters play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class MotherBearsRage(CardScript):
    code = "24203"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.a_gunslinger_calls_out_a_dude,
        )

    def within_reach(self, dude: Card, context: Context) -> bool:
        """An opposing dude who may be called out, here or at an adjacent deed."""
        deed = self.parent
        assert deed is not None and dude.location is not None
        place = self.game.locations.card(dude.location)
        here_or_next_door = dude.location == deed.uid or (
            place is not None and place.is_deed and self.game.locations.adjacent(deed.uid, dude.location)
        )
        return here_or_next_door and dude.controller is not context.player and self.can_be_called_out(dude)

    def a_gunslinger_calls_out_a_dude(self, context: Context) -> Flow:
        dudes = [
            dude for dude in self.game.cards_in_play() if dude.is_dude and self.within_reach(dude, context)
        ]
        if not dudes:
            return
        callee = yield from self.select_card(context, dudes, "Select a dude")
        assert callee.location is not None
        gunslinger = self.game.actions.put_token_into_play(
            context.player, "Gunslinger", location=callee.location
        )
        place = self.game.locations.name(callee.location)
        self.game.log.add("{0} brings a {1} token into play at {2}", context.player, gunslinger, place)
        yield from self.call_out(context, gunslinger, callee)
