"""Ghost Dancers (25013, Debt of Blood) — dude, Non-Unique.
Ghost Dancers can have one Totem attached. If Ghost Dancers are at a deed, a Totem attached
to them is considered to be planted at that deed.
Noon: If Ghost Dancers are unbooted at a location you control, and you have an unbooted
Shaman there, attach a Totem to Ghost Dancers.

They carry a Totem (`engine.totems`, `carries_totems`): planted at the deed they stand at,
cast from there by a Shaman of its player, planted nowhere while they stand elsewhere.
"Attach a Totem" plants one from your hand paying its cost, the requirements printed
before it standing for shoppin's (ruling ghost-dancers-plant-a-totem-from-hand); with a
Totem attached already, they have no room for another. "If ..." requirements may be
played when unmet; they just do nothing (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.phases.noon_actions import controls_location
from engine.totems import SKILL, is_totem


class GhostDancers(CardScript):
    code = "25013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.carries_totems(up_to=1)
        self.action(play_type="noon", message="{player} uses {source}", handler=self.take_up_a_totem)

    def unbooted_with_a_shaman_where_you_control(self, context: Context) -> bool:
        dancers, you = self.card, context.player
        where = dancers.location
        if dancers.booted or where is None or not controls_location(self.game, you, where):
            return False
        return any(
            dude.controller is you and not dude.booted and dude.skill(SKILL) is not None
            for dude in self.game.locations.dudes_at(where)
        )

    def take_up_a_totem(self, context: Context) -> Flow:
        if not self.unbooted_with_a_shaman_where_you_control(context):
            return
        plays = self.playable(context.player, card=is_totem, onto=[self.card], as_shoppin=False)
        yield from self.play_card(context, [play for play in plays if play.target is self.card])
