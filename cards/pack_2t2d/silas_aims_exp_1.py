"""Silas Aims (Exp.1) (20028, Too Tough to Die) — dude.
Silas has a bullet bonus equal to his bounty, to a maximum bonus of 4.

Shootout, Boot: Send an opposing dude with less bullets than Silas's bounty home booted.
If Silas is the mark, he ignores the boot cost of this ability.

The bonus adds to his printed bullets (§1.3), unlike the Base Set Silas whose bullets *are*
his bounty. "The mark" is the dude the shootout is against: a job's mark, or the dude
called out (§5, §6); as the mark Silas neither boots nor needs to be unbooted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

MAXIMUM_BONUS = 4


class SilasAimsExp1(CardScript):
    code = "20028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(effect=ability.effects.dynamic_bullets(self.bounty_bonus))
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(unless=self.silas_is_the_mark),
            target=Target(prompt="Select a dude", condition=self.opposing_with_fewer_bullets, choose=False),
            message="{player} uses {source} to send {target} home booted",
            handler=self.send_home,
        )

    def bounty_bonus(self, silas: Card) -> int:
        return min(silas.bounty, MAXIMUM_BONUS)

    def silas_is_the_mark(self, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.mark is self.card

    def opposing_with_fewer_bullets(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and dude.bullets < self.card.bounty

    def send_home(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.send_home(context.target, booted=True)
