"""Charley Bull (25016, Debt of Blood) — dude.
Shootout: Reduce an opposing dude's bullets by Charley's Influence.

"An opposing dude" is one in the opposing posse; Charley's influence is read as the ability
resolves and the penalty stays that size for the shootout (§8.3), as Bolts o' Doom's.
Charley acts in the shootout only from his posse (§5.4).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class CharleyBull(CardScript):
    code = "25016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source}",
            handler=self.stare_down,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def stare_down(self, context: Context) -> None:
        target = context.target
        assert target is not None
        amount = self.card.influence
        self.until_end_of_shootout(context, match=target, effect=AbilityKit.effects.modify_bullets(-amount))
        self.game.log.add("{0} reduces {1}'s bullets by {2}", context.player, target, amount)
