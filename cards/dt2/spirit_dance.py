"""Spirit Dance (24205, Weird West Edition) — spell, Spirit.
Shootout Spirit 10, Boot: A 2-stud Gunslinger token enters play and joins your posse.

The Gunslinger token (01146) enters play at the shootout's location and joins the
caster's posse without booting; its own text removes it from the game after this
shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class SpiritDance(CardScript):
    code = "24205"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=10,
            on_success=self.call_a_gunslinger,
        )

    def call_a_gunslinger(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        gunslinger = self.game.actions.put_token_into_play(
            context.player, "Gunslinger", location=shootout.location
        )
        self.game.log.add(
            "{0} uses {1} to bring a Gunslinger token into their posse", context.player, self.card
        )
        yield from self.move_into_posse(context, gunslinger)
