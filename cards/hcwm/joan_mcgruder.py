"""Joan McGruder (22021, Hell's Comin' With Me) — dude, Blessed 0, Deputy.
Joan has -1 bullets for each other dude in her posse.

Joan cannot flee or be sent home from a shootout.

Joan's attached cards cannot affect opposing dudes unless they have bounty higher than their
influence.

"Her posse" is the one she is in during a shootout; outside one she has no posse and no
penalty. Her attached cards' abilities can neither choose nor affect an opposing dude whose
bounty is not higher than his influence (`engine.protection`); her own dudes are not opposing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.model import Card


class JoanMcGruder(CardScript):
    code = "22021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        effects = ability.effects
        self.persistent_effect(effect=effects.dynamic_bullets(self.minus_one_per_other_posse_member))
        self.persistent_effect(effect=[effects.cannot_flee(), effects.not_sent_home_from_shootout()])
        self.persistent_effect(effect=effects.attachments_spare_unless_wanted_above_influence())

    def minus_one_per_other_posse_member(self, card: Card) -> int:
        shootout = self.game.shootout
        side = shootout.posse_of(card) if shootout is not None else None
        if shootout is None or side is None:
            return 0
        return -sum(1 for dude in shootout.posse(side) if dude is not card)
