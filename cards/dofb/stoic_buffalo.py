"""Stoic Buffalo (25048, Debt of Blood) — spell, Spirit.
Shootout Spirit 9: For this shootout round, after each time you pass as your Shootout play,
you may draw a card.

A player effect for the round (§8.3, `engine.windows.after_a_play`): every pass of yours
in this round's play window, asked for or made for want of a play, offers one draw. The
spell prints no Boot: it stays unbooted, once per day like any ability (§8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class StoicBuffalo(CardScript):
    code = "25048"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(play_type="shootout", difficulty=9, on_success=self.stand_firm)

    def stand_firm(self, context: Context) -> None:
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=AbilityKit.effects.draws_after_passing()
        )
        self.game.log.add(
            "{0} uses {1}: after each time they pass this round, they may draw a card",
            context.player,
            self.card,
        )
