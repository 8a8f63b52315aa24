"""Costs (`ability.costs`): what is paid before an ability resolves (digest §8.1).

An ability whose cost cannot be paid is not offered, and its why-not names the cost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.ability_costs import (
    AceYourDude,
    BootParent,
    BootSelf,
    BootYourDude,
    BootYourLocation,
    CardCostEqualTo,
    Cost,
    FromAttachments,
    FromHand,
    PayGhostRock,
)
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.ghost_rock import PayX
from engine.kung_fu import BootPerformer
from engine.rules import rule

if TYPE_CHECKING:
    from engine.model import Card, Player


@dataclass
class BootDudesWithTotal(Cost):
    """Boot your dudes, one at a time, until their total `stat` is greater than
    `more_than(context)` ("Boot your dudes with a total influence greater than the chosen
    dude's influence"). The threshold may depend on the target, chosen before costs are
    paid; before it is known (`None`), the cost asks only for one unbooted dude, and the
    script's target condition says which targets are within reach (`total_unbooted`).
    The booted dudes are kept in `context.data["booted dudes"]` for the handler."""

    stat: str
    more_than: Callable[[Context], int | None]

    @property
    def description(self) -> str:  # type: ignore[override]
        return f"boot your dudes with a total {self.stat} greater than needed"

    def check(self, context: Context) -> Refusal | None:
        threshold = self.more_than(context)
        total = your_unbooted_total(context.player, self.stat)
        if threshold is None and any(not dude.booted for dude in context.player.dudes()):
            return None
        if threshold is not None and total > threshold:
            return None
        needed = "an unbooted dude" if threshold is None else f"more than {threshold}"
        return Refusal(
            rule("ability.cost"),
            f"{context.player.name}'s unbooted dudes have {total} {self.stat}, needs {needed}",
        )

    def pay(self, context: Context) -> Flow:
        """Each dude counts with his `stat` as he is chosen, before he boots: booting may
        change it (Hustings: -1 influence while booted at home), not what was paid, nor
        leave the player asked for dudes they no longer have."""
        threshold = self.more_than(context) or 0
        booted: list[Card] = context.data.setdefault("booted dudes", [])
        total = 0
        while total <= threshold:
            unbooted = [dude for dude in context.player.dudes() if not dude.booted]
            if not unbooted:
                break
            options = [Option(dude.uid, f"Boot {dude.uid}") for dude in unbooted]
            answer = yield Decision(context.player.index, "Select a dude", options, kind="cost")
            dude = context.game.card(answer)
            total += getattr(dude, self.stat)
            context.game.actions.boot(dude)
            booted.append(dude)
        return None


def total_unbooted(dudes: list[Card], stat: str) -> int:
    """The total `stat` (influence, bullets...) of the unbooted ones among `dudes`."""
    return sum(getattr(dude, stat) for dude in dudes if not dude.booted)


def your_unbooted_total(player: Player, stat: str) -> int:
    """The total `stat` of `player`'s unbooted dudes, worked out once while the board
    stands still (`frozen`): a target condition that weighs every candidate against it
    stays one pass over the board, not one per candidate."""
    return player.game.effects.remembered(
        ("unbooted total", id(player), stat), lambda: total_unbooted(player.dudes(), stat)
    )


class CostCatalogue:
    """The costs card scripts may ask for (`ability.costs`)."""

    @staticmethod
    def boot_self(unless: Callable[[Context], bool] | None = None) -> Cost:
        """Printed "Boot:" — boot this card; not offered while it is booted. `unless` is
        printed "If Silas is the mark, he ignores the boot cost of this ability": while that
        method of the script holds, the card is not booted and may use the ability booted."""
        return BootSelf(unless)

    @staticmethod
    def boot_parent() -> Cost:
        """Boot the dude this card is attached to ("boot your dude" on goods and spells)."""
        return BootParent()

    @staticmethod
    def boot_performer() -> Cost:
        """Printed "Technique, Boot:": boot the Kung Fu dude who performs the technique
        (§7.4); only an unbooted one may perform it."""
        return BootPerformer()

    @staticmethod
    def boot_your_dude(condition: Callable[[Card, Context], bool] | None = None, what: str = "dude") -> Cost:
        """Boot one of your unbooted dudes that meets `condition` (chosen when paid)."""
        return BootYourDude(condition, what)

    @staticmethod
    def boot_your_location(keyword: str, condition: Callable[[Card, Context], bool] | None = None) -> Cost:
        """Printed "Boot a Holy Ground you control": boot one of your unbooted locations (your
        home or a deed you control) with `keyword` that `condition` accepts (chosen when paid,
        kept as `context.paid_card`); not offered without one."""
        return BootYourLocation(keyword, condition)

    @staticmethod
    def ace_your_dude() -> Cost:
        """Printed "Ace a dude you own and control to ...": ace one of them (chosen when paid,
        kept as `context.data["aced dude"]`, his cost as it was in play as `"aced dude cost"`);
        not offered without one."""
        return AceYourDude()

    @staticmethod
    def boot_your_dudes_with_total(stat: str, more_than: Callable[[Context], int | None]) -> Cost:
        """Printed "Boot your dudes with a total influence greater than X": the player boots
        dudes one at a time until their total `stat` exceeds `more_than(context)`."""
        return BootDudesWithTotal(stat, more_than)

    @staticmethod
    def pay_ghost_rock(amount: int, to: Callable[[Context], Player | None] | None = None) -> Cost:
        """Printed "Pay N ghost rock": not offered to a player with less. `to` is printed
        "Pay N ghost rock to <a player>" (Jim Hexter): the player it returns gains the ghost
        rock paid, instead of the bank (§9.1); with none to pay, the ability is not offered."""
        return PayGhostRock(amount, to)

    @staticmethod
    def card_cost_equal_to(amount: Callable[[Context], int]) -> Cost:
        """Printed "This card's ghost rock cost is equal to the wanted dude's influence"
        (an action card): the card costs `amount(context)` — read from its target or from
        the event its React answers — paid like its cost; only targets the player can pay
        for are offered, and with none the play is not offered."""
        return CardCostEqualTo(amount)

    @staticmethod
    def pay_x(minimum: int = 1, maximum: int | Callable[[Context], int] | None = None) -> Cost:
        """Printed "Pay X ghost rock" / "Pay 1–4 ghost rock" (`pay_x(1, 4)`): the player
        chooses the amount, offered only amounts from `minimum` to `maximum` (a number, or
        computed when used) that they can pay; the handler reads it as `context.x`."""
        return PayX(minimum, maximum)

    @staticmethod
    def discard_from_hand(condition: Callable[[Card], bool] | None = None, count: int = 1) -> Cost:
        """Discard a card (meeting `condition`) from your play hand; `count` is printed
        "Discard three cards": not offered to a player with fewer in hand."""
        return FromHand(ace=False, condition=condition, count=count)

    @staticmethod
    def ace_from_hand(condition: Callable[[Card], bool] | None = None) -> Cost:
        """Ace a card (meeting `condition`) from your play hand."""
        return FromHand(ace=True, condition=condition)

    @staticmethod
    def boot_attachment(keyword: str, on: Callable[[Context], list[Card]] | None = None) -> Cost:
        """Printed "Boot a Hex on Micah": boot one of this dude's unbooted attachments with
        `keyword` (chosen when paid, kept as `context.paid_card`); not offered without one.
        `keyword` reads as printed: "Miracle or Melee Weapon" is a Miracle, or a card that is
        both Melee and a Weapon; a card type works too: "boot his spell" is
        `boot_attachment("Spell")`. `on` (a method of the script taking the context) names
        other dudes whose attachments may pay: "boot a gadget weapon in your posse"."""
        return FromAttachments(keyword, on=on)

    @staticmethod
    def boot_self_or_attachment(keyword: str) -> Cost:
        """Printed "Boot Alfred or one of his attached Hexes": boot this dude or one of his
        unbooted attachments with `keyword`, the player's pick when paid (the card booted is
        kept as `context.paid_card`); not offered while all of them are booted."""
        return FromAttachments(keyword, or_dude=True)

    @staticmethod
    def discard_attachment(keyword: str, on: Callable[[Context], list[Card]] | None = None) -> Cost:
        """Printed "Discard a Gadget from Eustace": discard one of this dude's attachments
        with `keyword`, booted or not (kept as `context.paid_card`); not offered without one.
        `on` (a method of the script taking the context) names the cards whose attachments
        may pay instead: "discard a Sidekick or Horse at this location" (TLC John Yarbrough)."""
        return FromAttachments(keyword, discard=True, on=on)
