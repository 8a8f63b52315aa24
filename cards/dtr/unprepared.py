"""Unprepared (01134) — action.
Shootout: Choose a dude. Boot that dude and their attached cards. That dude gets –1 bullets
and cannot use their abilities. Their attached cards lose all traits, abilities, and bullet
bonuses.
"""

from __future__ import annotations

from engine.abilities import in_this_shootout
from engine.dsl import AbilityKit, CardScript, Context, Target


class Unprepared(CardScript):
    code = "01134"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "A dude" in this shootout, on either side (the online engine's reading).
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=in_this_shootout),
            message="{player} plays {source} on {target}",
            handler=self.catch_unprepared,
        )

    def catch_unprepared(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        attached = list(dude.attachments)
        actions, effects = self.game.actions, AbilityKit.effects
        for card in [dude, *attached]:
            actions.boot(card)
        # Until the end of the shootout, as every Shootout ability's effect (§8.3). A blank
        # card loses its traits, abilities and the bullet bonus it gives its dude.
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(-1), effects.cannot_use_abilities()]
        )
        if attached:
            self.apply_ability_effect(context, match=attached, effect=effects.blank())
