"""We Stand Amazed (23043) — spell, Miracle • Hymn.
React Miracle X, Boot: When a dude in this shootout is being discarded as a casualty, send
that dude home booted instead. X is that dude's grit.

"Being discarded as a casualty" is announced before it happens (engine.replacements): a
casualty discarded, not one aced. Any dude of either posse may be spared, the Blessed's own
too; the Blessed casts it from the fight (§7.2). X is the dude's grit as the Miracle is cast
(value + bullets + influence, §1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.replacements import SEND_HOME


class WeStandAmazed(CardScript):
    code = "23043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_reaction(
            when={"onCasualtyWouldBeTaken": self.a_dude_in_this_shootout_is_discarded},
            cost=ability.costs.boot_self(),
            difficulty=self.that_dudes_grit,
            on_success=self.send_them_home_instead,
        )

    def a_dude_in_this_shootout_is_discarded(self, event: Event) -> bool:
        # Casualties are taken only from the posses of the shootout now fought (§5.8).
        return bool(event.type == "discard")

    def that_dudes_grit(self, context: Context) -> int:
        assert context.event is not None
        return self.grit_of(context.event.card)

    def send_them_home_instead(self, context: Context) -> None:
        event = context.event
        assert event is not None
        event.replace(SEND_HOME, by=context.player)
        self.game.log.add("{0} sends {1} home booted instead", context.player, event.card)
