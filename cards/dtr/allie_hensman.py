"""Allie Hensman (01035) — Noon, Boot: If Allie is at the town square, she
permanently gets 1 control point."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class AllieHensman(CardScript):
    code = "01035"
    reprints = ("24078",)  # Weird West Edition: "give her 1 permanent control point"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stake_a_claim,
        )

    def stake_a_claim(self, context: Context) -> None:
        # "If ..." requirements may be played when unmet; they just do nothing (§8.1).
        if self.card.in_town_square:
            self.game.actions.add_control_point(self.card)
            self.game.log.add("{0} gives {1} a permanent control point", context.player, self.card)
