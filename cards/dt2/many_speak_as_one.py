"""Many Speak as One (24208, Weird West Edition) — spell, Spirit.
Noon Spirit 9, Boot: Put a 0-draw, 1-influence Ancestor Spirit token into play at this
location.

The token (24260) enters play where the shaman stands, unbooted; its own text removes it
when it leaves that location or at the end of the day.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context

ANCESTOR_SPIRIT = "Ancestor Spirit (Weird West Edition)"


class ManySpeakAsOne(CardScript):
    code = "24208"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=9,
            on_success=self.call_the_ancestors,
        )

    def call_the_ancestors(self, context: Context) -> None:
        here = self.game.actions.location_of(self.card)
        assert here is not None
        spirit = self.game.actions.put_token_into_play(context.player, ANCESTOR_SPIRIT, location=here)
        self.game.log.add(
            "{0} uses {1} to put an {2} token into play at {3}",
            context.player,
            self.card,
            spirit,
            self.game.locations.name(here),
        )
