"""Ike Clanton (24079, Weird West Edition) — dude.
Noon, Boot: Give a deed Rowdy until after the next Production phase. (Control of a Rowdy
deed is checked with bullets instead of influence.)
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class IkeClanton(CardScript):
    code = "24079"
    reprints = (
        "20026",
    )  # Too Tough to Die: "until after the next Upkeep phase", when production is received

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a deed", card_type="deed"),
            message="{player} uses {source} to give {target} Rowdy",
            handler=self.give_rowdy,
        )

    def give_rowdy(self, context: Context) -> None:
        deed = context.target
        assert deed is not None
        rowdy = [AbilityKit.effects.gains_keyword("Rowdy"), AbilityKit.effects.control_by_bullets()]
        self.until_after_next_production(context, match=deed, effect=rowdy)
