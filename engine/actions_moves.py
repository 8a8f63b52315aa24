"""Game actions that boot and move dudes (rules digest §4.2): booting and unbooting, moving,
leaving a posse, being sent home. Split from `engine.actions`, whose `Actions` inherits them,
so a script still calls `self.game.actions.move_dude(...)`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from engine.actions_ghost_rock import GhostRockActions
from engine.card_effects import NOT_SENT_HOME_BY_OPPONENTS, protected_from
from engine.card_effects import current as current_card_effect
from engine.locations import cannot_move
from engine.posse_holds import RULE as HELD
from engine.posse_holds import held_against_this_play
from engine.replacements import announce
from engine.restrictions import (
    BOOTED,
    MOVED,
    held_in_the_shootout,
    kept_in_the_shootout,
    refused,
)

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card
    from engine.shootout_state import Shootout


class MovementActions(GhostRockActions):
    """The booting and moving part of the game actions (`engine.actions.Actions`)."""

    game: Game

    # -- boot state -----------------------------------------------------------------
    def boot(self, card: Card, *, by: Card | None = None) -> None:
        """Boot `card` (turn it sideways); booting a booted card does nothing, nor does
        another player's card effect booting a card protected from it (`engine.card_effects`).
        Booting a dude in play is announced first ("when this dude would be booted",
        `engine.replacements`). `by` is the card whose ability boots it — an ability's boot
        cost names its card; by default, the card whose ability is resolving now: the
        `onCardBooted` event carries it, for "after another Miracle boots your dude" (Babble
        On)."""
        if card.booted or self._boot_refused(card):
            return
        if by is None:
            effect = current_card_effect(self.game)
            by = effect.source if effect is not None else None
        if card.is_dude and card.in_play:
            announce(self.game, "onCardWouldBeBooted", partial(self._boot, card, by), card=card)
        else:
            self._boot(card, by)

    def _boot_refused(self, card: Card) -> bool:
        """Whether the card effect resolving now may not boot `card` (Strength of the
        Ancestors, Buffalo Emporium: `engine.restrictions`); says so in the log."""
        return refused(self.game, card, BOOTED)

    def _boot(self, card: Card, by: Card | None = None) -> None:
        if not card.booted:
            card.booted = True
            self.game.emit("onCardBooted", card=card, by=by)

    def unboot(self, card: Card) -> None:
        """Unboot `card`; unbooting an unbooted card does nothing."""
        if card.booted:
            card.booted = False
            self.game.emit("onCardUnbooted", card=card)

    # -- movement (§4.2) ------------------------------------------------------------
    def move_dude(self, dude: Card, destination: str, *, boot: bool = False) -> bool:
        """Move `dude` to the location `destination` (a uid), booting him if `boot` (§4.2:
        moves by card effects boot only when the card says so, hence the default). A card
        effect a restriction forbids to move him leaves him where he is ("cannot be moved
        by opposing card effects", `engine.restrictions`), and a dude who "cannot move from
        this location" moves by no means (`engine.locations.cannot_move`). The move is
        announced first ("when this dude would be moved", `engine.replacements`); whether he
        boots is decided now, by whose card effect moves him (`_boot_refused`). Returns
        whether the dude is moved, so the ability logs only what happened."""
        if self.kept_from_moving(dude, destination):
            return False
        shootout = self.game.shootout
        away = shootout is not None and destination != shootout.location
        if away and self._held_in_the_posse(dude, leaving_unbooted=True):
            return False
        boot = boot and not dude.booted and not self._boot_refused(dude)
        announce(
            self.game,
            "onDudeWouldBeMoved",
            partial(self._move_dude, dude, destination, boot),
            card=dude,
            destination=destination,
            boot=boot,
        )
        return True

    def kept_from_moving(self, dude: Card, destination: str) -> bool:
        """Whether `dude` stays where he is instead of going to `destination`: a restriction
        forbids the card effect resolving now to move him (`engine.restrictions`, it logs
        why), or he "cannot move from this location" (`engine.locations.cannot_move`).
        A card effect that joins him to a posse elsewhere asks it first (`engine.posse.join_posse`)."""
        if destination == dude.location:
            return False
        if held_in_the_shootout(self.game, dude, destination):
            return True
        if refused(self.game, dude, MOVED):
            return True
        if cannot_move(self.game, dude):
            self.game.log.add("{0} cannot move from {1}", dude, self.game.locations.name(dude.location or ""))
            return True
        return False

    def _held_in_the_posse(self, dude: Card, *, leaving_unbooted: bool) -> bool:
        """Whether a hold on the posses keeps `dude` in his posse against the Shootout play
        resolving now (`engine.posse_holds`): he stays, unbooted, and the log says so."""
        shootout = self.game.shootout
        if shootout is None or not shootout.in_posse(dude):
            return False
        if not held_against_this_play(self.game, leaving_unbooted=leaving_unbooted):
            return False
        self.game.trace(HELD)
        self.game.log.add("{0} remains in the posse without booting", dude)
        return True

    def _move_dude(self, dude: Card, destination: str, boot: bool) -> None:
        origin = dude.location
        if boot:
            self._boot(dude)
        dude.location = destination
        if origin != destination:
            self.game.effects.card_moved(dude)
        self._leave_posse_if_away(dude)
        self.game.emit("onDudeMoved", card=dude, origin=origin, target=destination)

    def _leave_posse_if_away(self, dude: Card) -> None:
        """A dude who moves away from a shootout in progress leaves its posse (§4.2). A
        job's joiners are not at its mark yet: moving does not take them out of it."""
        shootout = self.game.shootout
        if shootout is not None and shootout.in_posse(dude) and dude.location != shootout.location:
            self._leave_posse(shootout, dude)

    def remove_from_posse(self, dude: Card) -> None:
        """ "Is no longer in the posse": the dude leaves every posse it is in, wherever it
        stands (a swap that leaves it at the fight's location, §5.2) — unless a card effect
        may not take it out of a shootout (`engine.restrictions.held_in_the_shootout`)."""
        if held_in_the_shootout(self.game, dude):
            return
        self._leave_all_posses(dude)

    def _leave_all_posses(self, card: Card) -> None:
        """A card that leaves play is in no posse any more, whatever the stage: a job's
        posses still forming, posse formation, plays, draw, casualties, Run or Gun (§5.2,
        §6.2). It is no longer a shooter either (`Shootout.remove`)."""
        for shootout in self.game.open_posses():
            if shootout.in_posse(card):
                self._leave_posse(shootout, card)

    def _leave_posse(self, shootout: Shootout, dude: Card) -> None:
        shootout.remove(dude)
        self.game.emit("onDudeLeftPosse", card=dude, shootout=shootout)

    def send_home(self, dude: Card, *, booted: bool = True) -> bool:
        """Home (booted, usually); a dude sent home leaves its posse even when the fight is
        at its own home (§5.9). The event says where from and whether booted: "after a dude
        goes home booted from this location" (Wendy's Teethkickers). Another player's card
        effect cannot send a dude protected from it home booted: he stays (`engine.card_effects`).
        While the posses are held against shootout plays (Scoop Hound), a Shootout play
        leaves a dude of a posse where he is, unbooted (`engine.posse_holds`). Otherwise the
        move is announced first ("when this dude would be moved", `engine.replacements`).
        A card effect a restriction forbids to move him leaves him where he is
        (`engine.restrictions`). Returns whether the dude is sent, so the ability logs only
        what happened."""
        if kept_in_the_shootout(self.game, dude) or held_in_the_shootout(self.game, dude):
            return False
        if booted:
            other = protected_from(self.game, dude, NOT_SENT_HOME_BY_OPPONENTS)
            if other is not None:
                self.game.log.add("{0}'s card effects cannot send {1} home booted", other, dude)
                return False
        if self.kept_from_moving(dude, dude.controller.home.uid):
            return False
        if self._held_in_the_posse(dude, leaving_unbooted=not booted):
            return False
        boot = booted and not dude.booted and not self._boot_refused(dude)
        home = dude.controller.home.uid
        announce(
            self.game,
            "onDudeWouldBeMoved",
            partial(self._send_home, dude, booted, boot),
            card=dude,
            destination=home,
            boot=booted,
        )
        return True

    def _send_home(self, dude: Card, booted: bool, boot: bool) -> None:
        self.game.trace("send_home")  # rule send_home: booted unless the card says otherwise
        origin = dude.location
        self._leave_all_posses(dude)
        self._move_dude(dude, dude.controller.home.uid, boot)
        self.game.emit("onDudeSentHome", card=dude, origin=origin, booted=booted)
