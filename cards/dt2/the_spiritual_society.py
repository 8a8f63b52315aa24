"""The Spiritual Society (24008, Weird West Edition) — outfit, First Peoples.
If you have the most or are tied for the most influence in town square at Nightfall, draw
a card.
Noon, Boot: Boot your dude to boot an opposing dude with less influence at the same
location.

"At Nightfall" comes after the victory check (rules digest §3.4; ruling
sloane-gang-pays-off-after-the-victory-check), before the discards and the refill. A player
with no influence in town square has none to be the most (ruling
spiritual-society-needs-influence-in-town-square).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card

if TYPE_CHECKING:
    from engine.events import Event
    from engine.model import Player


class TheSpiritualSociety(CardScript):
    code = "24008"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onSundownAfterVictoryCheck": self.most_influence_in_town_square}, handler=self.draw_one
        )
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.faces_a_weaker_dude)],
            message="{player} uses {source}",
            handler=self.stare_down,
        )

    def influence_in_town_square(self, player: Player) -> int:
        return sum(d.influence for d in self.game.locations.dudes_at(TOWN_SQUARE) if d.controller is player)

    def most_influence_in_town_square(self, event: Event) -> bool:
        yours = self.influence_in_town_square(self.controller)
        return yours > 0 and yours >= self.influence_in_town_square(self.controller.opponent)

    def draw_one(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} draws a card from {1}", context.player, self.card)

    def weaker_opposing_dudes(self, dude: Card, player: Player) -> list[Card]:
        where = dude.location
        if where is None:
            return []
        return [
            other
            for other in self.game.locations.dudes_at(where)
            if other.controller is not player and other.influence < dude.influence
        ]

    def faces_a_weaker_dude(self, dude: Card, context: Context) -> bool:
        return bool(self.weaker_opposing_dudes(dude, context.player))

    def stare_down(self, context: Context) -> Flow:
        yours = context.data["booted dude"]
        assert isinstance(yours, Card)
        victim = yield from self.select_card(
            context, self.weaker_opposing_dudes(yours, context.player), "Select a dude"
        )
        self.game.actions.boot(victim)
        self.game.log.add("{0} boots {1} to boot {2}", context.player, yours, victim)
