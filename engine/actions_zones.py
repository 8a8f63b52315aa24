"""Game actions that move cards between zones (rules digest §1.5, §13.1): discarding,
acing, removing from the game, drawing and dealing from a deck, shuffling. Split from
`engine.actions`, whose `Actions` inherits them, so a script still calls
`self.game.actions.discard(...)`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.actions_moves import MovementActions
from engine.bounty import bounty_extra, pay_extra
from engine.card_effects import current as current_card_effect
from engine.discard_pile import held
from engine.legends import stays_in_play
from engine.losses import record_loss
from engine.protection import spared
from engine.replacements import SEND_HOME, announce
from engine.restrictions import (
    ACED,
    DISCARDED,
    kept_in_boot_hill,
    refused,
)
from engine.zones import Zone

#: The uses a Headline played counts against: one Headline per shootout, or one per day
#: outside shootouts (§1.4). Kept as ability uses, so that boards and snapshots carry them (C3).
HEADLINE_IN_SHOOTOUT = "headline:shootout"
HEADLINE_TODAY = "headline:day"

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def is_headline(card: Card) -> bool:
    return card.type == "action" and card.has_keyword("Headline")


def headline_use(game: Game) -> tuple[str, str]:
    """The use a Headline played now counts against, and the period its limit runs for."""
    return (HEADLINE_IN_SHOOTOUT, "shootout") if game.shootout is not None else (HEADLINE_TODAY, "day")


if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


class ZoneActions(MovementActions):
    """The zones part of the game actions (`engine.actions.Actions`): discard, ace, draw."""

    game: Game

    # -- cards between zones --------------------------------------------------------
    def _leave_current_zone(self, card: Card) -> None:
        game = self.game
        card.drawn_as = None
        card.back_to_deck = False
        if card.zone is Zone.PLAY:
            self._leave_play(card)
        elif card.zone in (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.BOOT_HILL, Zone.DRAW_HAND):
            pile = card.owner.pile(card.zone)
            if card in pile:
                pile.remove(card)
            elif card.zone is Zone.DRAW_HAND:  # dealt into another player's draw hand
                for holder in game.players:
                    if card in holder.draw_hand:
                        holder.draw_hand.remove(card)

    def _leave_play(self, card: Card) -> None:
        """Attachments fall off to the discard pile; tokens and bounty are cleared (§9.2)."""
        game = self.game
        for attachment in list(card.attachments):
            self.discard(attachment)
        if card.parent is not None:
            card.parent.attachments.remove(card)
            card.parent = None
        for player in game.players:
            if card in player.street:
                player.street.remove(card)
            if card in player.out_of_town:
                player.out_of_town.remove(card)
        card.location = None
        self._leave_all_posses(card)
        card.booted = False
        card.bounty = 0
        card.control_tokens = 0
        card.ghost_rock = 0
        card.controller = card.owner
        card.entered_play_in = None
        game.mark_out_of_play(card)
        game.effects.card_left_play(card)
        game.emit("onCardLeftPlay", card=card, player=card.owner)

    def put_in_pile(self, card: Card, zone: Zone, *, top: bool = True) -> None:
        """Move a card to one of its owner's piles (hand, deck, discard, boot hill...). A
        token never goes to a pile: it is removed from the game instead (§1.2); a card
        that "cannot leave Boot Hill" stays there."""
        if kept_in_boot_hill(self.game, card):
            return
        if card.data.is_token:
            self.game.trace("token")
            self.remove_from_game(card)
            return
        if zone is not Zone.DISCARD and held(self.game, card):
            return
        self._leave_current_zone(card)
        card.zone = zone
        pile = card.owner.pile(zone)
        if zone is Zone.DECK and top:
            pile.insert(0, card)
        else:
            pile.append(card)

    def discard(self, card: Card, *, by: Player | None = None) -> None:
        """Discard a card. `by` is the player whose card effect does it: a wanted dude
        discarded by an opponent's effect pays its bounty to them (§9.2). A card a
        restriction keeps from the card effect resolving now stays (`engine.restrictions`)."""
        if self._kept_from(card, DISCARDED, "discarded"):
            return
        if card.data.is_token:
            self.put_in_pile(card, Zone.DISCARD)  # removed from the game instead
            return
        was_in_play = self._goes_to(card, Zone.DISCARD, DISCARDED, by)
        self.game.emit("onCardDiscarded", card=card, from_play=was_in_play, by=by)

    def ace(
        self, card: Card, *, by: Player | None = None, announced: bool = False, unpreventable: bool = False
    ) -> None:
        """Ace a card. `by` is the player whose card effect does it: a Harrowed dude aced by
        a card effect is discarded instead (§1.4, §9.3), and a wanted dude pays its bounty.
        Acing a dude in play is announced first ("when another dude would be aced at any
        time ... send that dude home booted instead", `engine.replacements`), with the play
        type of the card effect acing him ("before Byron is aced ... by a Shootout ability",
        None for the rules' own steps), unless the
        caller already did (`announced`: a casualty). A card a restriction keeps from the
        card effect resolving now stays (`engine.restrictions`). An ace printed "cannot be
        prevented" (`unpreventable`, Retribution) meets none of these: no protection spares
        the dude, no "instead" replaces it, and a Harrowed dude is aced all the same; it is
        still announced, for the Reacts that only answer it (Brother Petrovic)."""
        if unpreventable:
            self.game.trace("ace.unpreventable")
            if card.is_dude and card.in_play and not announced:
                # A React that only answers it ("when this dude would be aced, ...") still
                # may; none replaces it (`engine.replacements`).
                announce(
                    self.game,
                    "onCardWouldBeAced",
                    partial(self._ace, card, by, harrowed=False),
                    card=card,
                    unpreventable=True,
                )
            else:
                self._ace(card, by, harrowed=False)
            return
        if self._kept_from(card, ACED, "aced"):
            return
        if card.is_dude and card.in_play and not announced:
            effect = current_card_effect(self.game)
            announce(
                self.game,
                "onCardWouldBeAced",
                partial(self._ace, card, by),
                {SEND_HOME: partial(self.send_home, card, booted=True)},
                card=card,
                play_type=effect.play_type if effect is not None else None,
            )
        else:
            self._ace(card, by)

    def _ace(self, card: Card, by: Player | None, *, harrowed: bool = True) -> None:
        if card.data.is_token:
            self.put_in_pile(card, Zone.BOOT_HILL)  # removed from the game instead
            return
        if harrowed and by is not None and card.in_play and card.is_dude and card.has_keyword("Harrowed"):
            self.game.trace("harrowed.card_effect")
            self.game.log.add("{0} is Harrowed: discarded instead of aced", card)
            self.discard(card, by=by)
            return
        was_in_play = self._goes_to(card, Zone.BOOT_HILL, ACED, by)
        self.game.emit("onCardAced", card=card, from_play=was_in_play, by=by)

    def _goes_to(self, card: Card, zone: Zone, loss: str, by: Player | None) -> bool:
        """A discard or an ace carried out: the bounty collected (§9.2), the card put in
        its pile and a dude lost from play recorded (`engine.losses`). Returns whether it
        was in play, for the event its caller announces (by its literal name, which the
        ledger's event types and tests/test_event_parameters.py read)."""
        was_in_play = card.in_play
        self._bounty_for(card, by)
        self.put_in_pile(card, zone)
        if was_in_play:
            record_loss(self.game, card, loss, by=by)
        return was_in_play

    def _kept_from(self, card: Card, restriction: str, what: str) -> bool:
        """Whether `card` stays where it is rather than be `what` ("discarded", "aced"): a
        restriction on the card effect resolving now, a protection sparing it, or its own
        text keeping it in play (a Legend, `engine.legends`)."""
        if refused(self.game, card, restriction):
            return True
        if spared(self.game, card):
            self._spared(card, what)
            return True
        return stays_in_play(self.game, card, what)

    def _spared(self, card: Card, what: str) -> None:
        """A dude another player's card effects may not ace or discard stays (Shield of Faith)."""
        self.game.trace("effect.spared")
        self.game.log.add("{0} cannot be {1} by another player's card effects", card, what)

    def _bounty_for(self, card: Card, by: Player | None) -> None:
        if by is not None and card.in_play and card.is_dude and by is not card.controller:
            self.collect_bounty(card, by)

    def collect_bounty(self, dude: Card, collector: Player) -> None:
        """`collector` gains the dude's bounty (§9.2); call before the dude leaves play."""
        amount = dude.bounty
        if amount <= 0:
            return
        self.gain(collector, amount)
        self.game.trace("bounty.collect")
        self.game.log.add("{0} collects {1} ghost rock bounty on {2}", collector, amount, dude)
        pay_extra(self.game, dude, bounty_extra(self.game, dude), collector)
        self.game.emit("onBountyCollected", card=dude, collector=collector, amount=amount)

    def remove_from_game(self, card: Card) -> None:
        """Take `card` out of the game for good ("remove it from the game")."""
        if held(self.game, card):
            return
        self._leave_current_zone(card)
        card.zone = Zone.OUT_OF_GAME

    def play_from_hand(self, card: Card) -> None:
        """An action card leaves the hand while it resolves, then goes to the discard pile.
        A Headline played counts against one per shootout, or per day outside (§1.4)."""
        self._leave_current_zone(card)
        card.zone = Zone.BEING_PLAYED
        if is_headline(card):
            self.game.record_ability_use(headline_use(self.game)[0])

    # -- drawing --------------------------------------------------------------------
    def reshuffle_if_empty(self, player: Player) -> bool:
        """An empty deck is refilled by shuffling the discard pile in (§0, §9.3)."""
        if player.deck:
            return True
        if not player.discard:
            return False
        cards = list(player.discard)
        player.discard.clear()
        self.game.rng.shuffle(cards)
        for card in cards:
            card.zone = Zone.DECK
        player.deck.extend(cards)
        self.game.log.add("{0} shuffles their discard pile into their deck", player)
        return True

    def draw(self, player: Player, amount: int, *, to: Zone = Zone.HAND) -> list[Card]:
        """`player` draws `amount` cards from the deck top (reshuffling the discard pile in when it runs out); returns the cards drawn, fewer if even then there are not enough."""
        drawn = []
        for _ in range(amount):
            if not self.reshuffle_if_empty(player):
                break
            card = player.deck.pop(0)
            card.zone = to
            player.pile(to).append(card)
            drawn.append(card)
        if len(drawn) < amount:
            self._ran_out(player, "draws", len(drawn), amount)
        if drawn:
            self.game.emit("onCardsDrawn", player=player, cards=drawn, target=str(to))
        return drawn

    def discard_top_of_deck(self, player: Player, amount: int) -> list[Card]:
        """ "Discard the top N cards of your deck": they go face up to the discard pile,
        top first. Only what the deck holds is discarded: the discard pile is not shuffled
        in mid-way (that would discard the same cards again); an emptied deck is refilled
        when next drawn from (§0, §9.3). Returns the cards discarded."""
        discarded = player.deck[:amount]
        del player.deck[: len(discarded)]
        for card in discarded:
            card.zone = Zone.DISCARD
            player.discard.append(card)
        if len(discarded) < amount:
            self._ran_out(player, "discards", len(discarded), amount)
        if discarded:
            names = ", ".join(card.data.title for card in discarded)
            self.game.log.add("{0} discards {1} from the top of their deck", player, names)
            for card in discarded:
                self.game.emit("onCardDiscarded", card=card, from_play=False, by=None)
        return discarded

    def discard_from_deck(self, player: Player, cards: list[Card]) -> None:
        """ "You may discard up to three of them" (of the cards looked at, `engine.deck_inspection`):
        `cards` leave `player`'s deck for the discard pile, face up; the others stay in order."""
        for card in cards:
            player.deck.remove(card)
            card.zone = Zone.DISCARD
            player.discard.append(card)
        if cards:
            names = ", ".join(card.data.title for card in cards)
            self.game.log.add("{0} discards {1} from their deck", player, names)
            for card in cards:
                self.game.emit("onCardDiscarded", card=card, from_play=False, by=None)

    def _ran_out(self, player: Player, verb: str, count: int, amount: int) -> None:
        """Running out of cards never ends the game (§10): the deck and the reshuffled
        discard pile give what they hold, and the log says so (a hand may be smaller)."""
        self.game.trace("piles.run_out")
        self.game.log.add("{0} runs out of cards and {1} {2} of {3}", player, verb, count, amount)

    def deal(self, dealer: Player, holder: Player, amount: int) -> list[Card]:
        """The top `amount` cards of `dealer`'s deck go into `holder`'s draw hand (Bottom
        Dealin'); they stay the dealer's cards and go to the dealer's piles afterwards."""
        dealt = []
        for _ in range(amount):
            if not self.reshuffle_if_empty(dealer):
                break
            card = dealer.deck.pop(0)
            card.zone = Zone.DRAW_HAND
            holder.draw_hand.append(card)
            dealt.append(card)
        if len(dealt) < amount:
            self._ran_out(dealer, "deals", len(dealt), amount)
        if dealt:
            self.game.emit("onCardsDrawn", player=holder, cards=dealt, target=str(Zone.DRAW_HAND))
        return dealt

    def shuffle_deck(self, player: Player) -> None:
        """Shuffle `player`'s deck with the game's seeded RNG (C5)."""
        self.game.rng.shuffle(player.deck)

    def shuffle_into_deck(self, player: Player, *cards: Card) -> None:
        """ "Shuffle <cards> into your deck": each card goes to `player`'s deck, then the deck
        is shuffled once."""
        for card in cards:
            self.put_in_pile(card, Zone.DECK)
        self.shuffle_deck(player)
