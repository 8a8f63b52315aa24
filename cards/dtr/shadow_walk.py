"""Shadow Walk (01102) — spell, Hex.
Noon Hex 7, Boot: Move this Huckster to any location. Shootout Hex 7, Boot: Move this
Huckster to join your posse. You may make another Shootout play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class ShadowWalk(CardScript):
    code = "01102"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=7,
            cost=ability.costs.boot_self(),
            on_success=self.walk_anywhere,
        )
        self.spell_action(
            play_type="shootout:join",
            difficulty=7,
            cost=ability.costs.boot_self(),
            condition=self.huckster_can_join,
            on_success=self.walk_into_the_fight,
        )

    def walk_anywhere(self, context: Context) -> Flow:
        huckster = self.parent
        assert huckster is not None
        yield from self.move_to_chosen_location(context, huckster)

    def huckster_can_join(self, context: Context) -> bool:
        """ "Move this Huckster to join your posse": you are in the fight and he is not yet."""
        return self.may_join_your_posse(context, self.parent)

    def walk_into_the_fight(self, context: Context) -> Flow:
        huckster = self.parent
        assert huckster is not None
        yield from self.move_into_posse(context, huckster)
        self.game.actions.grant_another_play(context.player)
