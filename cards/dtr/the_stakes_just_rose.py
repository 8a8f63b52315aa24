"""The Stakes Just Rose (01112) — Shootout: Move one of your dudes into your posse.
That dude becomes a stud."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card
from engine.shootout import join_posse


class TheStakesJustRose(CardScript):
    code = "01112"
    reprints = ("24220",)  # Weird West Edition: "joins your posse and becomes a stud"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(
                prompt="Select a dude", controller="current", condition=self.not_in_the_posse, choose=False
            ),
            message="{player} plays {source} to move {target} into their posse",
            handler=self.raise_the_stakes,
        )

    def not_in_the_posse(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and not shootout.in_posse(card)

    def raise_the_stakes(self, context: Context) -> Flow:
        dude, shootout = context.target, self.game.shootout
        assert dude is not None and shootout is not None
        yield from join_posse(self.game, shootout, dude)
        # A Shootout ability's effect lasts until the end of the shootout (§8.3).
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
