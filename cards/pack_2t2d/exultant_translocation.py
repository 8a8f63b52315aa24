"""Exultant Translocation (20044, Too Tough to Die) — spell, Miracle • Hymn.
Noon Miracle 6, Boot: Choose your dude at a different location than this dude. This dude
moves to the location of the other dude, and the other dude moves to the previous
location of this dude. If you succeed by 6 or more, unboot one of the dudes.

"This dude" is the Blessed the Miracle is attached to. The dudes swap places by the
spell's effect: neither boots to move (§4.2). Succeeding "by 6 or more" is the check's
margin (total less difficulty).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

MARGIN_TO_UNBOOT = 6


class ExultantTranslocation(CardScript):
    code = "20044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=6,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=self.elsewhere),
            on_success=self.translocate,
        )

    def elsewhere(self, dude: Card, context: Context) -> bool:
        blessed = self.parent
        return blessed is not None and dude.location != blessed.location

    def translocate(self, context: Context) -> Flow:
        blessed, other = self.parent, context.target
        assert blessed is not None and other is not None
        here, there = blessed.location, other.location
        assert here is not None and there is not None
        self.game.actions.move_dude(blessed, there)
        self.game.actions.move_dude(other, here)
        self.game.log.add("{0} swaps the places of {1} and {2}", context.player, blessed, other)
        if context.data["check"].margin >= MARGIN_TO_UNBOOT:
            dude = yield from self.select_card(context, [blessed, other], "Select a dude")
            self.game.actions.unboot(dude)
            self.game.log.add("{0} unboots {1}", context.player, dude)
