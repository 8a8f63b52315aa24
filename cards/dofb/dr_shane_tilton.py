"""Dr. Shane Tilton (25020, Debt of Blood) — dude, Mad Scientist 1.
Shootout: Boot an opposing dude. If that dude is an Abomination, Dr. Tilton gets +2
bullets.

"An opposing dude" is one in the opposing posse. The bonus lasts the shootout (§8.3) and
comes with the boot: an Abomination the boot did not reach (booted already, or protected
from Tilton's player's card effects) gives none.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class DrShaneTilton(CardScript):
    code = "25020"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.unbooted_opposing_dude),
            message="{player} uses {source}",
            handler=self.sedate,
        )

    def unbooted_opposing_dude(self, card: Card, context: Context) -> bool:
        return not card.booted and card in self.opposing_posse

    def sedate(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.boot(dude)
        if not dude.booted:
            return
        self.game.log.add("{0} uses {1} to boot {2}", context.player, self.card, dude)
        if dude.has_keyword("Abomination"):
            self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.modify_bullets(2))
            self.game.log.add("{0} gives {1} +2 bullets", context.player, self.card)
