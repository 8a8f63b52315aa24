"""Battered Banjo (22043, Hell's Comin' With Me) — goods, Weapon • Melee.
React, Boot: After a Hymn is successfully cast at this location, this dude gains +1
influence.
Noon, Boot: Discard this card to give an opposing dude at this location -2 bullets.

Anyone's Hymn counts, cast by a dude at the Banjo's dude's location. The React states no
duration: the influence lasts the shootout or the phase (§8.3); the Noon penalty lasts the
day, after the Banjo is gone.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.model import Card


class BatteredBanjo(CardScript):
    code = "22043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onSpellCast": self.a_hymn_is_cast_here},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.play_along,
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="opponent", condition=self.at_this_location),
            message="{player} uses {source} on {target}",
            handler=self.smash_it,
        )

    def a_hymn_is_cast_here(self, event: Event) -> bool:
        dude, caster = self.parent, event.get("caster")
        return (
            dude is not None
            and event.get("check").succeeded
            and event.get("spell").has_keyword("Hymn")
            and caster.location == dude.location
        )

    def at_this_location(self, card: Card, context: Context) -> bool:
        dude = self.parent
        return dude is not None and card.location == dude.location

    def play_along(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_influence(1))
        self.game.log.add("{0} gives {1} +1 influence", context.player, dude)

    def smash_it(self, context: Context) -> None:
        target = context.target
        assert target is not None
        self.game.actions.discard(self.card)
        self.apply_ability_effect(context, match=target, effect=AbilityKit.effects.modify_bullets(-2))
        self.game.log.add("{0} discards {1} to give {2} -2 bullets", context.player, self.card, target)
