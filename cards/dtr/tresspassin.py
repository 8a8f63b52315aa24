"""Tresspassin' (01110) — action.
Noon: Choose a Private deed you own. Other players' dudes there must move home booted, or
gain 1 bounty each.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class Tresspassin(CardScript):
    code = "01110"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a deed", card_type="deed", condition=self.your_private_deed),
            message="{player} plays {source} on {target}",
            handler=self.run_them_off,
        )

    def your_private_deed(self, card: Card, context: Context) -> bool:
        return card.owner is context.player and card.has_keyword("Private")

    def run_them_off(self, context: Context) -> Flow:
        deed = context.target
        assert deed is not None
        trespassers = [
            d for d in self.game.locations.dudes_at(deed.uid) if d.controller is not context.player
        ]
        for dude in trespassers:
            # Each trespasser's controller chooses for that dude (§8.1: "must ... or ...").
            home, bounty = f"{dude.uid} goes home booted", f"{dude.uid} gains 1 bounty"
            answer = yield from self.choose_option(context, [home, bounty], player=dude.controller)
            if answer == home:
                if self.game.actions.send_home(dude, booted=True):
                    self.game.log.add("{0} sends {1} home booted", dude.controller, dude)
            else:
                self.game.actions.add_bounty(dude, 1)
                self.game.log.add("{0}'s {1} stays and gains 1 bounty", dude.controller, dude)
