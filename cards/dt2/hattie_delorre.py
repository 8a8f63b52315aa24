"""Hattie DeLorre (24076, Weird West Edition) — dude, Deputy.
Shootout: Give one opposing wanted dude -3 bullets.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class HattieDeLorre(CardScript):
    code = "24076"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            # The text never says "choose": protection from being chosen does not stop it.
            target=Target(prompt="Select a dude", condition=self.opposing_wanted_dude, choose=False),
            handler=self.read_the_warrant,
        )

    def opposing_wanted_dude(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return card.wanted and shootout is not None and shootout.posse_of(card) is context.player.opponent

    def read_the_warrant(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        # Until the end of the shootout, as every Shootout ability's effect (§8.3).
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(-3))
        self.game.log.add("{0} uses {1} to give {2} -3 bullets", context.player, self.card, dude)
