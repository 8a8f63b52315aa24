"""QUATERMAN PRIME (22029) — dude, Harrowed • Gadget 6 • Mystical.
QUATERMAN PRIME must be invented, and enters play at the Mad Scientist's location.

QUATERMAN PRIME'S bullets cannot be modified except by his attached goods. Cards cannot boot
or move QUATERMAN PRIME.

Each time a player reveals a cheatin' hand in QUATERMAN PRIME'S shootout, that player takes
an additional casualty.

He is shopped and invented like a Gadget goods not shopped onto its inventor, by one of
your scientists at a location you control, and enters play where that scientist stands
(`engine.gadgets.invent_dude`). "Cards cannot boot or move him" is every card effect, his
controller's too; the rules' own steps (joining a posse, fleeing, casualties) are no card
(`engine.restrictions`). "His shootout" is one where he is in a posse; a player whose
revealed hand there is cheatin' takes one more casualty, winner or loser (§5.6, §5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.restrictions import CARD_EFFECTS


class QuatermanPrime(CardScript):
    code = "22029"

    def setup_abilities(self, ability: AbilityKit) -> None:
        effects = ability.effects
        self.enters_play_at_inventors_location()
        self.persistent_effect(
            match=self.card,
            effect=[
                effects.bullets_modified_only_by_attached_goods(),
                effects.cannot_be_booted(by=CARD_EFFECTS),
                effects.cannot_be_moved(by=CARD_EFFECTS),
            ],
        )
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.in_his_shootout,
            effect=effects.extra_casualties_if_cheatin(1),
        )

    def in_his_shootout(self) -> bool:
        return self.in_its_shootout()
