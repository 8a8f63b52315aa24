"""Raven's Ruin (19036, There Comes a Reckoning) — spell, Spirit • Totem.
Attaches only to deeds.
Noon Spirit 8, Boot: Move your dude at any location to this deed. If you do not own this
deed and it has 1 or more control points, you may boot it to gain 1 ghost rock.

A Totem (`engine.totems`), cast by a Shaman of its player at its deed. Any dude of yours
not already at the deed may be moved, booted or not; the move boots nobody (§4.2). The deed
already booted cannot be booted for the ghost rock.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

BOOT = "boot the deed to gain 1 ghost rock"
PASS = "pass"


class RavensRuin(CardScript):
    code = "19036"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.can_only_attach_to(self.a_deed)
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=self.away_from_this_deed),
            difficulty=8,
            on_success=self.bring_them_in,
        )

    def a_deed(self, parent: Card) -> bool:
        return parent.is_deed

    def away_from_this_deed(self, dude: Card, context: Context) -> bool:
        deed = self.parent
        return deed is not None and dude.location != deed.uid

    def bring_them_in(self, context: Context) -> Flow:
        dude, deed = context.target, self.parent
        assert dude is not None and deed is not None
        self.game.actions.move_dude(dude, deed.uid)
        self.game.log.add("{0} uses {1} to move {2} to {3}", context.player, self.card, dude, deed)
        if deed.owner is context.player or deed.control < 1 or deed.booted:
            return
        if (yield from self.choose_option(context, [BOOT, PASS])) == PASS:
            return
        self.game.actions.boot(deed)
        self.game.actions.gain(context.player, 1)
        self.game.log.add("{0} boots {1} to gain 1 ghost rock", context.player, deed)
