"""Game actions: the only way card scripts and phases change the state (DESIGN.md §3).

Each action checks what it needs, changes the state, writes the rules trace and
records the events it causes (`Game.emit`), which the engine resolves at the end of
the step. Scripts call these, never raw field writes, so every change is seen by
reacts, traits and the fuzzer's invariants alike.

`Actions` is one object (`game.actions`) put together from one module per rules subsection:
ghost rock (engine/actions_ghost_rock.py), booting and movement (engine/actions_moves.py),
cards between zones and the deck (engine/actions_zones.py), hand ranks and draw hands
(engine/actions_hands.py); bounty, use limits, tokens and entering play are here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions_hands import HandActions
from engine.discard_pile import held
from engine.restrictions import (
    control_point_refused,
    kept_in_boot_hill,
)
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.abilities import CardAbility
    from engine.game import Game
    from engine.model import Card, Player


class Actions(HandActions):
    """The only way a handler changes the game state: `game.actions`, one method a game action."""

    def __init__(self, game: Game) -> None:
        self.game = game

    # -- bounty ---------------------------------------------------------------------
    def add_bounty(self, dude: Card, amount: int = 1) -> None:
        """Raise the dude's bounty by `amount` ("raise that dude's bounty by 1").

        `onDudeGivenBounty` is the printed "whenever <dude> is given bounty" (Milt Clemons):
        it fires only when the bounty actually rises, unlike `onCardBountyChanged`, which a
        lowering fires too.
        """
        dude.bounty += amount
        self.game.emit("onCardBountyChanged", card=dude, amount=amount)
        if amount > 0:
            self.game.emit("onDudeGivenBounty", card=dude, amount=amount)

    def remove_bounty(self, dude: Card, amount: int = 1) -> None:
        """Lower a bounty, never below 0 nor below a "bounty at least N" effect (Sloane)."""
        floor = max(
            (
                int(spec.stat.rsplit(" ", 1)[1])
                for effect in self.game.effects.effects_on(dude)
                for spec in effect.specs
                if spec.kind == "flag" and spec.stat.startswith("bounty at least ")
            ),
            default=0,
        )
        removed = max(0, min(amount, dude.bounty - floor))
        dude.bounty -= removed
        self.game.emit("onCardBountyChanged", card=dude, amount=-removed)

    # -- ability limits (§3.3) ---------------------------------------------------------
    def allow_another_use(self, ability: CardAbility) -> None:
        """ "That ability can be used another time" (Good Stiff Drink), "you may use the
        Horse's ability an additional time" (Jon Longstride): one more use within its limit
        for the rest of the period; an unused ability may then be used twice."""
        self.game.grant_extra_use(ability.key)
        self.game.trace("ability.extra_use")
        self.game.emit("onAbilityUseGranted", ability=ability, card=ability.card)

    # -- plays (§8.1) -------------------------------------------------------------------
    def grant_another_play(self, player: Player) -> None:
        """ "Make another Noon play" / "You may make another Shootout play": once the play
        resolves, `player` plays again before the turn passes (`engine.windows.plays_again`);
        passing is that play, for a "may"."""
        player.extra_plays += 1

    # -- permanent tokens ---------------------------------------------------------------
    def add_control_point(self, card: Card) -> None:
        """ "Permanently gets 1 control point": a token that stays while the card is in play
        (unless a restriction keeps his dudes there from gaining one, `engine.restrictions`)."""
        if control_point_refused(self.game, card):
            return
        card.control_tokens += 1
        self.game.emit("onCardControlChanged", card=card, amount=1)

    def remove_control_points(self, card: Card) -> int:
        """ "Loses all his control points": the card's control point tokens go (its printed
        control points stay). Returns how many it lost."""
        lost, card.control_tokens = card.control_tokens, 0
        if lost:
            self.game.emit("onCardControlChanged", card=card, amount=-lost)
        return lost

    # -- entering play --------------------------------------------------------------
    def put_into_play(
        self, card: Card, *, location: str | None = None, parent: Card | None = None, booted: bool = False
    ) -> None:
        """Dudes enter at home, deeds at a street end, attachments on their parent (§3.5);
        booted when the caller says so or the card's text says it "enters play booted"; a
        card that "cannot leave Boot Hill" stays there."""
        game = self.game
        if kept_in_boot_hill(game, card):
            return
        if held(game, card):
            return
        self._leave_current_zone(card)
        card.zone = Zone.PLAY
        printed_booted = card.script is not None and card.script.enters_booted
        if printed_booted:
            game.trace_item("trait", card.data.code)  # its card's trait text, for the ledger
        card.booted = booted or printed_booted
        card.controller = card.owner
        card.entered_play_in = (game.day, game.phase)
        if parent is not None:
            card.parent = parent
            parent.attachments.append(card)
            card.location = None
        elif card.is_dude:
            card.location = location or card.owner.home.uid
        elif location is not None:
            card.location = location  # a Condition attached to the town square (`engine.conditions`)
        game.mark_in_play(card)
        game.emit("onCardEntersPlay", card=card, player=card.owner)
        if parent is not None:
            game.emit("onCardAttached", attachment=card, target=parent)

    def put_token_into_play(self, player: Player, title: str, *, location: str) -> Card:
        """ "A Gunslinger token enters play at <location>": a new token card (never unique,
        never in a deck) under `player`'s control; when it leaves play it is removed from the
        game, not put in a pile (§1.2). Returns the token."""
        game = self.game
        token = game.new_card(game.db.find(title), player, uid=self._free_token_uid(title))
        if not token.data.is_token:
            raise ValueError(f"{title} is not a token")
        self.put_into_play(token, location=location)
        game.trace("token")
        game.play_order_changed()
        return token

    def _free_token_uid(self, title: str) -> str:
        """The first "Title", "Title #2"... that no card still in the game holds: a token
        removed from the game gives its uid back, so a game rebuilt from a board (which
        lists no removed token) names its next token alike (C2, C3)."""
        game, n, uid = self.game, 1, title
        while uid in game.cards and game.cards[uid].zone is not Zone.OUT_OF_GAME:
            n += 1
            uid = f"{title} #{n}"
        if game.cards.pop(uid, None) is not None:
            game.listeners.forget()
        return uid

    def replace_dude(self, old: Card, new: Card) -> None:
        """An experienced swap (§9.4): `new` takes `old`'s place, boot state, bounty, tokens,
        attachments and lasting effects; `old` goes to the discard pile. Neither enters nor
        leaves play in the rules' sense, so no such events fire."""
        game = self.game
        self._leave_current_zone(new)
        new.zone, new.controller = Zone.PLAY, old.controller
        new.location, new.booted, new.bounty, new.control_tokens = (
            old.location,
            old.booted,
            old.bounty,
            old.control_tokens,
        )
        new.attachments, old.attachments = old.attachments, []
        for attachment in new.attachments:
            attachment.parent = new
        game.mark_in_play(new)
        new.entered_play_at, new.entered_play_in = old.entered_play_at, old.entered_play_in
        new.ghost_rock, old.ghost_rock = old.ghost_rock, 0
        game.effects.retarget(old, new)
        shootout = game.shootout
        if shootout is not None:
            shootout.replace(old, new)
        game.mark_out_of_play(old)
        old.location, old.booted, old.bounty, old.control_tokens = None, False, 0, 0
        old.zone = Zone.DISCARD
        old.owner.discard.append(old)
        game.play_order_changed()

    def build_deed(self, deed: Card, side: str) -> None:
        """A new deed goes at the far left or right of its owner's street; Out of Town off-street."""
        owner = deed.owner
        self.put_into_play(deed)
        deed.location = deed.uid
        if deed.has_keyword("Out of Town"):
            owner.out_of_town.append(deed)
        elif side == "left":
            owner.street.insert(0, deed)
        else:
            owner.street.append(deed)
        self.game.play_order_changed()

    def attach(self, attachment: Card, parent: Card, *, booted: bool = False) -> None:
        """Put `attachment` into play on `parent` (attachment limits apply once the play resolves, §1.4)."""
        self.put_into_play(attachment, parent=parent, booted=booted)

    def move_attachment(self, attachment: Card, parent: Card) -> None:
        """An attachment in play changes parent without leaving play: goods traded to
        another dude (§3.6), a gadget attached to a deed once invented (Auto Cattle-Feeder)."""
        if attachment.parent is not None:
            attachment.parent.attachments.remove(attachment)
        attachment.parent = parent
        parent.attachments.append(attachment)
        self.game.emit("onCardAttached", attachment=attachment, target=parent)

    def location_of(self, card: Card) -> str | None:
        """Where a card is: attachments stand where their parent stands."""
        while card.parent is not None:
            card = card.parent
        return card.location if card.location is not None else None
