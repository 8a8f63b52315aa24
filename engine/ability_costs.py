"""Ability costs (rules digest §8.1): what an ability's player pays to use it — booting
this card or its dude, ghost rock, a card from hand, one of the dude's attachments. A
cost is checked before the ability starts, with the play's other checks
(`engine.abilities`), and paid after its targets are chosen."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.rules import rule

if TYPE_CHECKING:
    from engine.abilities import CardAbility, Context
    from engine.model import Card, Player


class Cost:
    """A cost: checked before the ability starts (§8.1), paid after targets are chosen."""

    description = "a cost"

    def check(self, context: Context) -> Refusal | None:
        return None

    def pay(self, context: Context) -> Flow:
        return None
        yield  # pragma: no cover

    def allows_target(self, context: Context, card: Card) -> bool:
        """Whether the cost could be paid were `card` the ability's target: a cost read from
        the target leaves out the targets it could not pay for (§8.1)."""
        return True


@dataclass
class BootSelf(Cost):
    """Boot this card. `waived` is printed "If <it holds>, he ignores the boot cost of this
    ability" (Silas Aims (Exp.1)): while it holds, the card neither needs to be unbooted nor
    boots — the ability is used as if it printed no "Boot:" (§8.1)."""

    waived: Callable[[Context], bool] | None = None
    description = "boot this card"

    def ignored(self, context: Context) -> bool:
        return self.waived is not None and self.waived(context)

    def check(self, context: Context) -> Refusal | None:
        if context.source.booted and not self.ignored(context):
            return Refusal(rule("ability.cost"), f"{context.source.name} is booted")
        return None

    def pay(self, context: Context) -> Flow:
        if not self.ignored(context):
            context.game.actions.boot(context.source, by=context.source)
        return None
        yield  # pragma: no cover


class BootParent(Cost):
    description = "boot the dude this is attached to"

    def check(self, context: Context) -> Refusal | None:
        parent = context.source.parent
        if parent is None:
            return Refusal(rule("ability.cost"), f"{context.source.name} is not attached to a dude")
        if parent.booted:
            return Refusal(rule("ability.cost"), f"{parent.name} is booted")
        return None

    def pay(self, context: Context) -> Flow:
        assert context.source.parent is not None
        context.game.actions.boot(context.source.parent, by=context.source)
        return None
        yield  # pragma: no cover


def play_type_of(ability: CardAbility) -> str:
    """An ability's play type ("noon", "shootout"...); a React has none ("")."""
    play_type: str = getattr(ability, "play_type", "")
    return play_type


@dataclass
class PayGhostRock(Cost):
    """Pay ghost rock to the bank, or with `to` to another player ("Pay 1 ghost rock to the
    controller of the opposing posse's leader", §9.1): that player gains what was paid.
    With nobody to pay (`to` finds no player) the cost cannot be paid."""

    amount: int
    to: Callable[[Context], Player | None] | None = None

    @property
    def description(self) -> str:  # type: ignore[override]
        return f"pay {self.amount} ghost rock"

    def payee(self, context: Context) -> Player | None:
        return self.to(context) if self.to is not None else None

    def check(self, context: Context) -> Refusal | None:
        available = context.game.actions.spendable_ghost_rock(
            context.player, play_type_of(context.ability), context.source
        )
        if available < self.amount:
            return Refusal(
                rule("ability.cost"),
                f"{context.player.name} has {available} ghost rock and needs {self.amount}",
            )
        if self.to is not None and self.payee(context) is None:
            return Refusal(rule("ability.cost"), f"{context.player.name} has nobody to pay")
        return None

    def pay(self, context: Context) -> Flow:
        context.game.actions.pay_for_ability(
            context.player, self.amount, play_type_of(context.ability), context.source
        )
        payee = self.payee(context)
        if payee is not None:
            context.game.actions.ghost_rock_paid_to(context.player, payee, self.amount)
        return None
        yield  # pragma: no cover


@dataclass
class CardCostEqualTo(Cost):
    """Printed "This card's ghost rock cost is equal to the wanted dude's influence"
    (Vamoosin', Get Off My Land!): an action card whose cost is read from the play — its
    target, or the event its React answers — instead of printed. It is paid as the card's
    cost (§8.1), so what pays for action cards pays it; a cost is paid in full or the play
    is not made, so only targets the player can pay for are offered."""

    amount: Callable[[Context], int]

    @property
    def description(self) -> str:  # type: ignore[override]
        return "pay the card's ghost rock cost"

    def _available(self, context: Context) -> int:
        return context.game.actions.spendable_ghost_rock(
            context.player, play_type_of(context.ability), context.source
        )

    def allows_target(self, context: Context, card: Card) -> bool:
        return self.amount(replace(context, target=card)) <= self._available(context)

    def check(self, context: Context) -> Refusal | None:
        target = getattr(context.ability, "target", None)
        if context.target is None and target is not None:
            if any(self.allows_target(context, card) for card in target.eligible(context)):
                return None
            return Refusal(
                rule("ability.cost"), f"{context.player.name} cannot pay for {context.source.name}"
            )
        needed, available = self.amount(context), self._available(context)
        if needed > available:
            return Refusal(
                rule("ability.cost"),
                f"{context.player.name} has {available} ghost rock and needs {needed}",
            )
        return None

    def pay(self, context: Context) -> Flow:
        context.game.actions.pay_for_ability(
            context.player, self.amount(context), play_type_of(context.ability), context.source
        )
        return None
        yield  # pragma: no cover


@dataclass
class FromHand(Cost):
    """Discard (or ace) `count` cards of your choice from your play hand ("Discard three
    cards to draw four cards"): not offered with fewer in hand, as a cost is paid in full
    or not at all (§8.1). The cards are kept in `context.data["paid"]`, for the message to
    name (`context.paid_card` when there is one)."""

    ace: bool = False
    condition: Callable[[Card], bool] | None = None
    count: int = 1

    @property
    def description(self) -> str:  # type: ignore[override]
        what = "a card" if self.count == 1 else f"{self.count} cards"
        return f"{self.verb} {what} from your hand"

    def _eligible(self, context: Context) -> list[Card]:
        hand = [c for c in context.player.hand if c is not context.source]
        return [c for c in hand if self.condition is None or self.condition(c)]

    def check(self, context: Context) -> Refusal | None:
        if len(self._eligible(context)) < self.count:
            what = "no card" if self.count == 1 else f"fewer than {self.count} cards"
            return Refusal(rule("ability.cost"), f"{context.player.name} has {what} in hand to {self.verb}")
        return None

    @property
    def verb(self) -> str:
        return "ace" if self.ace else "discard"

    def pay(self, context: Context) -> Flow:
        for _ in range(self.count):
            cards = self._eligible(context)
            options = [Option(f"{self.verb} {c.uid}", f"{self.verb.title()} {c.uid}") for c in cards]
            answer = yield Decision(context.player.index, "Select a card", options, kind="cost")
            card = context.game.card(answer.removeprefix(f"{self.verb} "))
            context.data.setdefault("paid", []).append(card)
            if self.ace:
                context.game.actions.ace(card)
            else:
                context.game.actions.discard(card)
        return None


@dataclass
class BootYourDude(Cost):
    """Boot one of your unbooted dudes that `condition` accepts ("Boot your dude in this
    posse"); the chosen dude is kept in `context.data["booted dude"]` for the handler."""

    condition: Callable[[Card, Context], bool] | None = None
    what: str = "dude"

    @property
    def description(self) -> str:  # type: ignore[override]
        return f"boot your {self.what}"

    def _eligible(self, context: Context) -> list[Card]:
        return [
            dude
            for dude in context.player.dudes()
            if not dude.booted and (self.condition is None or self.condition(dude, context))
        ]

    def check(self, context: Context) -> Refusal | None:
        if not self._eligible(context):
            return Refusal(rule("ability.cost"), f"{context.player.name} has no unbooted {self.what} to boot")
        return None

    def pay(self, context: Context) -> Flow:
        options = [Option(d.uid, f"Boot {d.uid}") for d in self._eligible(context)]
        answer = yield Decision(context.player.index, "Select a dude", options, kind="cost")
        dude = context.game.card(answer)
        context.data["booted dude"] = dude
        context.game.actions.boot(dude, by=context.source)
        return None


@dataclass
class AceYourDude(Cost):
    """Printed "Ace a dude you own and control to ...": ace one of your dudes that you also
    own (not one you only control); the chosen dude is kept in `context.data["aced dude"]`
    for the handler, which reads his printed stats from there."""

    @property
    def description(self) -> str:  # type: ignore[override]
        return "ace a dude you own and control"

    def _eligible(self, context: Context) -> list[Card]:
        return [dude for dude in context.player.dudes() if dude.owner is context.player]

    def check(self, context: Context) -> Refusal | None:
        if not self._eligible(context):
            return Refusal(
                rule("ability.cost"), f"{context.player.name} has no dude they own and control to ace"
            )
        return None

    def pay(self, context: Context) -> Flow:
        options = [Option(d.uid, f"Ace {d.uid}") for d in self._eligible(context)]
        answer = yield Decision(context.player.index, "Select a dude", options, kind="cost")
        dude = context.game.card(answer)
        context.data["aced dude"] = dude
        context.data["aced dude cost"] = dude.cost
        context.game.actions.ace(dude)
        context.game.log.add("{0} aces {1}", context.player, dude)
        return None


@dataclass
class FromAttachments(Cost):
    """Boot (or discard) one of the attachments on this card — on the card's dude for an
    attachment — that has `keyword` ("Boot a Hex on Micah", "Discard a Gadget from
    Eustace", "Boot Deborah's attached Miracle or Melee Weapon"), or is of that card type
    ("boot his spell": "Spell"); a booted one cannot be booted, but may be discarded. The
    card is kept in
    `context.data["paid"]` for the message to name (`context.paid_card`). With `or_dude`,
    the dude himself may be booted instead ("Boot Alfred or one of his attached Hexes").
    `on` widens it to the attachments of every dude it returns ("boot a gadget weapon in
    your posse", Dr. Erik Yaple)."""

    keyword: str
    discard: bool = False
    or_dude: bool = False
    on: Callable[[Context], list[Card]] | None = None

    @property
    def verb(self) -> str:
        return "discard" if self.discard else "boot"

    @property
    def description(self) -> str:  # type: ignore[override]
        either = "this dude or " if self.or_dude else ""
        where = "one of those dudes" if self.on is not None else "this dude"
        return f"{self.verb} {either}a {self.keyword} on {where}"

    def _eligible(self, context: Context) -> list[Card]:
        dude = context.source if context.source.is_dude else context.source.parent
        dudes = self.on(context) if self.on is not None else [] if dude is None else [dude]
        himself = [dude] if dude is not None and self.or_dude and not dude.booted else []
        return himself + [
            card
            for holder in dudes
            for card in holder.attachments
            if self._is_kind(card) and card is not context.source and (self.discard or not card.booted)
        ]

    def _is_kind(self, card: Card) -> bool:
        """`keyword` as printed: "Hex", or alternatives "Miracle or Melee Weapon", each a
        keyword, a card type ("Spell") or words that are each a keyword or the type of the card
        (a Melee Weapon is Melee and a Weapon, a Mystical goods is Mystical and a goods)."""
        return any(
            card.has_keyword(kind)
            or card.type == kind.lower()
            or all(card.has_keyword(word) or card.type == word.lower() for word in kind.split())
            for kind in self.keyword.split(" or ")
        )

    def check(self, context: Context) -> Refusal | None:
        if not self._eligible(context):
            state = "" if self.discard else "unbooted "
            either = " and is booted" if self.or_dude else ""
            holder = (
                f"{context.player.name}'s dudes have" if self.on is not None else f"{context.source.name} has"
            )
            return Refusal(rule("ability.cost"), f"{holder} no {state}{self.keyword} to {self.verb}{either}")
        return None

    def pay(self, context: Context) -> Flow:
        cards = self._eligible(context)
        options = [Option(c.uid, f"{self.verb.title()} {c.uid}") for c in cards]
        answer = yield Decision(context.player.index, "Select a card", options, kind="cost")
        card = context.game.card(answer)
        context.data.setdefault("paid", []).append(card)
        if self.discard:
            context.game.actions.discard(card)
        else:
            context.game.actions.boot(card, by=context.source)
        return None


@dataclass
class BootYourLocation(Cost):
    """Printed "Boot a Holy Ground you control": boot one of the unbooted locations you
    control — your home or a deed (§4.3) — that has `keyword` and that `condition` accepts.
    The card is kept in `context.data["paid"]` (`context.paid_card`)."""

    keyword: str
    condition: Callable[[Card, Context], bool] | None = None

    @property
    def description(self) -> str:  # type: ignore[override]
        return f"boot a {self.keyword} you control"

    def _eligible(self, context: Context) -> list[Card]:
        game, player = context.game, context.player
        places = [player.home, *game.all_deeds()]
        return [
            card
            for card in places
            if not card.booted
            and card.has_keyword(self.keyword)
            and game.locations.controller(card) is player
            and (self.condition is None or self.condition(card, context))
        ]

    def check(self, context: Context) -> Refusal | None:
        if not self._eligible(context):
            return Refusal(
                rule("ability.cost"), f"{context.player.name} has no unbooted {self.keyword} to boot"
            )
        return None

    def pay(self, context: Context) -> Flow:
        options = [Option(c.uid, f"Boot {c.uid}") for c in self._eligible(context)]
        answer = yield Decision(context.player.index, "Select a location", options, kind="cost")
        card = context.game.card(answer)
        context.data.setdefault("paid", []).append(card)
        context.game.actions.boot(card, by=context.source)
        return None
