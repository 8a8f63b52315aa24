"""Kentucky Windage (25043, Debt of Blood) — spell, Hex.
Shootout Hex 5, Boot: This Huckster becomes a stud.
Shootout Hex 6, Boot: This Huckster gains +1 bullets.

(The card misprints the first as "Shoutout".) Each bonus lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class KentuckyWindage(CardScript):
    code = "25043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.become_a_stud,
        )
        self.spell_action(
            play_type="shootout",
            difficulty=6,
            cost=ability.costs.boot_self(),
            on_success=self.gain_a_bullet,
        )

    def become_a_stud(self, context: Context) -> None:
        huckster = self.parent
        assert huckster is not None
        self.until_end_of_shootout(context, match=huckster, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} uses {1} to make {2} a stud", context.player, self.card, huckster)

    def gain_a_bullet(self, context: Context) -> None:
        huckster = self.parent
        assert huckster is not None
        self.until_end_of_shootout(context, match=huckster, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} uses {1} to give {2} +1 bullets", context.player, self.card, huckster)
