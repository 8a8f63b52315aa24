"""Yan Li's Tailoring (01060) — Controller Noon, Boot: Raise a dude's influence by 1."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class YanLisTailoring(CardScript):
    code = "01060"
    reprints = ("24112",)  # Weird West Edition: "give a dude +1 influence"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", choose=False),
            message="{player} uses {source} to raise {target}'s influence by 1",
            handler=self.raise_influence,
        )

    def raise_influence(self, context: Context) -> None:
        # A Noon ability's effect lasts until the end of the day (§8.3).
        self.apply_ability_effect(
            context, match=context.target, effect=AbilityKit.effects.modify_influence(1)
        )
