"""Cloak (25046, Debt of Blood) — spell, Miracle.
React Miracle 5, Boot: When this dude would go home booted for refusing a callout, they
don't boot and stay at their location instead.

The dude is the Blessed the Cloak is attached to; the react answers his going home booted
for a refused call out only (`engine.going_home`), not fleeing or a job's return.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.going_home import INSTEAD, REFUSED_CALL_OUT


class Cloak(CardScript):
    code = "25046"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_reaction(
            when={"onDudeWouldGoHomeBooted": self.this_dude_refuses_a_callout},
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.stay_put,
        )

    def this_dude_refuses_a_callout(self, event: Event) -> bool:
        return bool(event.card is self.parent and event.why == REFUSED_CALL_OUT)

    def stay_put(self, context: Context) -> None:
        event = context.event
        assert event is not None
        event.replace(INSTEAD, by=context.player)
        self.game.log.add(
            "{0} uses {1}: {2} does not boot and stays where they are", context.player, self.card, event.card
        )
