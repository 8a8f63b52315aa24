"""See-Through Spectacles (24159, Weird West Edition) — goods, Attire, Gadget 6.
Resolution, Boot: Choose a card in your draw hand. If it is ♥, change its value to a value
you do not have in that hand; otherwise, change its suit to ♥. This counts as modifying your
hand rank.

The new face counts until the hand is discarded; the hand is ranked again, and may become
cheatin' if the change makes a duplicate (§5.6). A wild joker has neither suit nor value to
keep: choosing one changes nothing. "This counts as modifying your hand rank": the rank it
gains (or loses) counts as a modifier, so a raised hand is the worst of its new rank in a
tie (§5.6; found by the blind proof).
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.hands import VALUES
from engine.pulls import value_name

HEARTS = "H"


class SeeThroughSpectacles(CardScript):
    code = "24159"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.look_again,
        )

    def look_again(self, context: Context) -> Flow:
        player = context.player
        card = yield from self.select_draw_hand_card(context)
        was = playing_card(card)
        if not was.suit:  # a wild joker
            return
        if was.suit == HEARTS:
            held = {playing_card(other).value for other in player.draw_hand}
            unheld = {value_name(v): v for v in VALUES if v not in held}
            value = unheld[(yield from self.choose_option(context, list(unheld), "Select a value"))]
        else:
            value = was.value
        self.game.actions.change_draw_hand_card(card, value, HEARTS)
        self.game.log.add(
            "{0} changes {1} in their draw hand to {2}", player, str(was), str(playing_card(card))
        )
        self.game.actions.rank_draw_hand(player, modifies_rank=True)
