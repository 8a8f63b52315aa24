"""Jia Mein (24050, Weird West Edition) — dude, Huckster 1.
Shootout Repeat: Attach a Hex to Jia Mein (paying all costs) to make him a stud. (This
ability can be used while booted, and in a location you do not control.)

The Base Set Jia Mein (01013) prints a plain "Shootout:" ability, used once per shootout;
this printing's is a Repeat ability, usable as often as he has a Hex to attach, so it has
its own script: the Base Set ability, repeatable. Its reminder text is how the Base Set
script already reads "paying all costs" (not as shoppin').
"""

from __future__ import annotations

from cards.dtr.jia_mein import JiaMein
from engine.dsl import AbilityKit


class JiaMeinWeirdWest(JiaMein):
    code = "24050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            repeat=True,
            condition=self.has_a_hex_to_attach,
            message="{player} uses {source}",
            handler=self.attach_a_hex,
        )
