"""Posses: bringing dudes into a shootout by card effects (digest §5.2, §5.4).

"Move your dude into your posse from any location", "Move this Huckster to join your posse",
"Move this dude into a posse (without booting; this can move a booted dude)", and swaps
("Jarrett joins the posse; the other dude moves to Jarrett's location and is no longer in
the posse"). A card effect moves a dude without booting it unless the card says so (§4.2),
booted or not; a joiner at a home or Private deed gains Breakin' & Enterin' bounty (§5.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.dsl.base import ScriptBase
from engine.flow import Flow
from engine.shootout import join_posse

if TYPE_CHECKING:
    from engine.model import Card


class Posses(ScriptBase):
    """Helpers for abilities that move dudes into (and out of) a shootout's posses."""

    def in_the_fight(self, context: Context) -> bool:
        """Condition: a shootout is on and the ability's player has a side in it."""
        shootout = self.game.shootout
        return shootout is not None and context.player in shootout.players

    def not_in_a_posse(self, card: Card, context: Context) -> bool:
        """Target condition: the dude is in no posse of the current shootout."""
        shootout = self.game.shootout
        return shootout is not None and not shootout.in_posse(card)

    def may_join_your_posse(self, context: Context, dude: Card | None) -> bool:
        """Condition of "move this dude into your posse": you are in the fight and the
        dude (this card's, or this card itself) is not in a posse yet."""
        return dude is not None and self.in_the_fight(context) and self.not_in_a_posse(dude, context)

    def rider_may_join(self, context: Context) -> bool:
        """Condition of a Horse's "This dude joins your posse": you are in the fight and its
        rider is not in a posse yet."""
        return self.may_join_your_posse(context, self.parent)

    def ride_into_posse(self, context: Context) -> Flow:
        """A Horse's "This dude joins your posse (without booting, even if booted)": its
        rider moves into your posse from wherever he stands (Pinto, La Quema)."""
        rider = self.parent
        assert rider is not None
        yield from self.move_into_posse(context, rider)

    def move_into_posse(self, context: Context, dude: Card) -> Flow:
        """Move `dude` from wherever it is into its player's posse, without booting it
        (booted or not); reacts to its joining still see it join. During a job, before any
        shootout, it is the job's posse ("a token enters play booted and joins your posse")."""
        shootout = self.game.shootout if self.game.shootout is not None else self.game.job_posses
        assert shootout is not None
        yield from join_posse(self.game, shootout, dude)

    def join_posse_without_moving(self, context: Context, dude: Card) -> Flow:
        """ "This dude joins a posse at an adjacent location without moving or booting":
        `dude` joins its player's posse where it stands, booted or not, and fights from
        there (§5.2)."""
        shootout = self.game.shootout
        assert shootout is not None
        yield from join_posse(self.game, shootout, dude, moving=False)

    def swap_into_posse(self, context: Context, joining: Card, leaving: Card) -> Flow:
        """`joining` takes `leaving`'s place: `joining` joins the posse (moving to the
        fight without booting) and `leaving` moves to where `joining` stood, no longer in
        the posse (Jarrett Blake)."""
        shootout = self.game.shootout
        assert shootout is not None and joining.location is not None
        origin = joining.location
        if not (yield from join_posse(self.game, shootout, joining)):
            return  # posses held against shootout plays (Scoop Hound): no swap either
        self.game.actions.remove_from_posse(leaving)
        self.game.actions.move_dude(leaving, origin, boot=False)
        self.game.log.add(
            "{0} moves {1} to {2} out of the posse", context.player, leaving, self.game.locations.name(origin)
        )

    def end_the_shootout(self) -> None:
        """Printed "the shootout immediately ends" (Mortimer Parsons): nothing more of this
        round happens (no plays, casualties or Run or Gun), no further round is fought, and
        the shootout ends as one with a posse emptied does (§5.9). Outside a shootout it does
        nothing."""
        shootout = self.game.shootout
        if shootout is not None:
            shootout.ended_at_once = True
            self.game.trace("shootout.ended_at_once")
