"""Pair of Six-Shooters (01081) — goods, Weapon.
Cheatin' Resolution, Boot: One card in your draw hand changes to the suit and value of your
choice.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


def has_a_draw_hand_card(context: Context) -> bool:
    """The requirement "One card in your draw hand changes" (§8.1): a card to change."""
    return bool(context.player.draw_hand)


class PairOfSixShooters(CardScript):
    code = "01081"
    reprints = ("24144",)  # Weird West Edition: "Change the suit and value of a card in your draw hand"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # Only against an illegal hand, one cheatin' resolution per player per round: the
        # play type's own rule (engine.abilities.cheatin_refusal, §5.6).
        self.action(
            play_type="cheatin resolution",
            condition=has_a_draw_hand_card,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.change_a_card,
        )

    def change_a_card(self, context: Context) -> Flow:
        card = yield from self.select_draw_hand_card(context)
        was = playing_card(card)
        value, suit = yield from self.choose_suit_and_value(context)
        self.game.actions.change_draw_hand_card(card, value, suit)
        self.game.log.add(
            "{0} changes {1} in their draw hand to {2}", context.player, str(was), str(playing_card(card))
        )
        self.game.actions.rank_draw_hand(context.player)
