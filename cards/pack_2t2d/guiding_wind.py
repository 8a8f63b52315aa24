"""Guiding Wind (20047, Too Tough to Die) — spell, Spirit.
Shootout Spirit 8, Boot: Choose an opposing dude or your non-token dude. Set that dude's
bullets to equal to their influence, or 3, whichever is lower.

The number is worked out as the spell resolves and kept for the shootout (§8.3, §13.13):
"set" states the resulting rating, so the bonuses that applied before it (a weapon, older
effects) no longer do and what modifies bullets afterwards still applies (ruling
guiding-wind-sets-the-rating). An
opposing dude is one in the posse facing yours; your non-token dude is any of your dudes
that is not a token, the text does not ask him to be in the fight.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

CAP = 3


class GuidingWind(CardScript):
    code = "20047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=8,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_or_your_own),
            on_success=self.guide,
        )

    def opposing_or_your_own(self, dude: Card, context: Context) -> bool:
        if dude.controller is context.player:
            return not dude.data.is_token
        return dude in self.opposing_posse

    def guide(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        bullets = min(dude.influence, CAP)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.fix_bullets(bullets))
        self.game.log.add("{0} sets {1}'s bullets to {2}", context.player, dude, bullets)
