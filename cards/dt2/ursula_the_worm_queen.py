"""Ursula, The Worm Queen (24051, Weird West Edition) — dude, Huckster 2 • Abomination.
If you are Fearmongers, reduce the cost to play Ursula by the number of Hucksters you
control.
Noon: Attach a Hex from another Huckster you own to Urusula. If that Hex is booted, you may
discard a card to unboot it. If you do, its actions may be used an additional time this turn.

The Hucksters are counted as she is played (she is not yet among them). The Hex moves
from the other Huckster to her without leaving play; "discard a card" is one from your
hand; "its actions" are all of the Hex's actions: each gets one more use today.
"""

from __future__ import annotations

from engine.abilities import ActionAbility
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card, Player


def is_huckster(dude: Card) -> bool:
    return dude.skill("huckster") is not None


class UrsulaTheWormQueen(CardScript):
    code = "24051"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.hucksters_make_her_cheaper, own=True)
        self.action(
            play_type="noon",
            target=Target(prompt="Select a spell", card_type="spell", condition=self.hex_of_another_huckster),
            message="{player} uses {source} to take {target}",
            handler=self.take_the_hex,
        )

    def hucksters_make_her_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "Fearmongers"):
            return 0
        return -sum(1 for dude in player.dudes() if is_huckster(dude))

    def hex_of_another_huckster(self, spell: Card, context: Context) -> bool:
        dude = spell.parent
        return (
            spell.has_keyword("Hex")
            and dude is not None
            and dude is not self.card
            and dude.owner is context.player
            and is_huckster(dude)
        )

    def take_the_hex(self, context: Context) -> Flow:
        hex_ = context.target
        assert hex_ is not None
        self.game.actions.move_attachment(hex_, self.card)
        if not hex_.booted:
            return None
        discarded = yield from self.may_select_card(context, context.player.hand, "Select a card")
        if discarded is None:
            return None
        self.game.actions.discard(discarded, by=context.player)
        self.game.actions.unboot(hex_)
        for action in hex_.abilities:
            if isinstance(action, ActionAbility):  # not a React (Ace in the Hole)
                self.game.actions.allow_another_use(action)
        self.game.log.add(
            "{0} discards {1} to unboot {2}: its actions may be used again today",
            context.player,
            discarded,
            hex_,
        )
        return None
