"""Rham's Readings (22035) — deed, Private.
Controller Noon, Boot: Reveal the top card of an opponent's deck. If that has the same value
or suit as the top card in their discard pile, gain 1 ghost rock. If a joker is revealed, ace
it and reveal the next card.

Revealing is looking, not drawing (`engine.deck_inspection`): the revealed card stays on top
of the deck, and an empty deck reveals nothing (ruling `rhams-readings-card-stays-on-top`).
A revealed joker is aced and the next card revealed, as often as jokers come up. A wild
joker on top of the discard pile has no value or suit to match.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.hands import PlayingCard
from engine.model import Card, Player

GHOST_ROCK = 1


class RhamsReadings(CardScript):
    code = "22035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.read_the_deck,
        )

    def read_the_deck(self, context: Context) -> None:
        player, opponent = context.player, context.player.opponent
        revealed = self.reveal_past_jokers(player, opponent)
        if revealed is None or not opponent.discard:
            return
        if matches(playing_card(revealed), playing_card(opponent.discard[-1])):
            self.game.actions.gain(player, GHOST_ROCK)
            self.game.log.add("{0} gains {1} ghost rock from {2}", player, GHOST_ROCK, self.card)

    def reveal_past_jokers(self, player: Player, opponent: Player) -> Card | None:
        """Reveal the top card; a joker is aced and the next card revealed. Returns the
        first card revealed that is not a joker, or None if the deck runs out."""
        for card in list(opponent.deck):
            self.game.log.add(
                "{0} reveals {1} from the top of {2}'s deck", player, str(playing_card(card)), opponent
            )
            if playing_card(card).joker is None:
                return card
            self.game.actions.ace(card, by=player)
        self.game.log.add("{0} reveals no more cards: {1}'s deck is empty", player, opponent)
        return None


def matches(revealed: PlayingCard, discarded: PlayingCard) -> bool:
    """Same value or same suit; a wild joker has neither."""
    if discarded.joker is not None:
        return False
    return revealed.value == discarded.value or revealed.suit == discarded.suit
