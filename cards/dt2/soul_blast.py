"""Soul Blast (24181, Weird West Edition) — Hex.
Shootout Hex X, Boot: Target an opposing dude. X is that dude's grit. If successful,
send them home booted. If successful by 6 or more, ace them instead. If unsuccessful,
boot this Huckster.

The Base Set Soul Blast (01100) may choose any dude in the shootout, and a failure sends
the Huckster home booted; this printing targets only an opposing dude, and a failure
only boots the Huckster (he stays in his posse), so it has its own script: the Base Set
spell with those two differences.
"""

from __future__ import annotations

from cards.dtr.soul_blast import SoulBlast
from engine.abilities import Context, Target
from engine.dsl import AbilityKit
from engine.model import Card


class SoulBlastWeirdWest(SoulBlast):
    code = "24181"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_in_this_shootout),
            difficulty=self.targets_grit,
            on_success=self.blast,
            on_fail=self.backfire,
        )

    def opposing_in_this_shootout(self, card: Card, context: Context) -> bool:
        shootout, huckster = self.game.shootout, self.parent
        if shootout is None or huckster is None or not shootout.in_posse(card):
            return False
        return shootout.posse_of(card) is not shootout.posse_of(huckster)

    def backfire(self, context: Context) -> None:
        huckster = self.parent
        assert huckster is not None
        self.game.actions.boot(huckster)
        self.game.log.add("{0} boots {1}", context.player, huckster)
