"""Jon Longstride (24032, Weird West Edition) — dude.
Boot: Unboot Jon's Horse. You may use an ability of the Horse an additional time this
turn.

The Base Set Jon Longstride (01029) does this without booting; this printing boots Jon
to do it, so it has its own script: the Base Set ability with that cost. The printing
names no play type: it is read as a Noon ability, the Base Set's (docs/rulings.md,
jon-longstride-boot-is-a-noon-ability). "This turn" is the day (the rules' "until end of
turn" effects end in Sundown, §3), which is how long the Base Set's additional use lasts.
"""

from __future__ import annotations

from cards.dtr.jon_longstride import JonLongstride, has_a_booted_horse
from engine.dsl import AbilityKit


class JonLongstrideWeirdWest(JonLongstride):
    code = "24032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=has_a_booted_horse,
            message="{player} uses {source}",
            handler=self.fresh_mount,
        )
