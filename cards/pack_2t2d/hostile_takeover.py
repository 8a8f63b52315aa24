"""Hostile Takeover (20050, Too Tough to Die) — action.
Noon: Boot your stud at a deed you control but do not own. Boot that deed to gain ghost
rock equal to your stud's bullets, to a maximum of 3. You may ace this card to give that
deed a permanent +1 control point and that dude a permanent +1 influence.

Booting the stud is the play's requirement, read as a cost: only an unbooted stud of yours
at such a deed may be chosen (issue 19). The deed already booted cannot be booted to gain
anything; the ghost rock follows the stud's bullets as they are then. Acing the card is
the player's choice; the permanent point and influence stay as long as the cards stay in
play (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

MAXIMUM = 3
ACE = "ace Hostile Takeover"
KEEP = "pass"


class HostileTakeover(CardScript):
    code = "20050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(self.stud_at_a_deed_you_control_but_do_not_own, what="stud"),
            message="{player} plays {source}",
            handler=self.take_over,
        )

    def stud_at_a_deed_you_control_but_do_not_own(self, dude: Card, context: Context) -> bool:
        where = dude.location
        deed = self.game.locations.card(where) if where is not None else None
        return (
            dude.shooter == "stud"
            and deed is not None
            and deed.is_deed
            and deed.owner is not context.player
            and self.game.locations.controller(deed) is context.player
        )

    def take_over(self, context: Context) -> Flow:
        player = context.player
        stud: Card = context.data["booted dude"]
        assert stud.location is not None
        deed = self.game.locations.card(stud.location)
        assert deed is not None
        if not deed.booted:
            self.game.actions.boot(deed)
            amount = min(stud.bullets, MAXIMUM)
            self.game.actions.gain(player, amount)
            self.game.log.add("{0} boots {1} to gain {2} ghost rock", player, deed, amount)
        if (yield from self.choose_option(context, [ACE, KEEP])) == KEEP:
            return
        self.game.actions.ace(self.card)
        self.game.actions.add_control_point(deed)
        self.permanently(context, effect=AbilityKit.effects.modify_influence(1), match=stud)
        self.game.log.add(
            "{0} aces {1} to give {2} a permanent control point and {3} a permanent influence",
            player,
            self.card,
            deed,
            stud,
        )
