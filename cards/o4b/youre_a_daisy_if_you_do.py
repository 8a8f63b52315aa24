"""You're A Daisy If You Do (21054) — action.
Noon: Boot your stud in town square to move an opposing dude to town square. If that dude has
more control points than your stud, boot the opposing dude; otherwise, unboot the opposing dude.
Your stud calls out that dude.

Booting the stud is the price of the play (`boot_your_dude`); the opposing dude is selected
wherever he stands and moved without booting (§4.2), then booted or unbooted by the comparison
of control points, and called out by the (booted) stud through the card's effect: he accepts or
refuses as in any call out (§5.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card


class YoureADaisyIfYouDo(CardScript):
    code = "21054"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(self.stud_in_town_square),
            target=Target(prompt="Select a dude", controller="opponent", choose=False),
            message="{player} plays {source} on {target}",
            handler=self.huckleberry,
        )

    def stud_in_town_square(self, dude: Card, context: Context) -> bool:
        return dude.shooter == "stud" and dude.location == TOWN_SQUARE

    def huckleberry(self, context: Context) -> Flow:
        stud, dude = context.data["booted dude"], context.target
        assert isinstance(stud, Card) and dude is not None
        if dude.location != TOWN_SQUARE:
            self.game.actions.move_dude(dude, TOWN_SQUARE)
        if dude.control > stud.control:
            self.game.actions.boot(dude)
            self.game.log.add("{0} moves {1} to Town Square booted", context.player, dude)
        else:
            self.game.actions.unboot(dude)
            self.game.log.add("{0} moves {1} to Town Square unbooted", context.player, dude)
        if self.can_call_out(stud, dude):
            yield from self.call_out(context, stud, dude)
