"""Mark of War (23042) — spell, Hex.
Noon Hex 7, Boot: This dude's call outs cannot be refused. Discard this Hex.

On success the Huckster's call outs cannot be refused for the rest of the day (a Noon
ability's effect, §8.3), and the Hex is discarded; the mark stays on him after it is gone.
A failed cast only boots the Hex.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class MarkOfWar(CardScript):
    code = "23042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon", difficulty=7, cost=ability.costs.boot_self(), on_success=self.mark
        )

    def mark(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.call_outs_cannot_be_refused()
        )
        self.game.log.add("{0} makes {1}'s call outs impossible to refuse", context.player, dude)
        self.game.actions.discard(self.card)
        self.game.log.add("{0} discards {1}", context.player, self.card)
