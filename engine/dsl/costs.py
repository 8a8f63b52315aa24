"""Costs (`ability.costs`): what is paid before an ability resolves (digest §8.1).

An ability whose cost cannot be paid is not offered, and its why-not names the cost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import (
    BootParent,
    BootSelf,
    BootYourDude,
    Context,
    Cost,
    FromAttachments,
    FromHand,
    PayGhostRock,
)
from engine.ghost_rock import PayX

if TYPE_CHECKING:
    from engine.model import Card


class CostCatalogue:
    """The costs card scripts may ask for (`ability.costs`)."""

    @staticmethod
    def boot_self() -> Cost:
        """Printed "Boot:" — boot this card; not offered while it is booted."""
        return BootSelf()

    @staticmethod
    def boot_parent() -> Cost:
        """Boot the dude this card is attached to ("boot your dude" on goods and spells)."""
        return BootParent()

    @staticmethod
    def boot_your_dude(condition: Callable[[Card, Context], bool] | None = None, what: str = "dude") -> Cost:
        """Boot one of your unbooted dudes that meets `condition` (chosen when paid)."""
        return BootYourDude(condition, what)

    @staticmethod
    def pay_ghost_rock(amount: int) -> Cost:
        """Printed "Pay N ghost rock": not offered to a player with less."""
        return PayGhostRock(amount)

    @staticmethod
    def pay_x(minimum: int = 1, maximum: int | Callable[[Context], int] | None = None) -> Cost:
        """Printed "Pay X ghost rock" / "Pay 1–4 ghost rock" (`pay_x(1, 4)`): the player
        chooses the amount, offered only amounts from `minimum` to `maximum` (a number, or
        computed when used) that they can pay; the handler reads it as `context.x`."""
        return PayX(minimum, maximum)

    @staticmethod
    def discard_from_hand(condition: Callable[[Card], bool] | None = None) -> Cost:
        """Discard a card (meeting `condition`) from your play hand."""
        return FromHand(ace=False, condition=condition)

    @staticmethod
    def ace_from_hand(condition: Callable[[Card], bool] | None = None) -> Cost:
        """Ace a card (meeting `condition`) from your play hand."""
        return FromHand(ace=True, condition=condition)

    @staticmethod
    def boot_attachment(keyword: str) -> Cost:
        """Printed "Boot a Hex on Micah": boot one of this dude's unbooted attachments with
        `keyword` (chosen when paid, kept as `context.paid_card`); not offered without one."""
        return FromAttachments(keyword)

    @staticmethod
    def discard_attachment(keyword: str) -> Cost:
        """Printed "Discard a Gadget from Eustace": discard one of this dude's attachments
        with `keyword`, booted or not (kept as `context.paid_card`); not offered without one."""
        return FromAttachments(keyword, discard=True)
