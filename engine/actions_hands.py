"""Game actions on hands (rules digest §5.5, §5.6): a player's hand rank, and the cards of
a draw hand and the pulls made from it. Split from `engine.actions`, whose `Actions` inherits
them, so a script still calls `self.game.actions.modify_rank(...)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions_zones import ZoneActions
from engine.hands import MAX_RANK, MIN_RANK
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player
    from engine.pulls import PullMade


class HandActions(ZoneActions):
    """The hand-rank and draw-hand part of the game actions (`engine.actions.Actions`)."""

    game: Game

    # -- hand ranks (§5.6) ------------------------------------------------------------
    def modify_rank(self, player: Player, amount: int) -> bool:
        """Raise (or lower) a player's draw hand rank for the round; totals clamp to 1..11.
        Refused while a lock stops abilities of the resolving one's type from modifying hand
        ranks (`engine.type_locks`); returns whether the rank was modified, so the ability
        logs only what happened."""
        from engine.type_locks import HAND_RANK, refuses

        if refuses(self.game, player, HAND_RANK):
            return False
        player.rank_modifier += amount
        self.game.trace("shootout.rank_modifier")
        self.game.emit("onHandRankModified", player=player, amount=amount)
        return True

    def set_rank(self, player: Player, rank: int) -> None:
        """ "Your draw hand rank equals N": the rank modifier that makes the revealed hand's
        total `rank` (clamped to 1..11); later modifiers apply on top of it (§5.6)."""
        result = self.game.hand_results.get(player.index)
        if result is None:
            raise RuntimeError(f"{player.name} has no revealed draw hand to set the rank of")
        from engine.hand_rank import rank_modifier

        target = max(MIN_RANK, min(MAX_RANK, rank))
        self.modify_rank(player, target - result.total(rank_modifier(self.game, player)))

    # -- editing draw hands (§5.5, §5.6) --------------------------------------------
    # Each edit changes cards only; `rank_draw_hand` ranks the hand again once the effect
    # is done (Ghostly Gun adds a sixth card and then discards one).
    def change_draw_hand_card(self, card: Card, value: int, suit: str) -> None:
        """ "Changes to the suit and value of your choice": the card counts as that face
        until it leaves the draw hand; a natural card stays natural for cheatin', a joker
        stays a joker (§5.6)."""
        from engine.draw_hands import playing_card
        from engine.hands import PlayingCard

        card.drawn_as = PlayingCard(value, suit, playing_card(card).joker)
        self.game.emit("onDrawHandCardChanged", card=card, value=value, suit=suit)

    def exchange_draw_hands(self, first: Player, second: Player) -> None:
        """ "Exchange draw hands": the cards swap holders and stay their owners' cards (they
        go to their owners' piles afterwards); rank modifiers stay with the players."""
        first.draw_hand[:], second.draw_hand[:] = list(second.draw_hand), list(first.draw_hand)
        self.game.emit("onDrawHandsExchanged", players=[first, second])

    def put_into_draw_hand(self, card: Card, holder: Player) -> None:
        """ "Put this card into your draw hand" (from play or from a play hand): it leaves
        its zone and counts as a card of `holder`'s draw hand until the hand is discarded."""
        self._leave_current_zone(card)
        card.zone = Zone.DRAW_HAND
        holder.draw_hand.append(card)
        self.game.emit("onCardPutIntoDrawHand", card=card, player=holder)

    def rank_draw_hand(self, holder: Player, *, legal: bool = False, modifies_rank: bool = False) -> None:
        """Rank `holder`'s edited draw hand again and log it (§5.6): the new rank decides
        the round or lowball, and whether the hand is cheatin' (never with `legal`: "your
        new hand is considered legal"). `modifies_rank` is printed "this counts as modifying
        your hand rank": the change of rank counts as a modifier — a raised hand is the
        worst of its new rank in tie-breaks (§5.6) — and emits `onHandRankModified`."""
        from engine.draw_hands import rank_again

        before = self.game.hand_results.get(holder.index)
        after = rank_again(self.game, holder, legal=legal, modifies_rank=modifies_rank)
        if modifies_rank:
            amount = int(after.rank) - (0 if before is None else int(before.rank))
            self.game.emit("onHandRankModified", player=holder, amount=amount)

    def replace_pull(self, made: PullMade, card: Card) -> None:
        """ "Discard the pull to replace it with this card": the pulled card goes (a joker
        aced, §7.1) and `card`, with its printed value and suit, is the pull; it leaves
        its zone and goes to the discard pile once the pull is used."""
        from engine.pulls import Pull, finish_pull

        finish_pull(self.game, made.pull)
        self._leave_current_zone(card)
        card.zone = Zone.PULLED
        self.game.pulled.append(card)
        made.pull = Pull(card, card.data.value or 0, card.data.suit or "")
        self.game.emit("onPullReplaced", card=card, player=made.player, dude=made.dude)

    def change_pull_suit(self, made: PullMade, suit: str) -> None:
        """ "Make the pull's suit hearts" (Analytical Cognisizer): the pull keeps its card
        and value and counts as `suit` for whatever uses it (§7.1)."""
        from engine.pulls import Pull

        pulled = made.pull
        made.pull = Pull(pulled.card, pulled.value, suit)
        self.game.emit("onPullReplaced", card=pulled.card, player=made.player, dude=made.dude)

    def increase_pull(self, made: PullMade, amount: int) -> None:
        """ "Increase the pull by N" (Prof. Aloysius Roe): the pull's value counts `amount`
        more for the check it is made for; the card pulled stays the same (§7.1)."""
        from engine.pulls import Pull

        pulled = made.pull
        made.pull = Pull(pulled.card, pulled.value + amount, pulled.suit)
        self.game.trace("pull.increased")
