"""Soul Blast (01100) — Hex.
Shootout Hex X, Boot: Choose a dude in this shootout. X is that dude's grit. If
successful, send the dude home booted. If successful by 6 or more, ace the dude
instead. If unsuccessful, move this Huckster home booted.

Each outcome is logged once it has happened: a dude who is not sent home (QUATERMAN
PRIME) or not aced (prevented, or a Harrowed dude discarded instead, `ace_now`) is not
said to be.
"""

from __future__ import annotations

from engine.abilities import Context, Target, in_this_shootout
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.pulls import SkillCheck


class SoulBlast(CardScript):
    code = "01100"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=in_this_shootout),
            difficulty=self.targets_grit,
            on_success=self.blast,
            on_fail=self.backfire,
        )

    def targets_grit(self, context: Context) -> int:
        assert context.target is not None
        return context.target.grit

    def blast(self, context: Context) -> Flow:
        target, check = context.target, context.data["check"]
        assert target is not None and isinstance(check, SkillCheck)
        if check.margin >= 6:
            if (yield from self.ace_now(target, by=context.player)):
                self.game.log.add("{0} uses {1} to ace {2}", context.player, self.card, target)
        else:
            if self.game.actions.send_home(target, booted=True):
                self.game.log.add("{0} uses {1} to send {2} home booted", context.player, self.card, target)

    def backfire(self, context: Context) -> None:
        huckster = self.parent
        assert huckster is not None
        if self.game.actions.send_home(huckster, booted=True):
            self.game.log.add("{0}'s {1} goes home booted", context.player, huckster)
