"""The Spiritual Society (20003, Too Tough to Die) — outfit, First Peoples.
After refilling your hand during Sundown, if you have equal or more influence in town
square than each other player, draw a card.
Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
location.

The Weird West Edition (24008) draws at Nightfall, before the discards and the refill, and
only for a player with some influence there to have the most of; this printing draws after
the refill (so the card stays in hand, beyond the hand size, §3.4), and "equal or more"
includes a tie at 0 (ruling spiritual-society-equal-at-zero). Its own script: the Weird
West Noon ability, with this printing's draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cards.dt2.the_spiritual_society import TheSpiritualSociety
from engine.dsl import AbilityKit

if TYPE_CHECKING:
    from engine.events import Event


class TheSpiritualSocietyTooTough(TheSpiritualSociety):
    code = "20003"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onAfterHandRefill": self.you_refill_with_equal_or_more}, handler=self.draw_one
        )
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.faces_a_weaker_dude)],
            message="{player} uses {source}",
            handler=self.stare_down,
        )

    def you_refill_with_equal_or_more(self, event: Event) -> bool:
        you = self.controller
        return event.player is you and self.influence_in_town_square(you) >= self.influence_in_town_square(
            you.opponent
        )
