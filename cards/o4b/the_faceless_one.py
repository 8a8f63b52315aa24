"""The Faceless One (21019) — dude of The Fourth Ring.
Shootout: Choose an opposing dude. The Faceless One gets a bullet bonus equal to that dude's
bullets, to a maximum bonus of 4. If that dude has grit 11 or higher, that dude has a maximum
bullet rating of 4.

The bonus is that dude's bullets as the ability resolves (a number, not a link: the bonus does
not follow his bullets afterwards), and his grit is read then too (§1.3: value + bullets +
influence), as this card's effects read it (`grit_of`: Lorena Corbett's "minimum grit of 11
for your card effects" counts). Both effects last the shootout (a Shootout ability's, §8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

MAXIMUM_BONUS = 4
GRITTY = 11
MAXIMUM_BULLETS = 4


class TheFacelessOne(CardScript):
    code = "21019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.wear_their_face,
        )

    def opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def wear_their_face(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        bonus = min(dude.bullets, MAXIMUM_BONUS)
        self.apply_ability_effect(context, match=self.card, effect=effects.modify_bullets(bonus))
        self.game.log.add("{0} gives {1} +{2} bullets", context.player, self.card, bonus)
        if self.grit_of(dude) >= GRITTY:
            self.apply_ability_effect(context, match=dude, effect=effects.maximum_bullets(MAXIMUM_BULLETS))
            self.game.log.add("{0} gives {1} a maximum of {2} bullets", context.player, dude, MAXIMUM_BULLETS)
