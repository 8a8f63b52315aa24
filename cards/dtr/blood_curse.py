"""Blood Curse (01103) — spell, Hex.
Noon Hex 9, Boot: A dude at this or an adjacent location gets –1 influence and –1 bullets.
Shootout Hex 9, Boot: One opposing dude gets –2 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class BloodCurse(CardScript):
    code = "01103"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.noon_curse(ability)
        self.spell_action(
            play_type="shootout",
            difficulty=9,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing, choose=False),
            on_success=self.unnerve,
        )

    def noon_curse(self, ability: AbilityKit) -> None:
        """ "Noon Hex 9, Boot: A dude at this or an adjacent location gets –1 influence and
        –1 bullets" (the Weird West Edition prints it alone)."""
        self.spell_action(
            play_type="noon",
            difficulty=9,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.at_or_adjacent, choose=False),
            on_success=self.weaken,
        )

    def at_or_adjacent(self, dude: Card, context: Context) -> bool:
        here, there = self.game.actions.location_of(self.card), dude.location
        return (
            here is not None
            and there is not None
            and (there == here or self.game.locations.adjacent(here, there))
        )

    def opposing(self, dude: Card, context: Context) -> bool:
        shootout = self.game.shootout
        side = shootout.posse_of(dude) if shootout is not None else None
        return side is not None and side is not context.player

    def weaken(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_influence(-1), effects.modify_bullets(-1)]
        )
        self.game.log.add(
            "{0} uses {1} to give {2} -1 influence and -1 bullets", context.player, self.card, dude
        )

    def unnerve(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-2))
        self.game.log.add("{0} uses {1} to give {2} -2 bullets", context.player, self.card, dude)
