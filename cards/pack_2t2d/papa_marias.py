"""Papa Marias (20014, Too Tough to Die) — dude, Huckster 0.
Noon: Choose your unbooted Huckster at another location and Marias makes a Huckster skill
check of 7. If successful, move that Huckster to Marias's location.

Marias pulls with his own Huckster rating (§7.1). A card effect's move boots the dude only
if the card says so (§4.2): the Huckster arrives unbooted.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

DIFFICULTY = 7


class PapaMarias(CardScript):
    code = "20014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(
                prompt="Select a dude", controller="current", condition=self.unbooted_huckster_elsewhere
            ),
            message="{player} uses {source} on {target}",
            handler=self.summon,
        )

    def unbooted_huckster_elsewhere(self, dude: Card, context: Context) -> bool:
        return not dude.booted and dude.skill("huckster") is not None and dude.location != self.card.location

    def summon(self, context: Context) -> Flow:
        huckster, here = context.target, self.card.location
        assert huckster is not None and here is not None
        check = yield from self.skill_check(context, self.card, "huckster", DIFFICULTY)
        if check.succeeded:
            self.game.actions.move_dude(huckster, here)
            self.game.log.add(
                "{0} moves {1} to {2}", context.player, huckster, self.game.locations.name(here)
            )
