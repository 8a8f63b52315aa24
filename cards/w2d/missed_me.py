"""Missed Me! (23041) — spell, Hex.
Cheatin' Resolution Hex 5, Boot: Reduce your opponent's hand rank by the total number of
Sidekicks and dudes in their posse, to a maximum of 4.

Cast against the opponent's cheatin' hand (§5.6) by the Huckster the Hex is on, who must be
in the shootout (§7.2). Each dude of the opposing posse counts one, and each Sidekick
attached to one of them one more; at most 4 ranks come off (a hand rank stays at least 1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context

MAXIMUM = 4


class MissedMe(CardScript):
    code = "23041"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.dodge,
        )

    def dodge(self, context: Context) -> None:
        opponent = context.player.opponent
        posse = self.opposing_posse
        total = len(posse) + sum(len(dude.attachments_with("Sidekick")) for dude in posse)
        amount = min(total, MAXIMUM)
        if self.game.actions.modify_rank(opponent, -amount):
            self.game.log.add("{0} reduces {1}'s hand rank by {2}", context.player, opponent, amount)
