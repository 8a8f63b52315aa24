"""Laura Banks (24065, Weird West Edition) — dude.
Shootout: Give 1 bounty to or remove 1 bounty from a dude in this shootout.

"A dude in this shootout" is a dude in either posse, Laura included. The player picks the
dude, then which of the two: removing bounty from a dude with none does nothing (§9.2).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

GIVE = "give 1 bounty"
REMOVE = "remove 1 bounty"


class LauraBanks(CardScript):
    code = "24065"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.dude_in_this_shootout),
            message="{player} uses {source} on {target}",
            handler=self.set_the_price,
        )

    def dude_in_this_shootout(self, card: Card, context: Context) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.in_posse(card)

    def set_the_price(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        if (yield from self.choose_option(context, [GIVE, REMOVE])) == GIVE:
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)
        else:
            self.game.actions.remove_bounty(dude, 1)
            self.game.log.add("{0} removes 1 bounty from {1}", context.player, dude)
