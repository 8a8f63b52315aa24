"""Hank Ketchum (22002) — legend.
If you are the leader, you must choose your highest grit dude in your posse as your shooter.
Resolution, Boot: If your posse only contains a single dude, and that dude has at least 1
printed influence, that dude gains Harrowed for this shootout round.

On a tie for the highest grit, any of the tied dudes may be picked. The Resolution ability
may be used with its "if" unmet: it then does nothing but boot Hank (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class HankKetchum(CardScript):
    code = "22002"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            condition=self.leading,
            effect=ability.effects.shooter_must_be_highest_grit(),
        )
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.one_eye_open,
        )

    def leading(self) -> bool:
        return self.you_are_the_leader

    def one_eye_open(self, context: Context) -> None:
        posse = self.your_posse
        if len(posse) != 1:
            return
        (dude,) = posse
        if dude.data.influence < 1:
            return
        self.until_end_of_shootout_round(
            context, match=dude, effect=AbilityKit.effects.gains_keyword("Harrowed")
        )
        self.game.log.add("{0}'s {1} gains Harrowed for this shootout round", context.player, dude)
