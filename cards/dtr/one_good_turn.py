"""One Good Turn… (01122) — action.
Noon: Draw a card. Cheatin' Resolution: Gain 3 ghost rock.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class OneGoodTurn(CardScript):
    code = "01122"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon", message="{player} plays {source} to draw a card", handler=self.draw_a_card
        )
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            message="{player} plays {source} to gain 3 ghost rock",
            handler=self.gain_three,
        )

    def draw_a_card(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)

    def gain_three(self, context: Context) -> None:
        self.game.actions.gain(context.player, 3)
