"""Ricochet (24242, Weird West Edition) — action.
Cheatin' Resolution: The cheating player discards their shooter. If your hand is legal, you
do not take casualties this round and draw a card.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class Ricochet(CardScript):
    code = "24242"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round
        # (engine.abilities.cheatin_refusal, §5.6). The cheater's shooter is the
        # requirement: in lowball there is none (ruling ricochet-needs-a-shooter).
        self.action(
            play_type="cheatin resolution",
            condition=self.cheater_has_a_shooter,
            message="{player} plays {source}",
            handler=self.ricochet,
        )

    def cheaters_shooter(self, context: Context) -> Card | None:
        shootout = self.game.shootout
        return None if shootout is None else shootout.shooters.get(context.player.opponent.index)

    def cheater_has_a_shooter(self, context: Context) -> bool:
        return self.cheaters_shooter(context) is not None

    def legal_hand(self, context: Context) -> bool:
        return not self.reveals_cheatin(context.player)

    def ricochet(self, context: Context) -> None:
        player, shooter = context.player, self.cheaters_shooter(context)
        assert shooter is not None
        self.game.actions.discard(shooter)
        self.game.log.add("{0} discards their shooter {1}", player.opponent, shooter)
        if not self.legal_hand(context):
            return
        self.until_end_of_shootout_round(
            context, match=self.is_your_dude, effect=AbilityKit.effects.cannot_be_casualty()
        )
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} takes no casualties this round and draws a card", player)

    def is_your_dude(self, card: Card) -> bool:
        # Only dudes are ever casualties, so "you" are your cards.
        return card.controller is self.controller
