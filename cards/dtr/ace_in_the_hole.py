"""Ace in the Hole (01101) — spell, Hex.
React Hex 6, Boot: When you reveal your draw hand in a shootout, boot this Huckster. Ace a
card in your draw hand. Replace it with a card from your play hand.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


class AceInTheHole(CardScript):
    code = "01101"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # The Huckster casts it after the reveal, only while in a posse (§5.4, §7.2); the
        # text after the colon is what a successful cast does. Its first sentence, "boot
        # this Huckster", is a requirement (§8.1): a booted Huckster cannot cast it.
        self.spell_reaction(
            when={"onDrawHandsRevealed": self.you_reveal_in_a_shootout},
            condition=self.huckster_can_boot,
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.swap_in_a_card,
        )

    def you_reveal_in_a_shootout(self, event: Event) -> bool:
        return self.game.shootout is not None

    def huckster_can_boot(self, context: Context) -> bool:
        """The requirement "boot this Huckster": he is unbooted."""
        huckster = self.parent
        return huckster is not None and not huckster.booted

    def swap_in_a_card(self, context: Context) -> Flow:
        player, huckster = context.player, self.parent
        assert huckster is not None
        self.game.actions.boot(huckster)
        self.game.log.add("{0} boots {1}", player, huckster)
        aced = yield from self.select_draw_hand_card(context)
        face = str(playing_card(aced))
        self.game.actions.ace(aced)
        self.game.log.add("{0} aces {1} from their draw hand", player, face)
        if player.hand:
            card = yield from self.select_card(context, player.hand)
            self.game.actions.put_into_draw_hand(card, player)
            self.game.log.add("{0} replaces it with {1} from their play hand", player, card)
        self.game.actions.rank_draw_hand(player)
