"""Shotgun (01084) — Weapon, bullet bonus 1.
Shootout, Boot: Choose and ace an opposing dude in this shootout with a value less than
or equal to this dude's bullets."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Shotgun(CardScript):
    code = "01084"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.opposing_and_outgunned, controller="opponent"
            ),
            message="{player} uses {source} to ace {target}",
            handler=self.blast,
        )

    def opposing_and_outgunned(self, card: Card, context: Context) -> bool:
        # An opponent's dude (`controller="opponent"`) in a posse is in the opposing one.
        shootout, parent = self.game.shootout, self.parent
        if shootout is None or parent is None or not shootout.in_posse(card):
            return False
        return self.value_of(card) <= parent.bullets

    def blast(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.ace(context.target, by=context.player)
