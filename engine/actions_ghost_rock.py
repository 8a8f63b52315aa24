"""Game actions on ghost rock (rules digest §9.1): the stash, ghost rock on cards, and
what may pay for what. Split from `engine.actions`, whose `Actions` inherits them, so a
script still calls `self.game.actions.gain(...)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: "The ghost rock may be used to pay for Shootout abilities" (James Ghetty).
SHOOTOUT_ABILITIES_SOURCE = "its ghost rock pays for shootout abilities"
#: "During shootouts, the controller can use ghost rock on this deed to pay for action
#: cards and Gadget abilities" (Old Marge's Manor).
ACTIONS_AND_GADGETS_SOURCE = "its ghost rock pays for action cards and gadget abilities in shootouts"


class GhostRockActions:
    """The ghost rock part of the game actions (`engine.actions.Actions`)."""

    game: Game

    def gain(self, player: Player, amount: int) -> None:
        """`player` gains `amount` ghost rock from the bank (nothing for 0 or less)."""
        if amount > 0:
            player.ghost_rock += amount
            self.game.emit(
                "onGhostRockTransferred", source=None, target=player, amount=amount
            )  # from the bank

    def add_to_pot(self, amount: int) -> None:
        """ "Take 1 ghost rock from the bank and add it to the pot for the Gamblin' phase"
        (Arthur Dingler): the bank's ghost rock joins the lowball pot, whoever wins it takes
        it with the antes (§3.1). The pot is emptied only when it is taken or handed back,
        so ghost rock added before the ante stays in it."""
        if amount > 0:
            self.game.pot += amount
            self.game.trace("gambling.pot.added")

    def pay(self, player: Player, amount: int) -> None:
        """Pay ghost rock; callers check affordability first, the stash never goes below 0."""
        if amount > player.ghost_rock:
            raise RuntimeError(f"{player.name} cannot pay {amount} ghost rock")
        player.ghost_rock -= amount

    def pay_player(self, payer: Player, payee: Player, amount: int) -> None:
        """ "Pay <another player> N ghost rock" (§9.1): from `payer`'s stash to `payee`'s,
        not the bank; callers check affordability first ("if able"). Emits `onGhostRockPaid`
        ("after you pay another player at least 1 ghost rock")."""
        self.pay(payer, amount)
        self.ghost_rock_paid_to(payer, payee, amount)

    def ghost_rock_paid_to(self, payer: Player, payee: Player, amount: int) -> None:
        """`payee` receives the `amount` that `payer` has just paid out (a cost printed "Pay
        N ghost rock to <a player>" takes it from wherever costs may be paid from first):
        the `onGhostRockPaid` event says who paid whom. Nothing for 0 or less."""
        if amount > 0:
            payee.ghost_rock += amount
            self.game.emit("onGhostRockPaid", player=payer, target=payee, amount=amount)

    def place_ghost_rock(self, card: Card, amount: int) -> None:
        """ "Place N ghost rock on <card>" from the bank; it stays on the card (not a bounty)
        until spent or discarded, and leaves with the card."""
        if amount > 0:
            card.ghost_rock += amount
            self.game.emit("onGhostRockTransferred", source=None, target=card, amount=amount)  # from the bank

    def move_ghost_rock(self, source: Card, destination: Card) -> int:
        """ "Move all ghost rock (not bounty) from a card you control to this deed": the
        ghost rock on `source` goes onto `destination`; a bounty stays. Returns how much."""
        amount = source.ghost_rock
        if amount > 0:
            source.ghost_rock = 0
            destination.ghost_rock += amount
            self.game.emit("onGhostRockTransferred", source=source, target=destination, amount=amount)
        return amount

    def discard_ghost_rock_on(self, card: Card) -> int:
        """ "Discard his unused ghost rock": the ghost rock on `card` goes back to the bank;
        returns how much."""
        amount, card.ghost_rock = card.ghost_rock, 0
        return amount

    def _ghost_rock_sources(
        self, player: Player, play_type: str, paying_for: Card | None = None
    ) -> list[Card]:
        """Cards of `player` whose ghost rock may pay for an ability of `play_type` of the
        card `paying_for` (§9.1 `GhostRockSource`): "may be used to pay for Shootout
        abilities" (James Ghetty), and "during shootouts, the controller can use ghost rock
        on this deed to pay for action cards and Gadget abilities" (Old Marge's Manor)."""
        in_fight = play_type.startswith("noon/shootout") and self.game.shootout is not None
        shootout_ability = play_type.startswith("shootout") or in_fight
        card_or_gadget = (
            self.game.shootout is not None
            and paying_for is not None
            and (paying_for.type == "action" or paying_for.has_keyword("Gadget"))
        )
        effects = self.game.effects
        shootout_ability = shootout_ability and effects.could_have_flag(SHOOTOUT_ABILITIES_SOURCE)
        card_or_gadget = card_or_gadget and effects.could_have_flag(ACTIONS_AND_GADGETS_SOURCE)
        if not (shootout_ability or card_or_gadget):
            return []  # no card in play may pay: not one is looked at
        return [
            card
            for card in self.game.cards_in_play()
            if card.controller is player
            and card.ghost_rock > 0
            and (
                (shootout_ability and effects.has_flag(card, SHOOTOUT_ABILITIES_SOURCE))
                or (card_or_gadget and effects.has_flag(card, ACTIONS_AND_GADGETS_SOURCE))
            )
        ]

    def spendable_ghost_rock(self, player: Player, play_type: str, paying_for: Card | None = None) -> int:
        """What `player` can pay for an ability of `play_type` (of the card `paying_for`):
        the stash plus ghost rock on cards that may pay for it."""
        return player.ghost_rock + sum(
            card.ghost_rock for card in self._ghost_rock_sources(player, play_type, paying_for)
        )

    def pay_for_ability(
        self, player: Player, amount: int, play_type: str, paying_for: Card | None = None
    ) -> None:
        """Pay a ghost rock cost of an ability of `play_type` (of the card `paying_for`, an
        action card's own cost too): ghost rock on cards that may pay for it goes first (it
        would be discarded after the shootout), then the stash."""
        for card in self._ghost_rock_sources(player, play_type, paying_for):
            spent = min(card.ghost_rock, amount)
            if spent:
                self.game.trace("economy.ghost_rock_on_cards")
            card.ghost_rock -= spent
            amount -= spent
        self.pay(player, amount)

    def take_ghost_rock(self, taker: Player, victim: Player, up_to: int) -> int:
        """`taker` takes ghost rock from `victim`'s stash, as much as `victim` has up to
        `up_to`; nothing while an effect says ghost rock cannot be taken from `victim` (Bank
        of California). Returns the amount taken (§9.1)."""
        self.game.trace("economy.take")
        if self.game.effects.player_amount(victim, "ghost_rock_cannot_be_taken") > 0:
            return 0
        amount = max(0, min(up_to, victim.ghost_rock))
        if amount:
            victim.ghost_rock -= amount
            taker.ghost_rock += amount
            self.game.emit("onGhostRockTransferred", source=victim, target=taker, amount=amount)
        return amount
