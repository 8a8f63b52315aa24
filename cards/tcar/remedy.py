"""Remedy (19037, There Comes a Reckoning) — spell, Spirit.
Shootout Spirit 7, Boot: Choose a dude. Remove all bullet modifiers from that dude, except
from their attached Weapons. That dude cannot leave the shootout via card effects this
round.

"A dude" is any dude, in a posse or not. The removal lasts the shootout, as a Shootout
ability's effect (§8.3): modifiers made after it apply. "Cannot leave the shootout via card
effects" is no card effect moving him, nor sending him home (`engine.restrictions`); he may
still flee, which is the rules' doing (§5.9).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.restrictions import CARD_EFFECTS


class Remedy(CardScript):
    code = "19037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=7,
            target=Target(prompt="Select a dude"),
            on_success=self.remedy,
        )

    def remedy(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.bullet_modifiers_removed_but_weapons())
        self.until_end_of_shootout_round(context, match=dude, effect=effects.cannot_be_moved(by=CARD_EFFECTS))
        self.game.log.add(
            "{0} uses {1}: {2} keeps only their Weapons' bullet modifiers and cannot leave the shootout this round",
            context.player,
            self.card,
            dude,
        )
