"""\"Handsome\" Dan Deeds (20023, Too Tough to Die) — dude.
Noon, Boot: If Dan is at in-town deed you own that has less than 2 control points, the deed
gains a control point. After victory is checked during Sundown, if Dan has not moved, you
may pay 4 ghost rock to make the control point permanent.

The point is the day's (a Noon effect, §8.3) and counts in that day's victory check. It is
held until Nightfall, which comes straight after the check and reads no control points, so
that a point made permanent then is never counted twice (`until_nightfall`). "Has not
moved" is since the ability was used: any move, even back to the deed, ends the offer, and
so does the "if" going unmet (no point was gained: there is nothing to make permanent).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event

PRICE = 4
PAY, PASS = f"pay {PRICE} ghost rock", "pass"


class HandsomeDanDeeds(CardScript):
    code = "20023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.stake_the_deed,
        )
        self.trait_reaction(
            when={"onSundownAfterVictoryCheck": self.dan_has_stayed_put},
            handler=self.may_make_it_permanent,
        )

    def deed_here(self) -> Card | None:
        where = self.card.location
        deed = None if where is None else self.game.locations.card(where)
        return deed if deed is not None and deed.is_deed else None

    def stake_the_deed(self, context: Context) -> None:
        deed = self.deed_here()
        if deed is None or deed.owner is not context.player or not self.game.locations.in_town(deed.uid):
            return
        if deed.control >= 2:
            return
        self.until_nightfall(context, match=deed, effect=AbilityKit.effects.modify_control(1))
        self.mark_until_it_moves(context, self.card)
        self.game.log.add("{0} gives {1} a control point", context.player, deed)

    def dan_has_stayed_put(self, event: Event) -> bool:
        return self.has_not_moved(self.card)

    def may_make_it_permanent(self, context: Context) -> Flow:
        deed = self.deed_here()
        player = context.player
        if deed is None or player.ghost_rock < PRICE:
            return
        if (yield from self.choose_option(context, [PAY, PASS])) == PASS:
            return
        self.game.actions.pay(player, PRICE)
        self.game.actions.add_control_point(deed)
        self.game.log.add(
            "{0} pays {1} ghost rock to make {2}'s control point permanent", player, PRICE, deed
        )
