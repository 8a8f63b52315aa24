"""Notary Public (14016, Ghost Town) — deed, Private.
Controller Noon, Boot: Boot a Government or Public deed that you own or control on this
street. If you booted a Government deed, give a dude 1 bounty. If you booted a Public deed,
you may move one of your dudes (without booting).

"Boot a ... deed" is the first sentence after the colon, a requirement (§8.1): only an
unbooted such deed may be chosen. A deed both Government and Public gives both.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class NotaryPublic(CardScript):
    code = "14016"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a deed",
                card_type="deed",
                condition=self.your_civic_deed_here,
                controller="any",
            ),
            message="{player} uses {source} to boot {target}",
            handler=self.notarize,
        )

    def your_civic_deed_here(self, deed: Card, context: Context) -> bool:
        locations, you = self.game.locations, context.player
        return (
            not deed.booted
            and (deed.has_keyword("Government") or deed.has_keyword("Public"))
            and (deed.owner is you or self.game.controller_of(deed) is you)
            and locations.street_of(deed.uid) is locations.street_of(self.card.uid)
        )

    def notarize(self, context: Context) -> Flow:
        deed = context.target
        assert deed is not None
        self.game.actions.boot(deed)
        if deed.has_keyword("Government"):
            dudes = [card for card in self.game.cards_in_play() if card.is_dude]
            dude = yield from self.select_card(context, dudes, "Select a dude")
            self.game.actions.add_bounty(dude, 1)
            self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)
        if deed.has_keyword("Public"):
            yours = [
                card
                for card in self.game.cards_in_play()
                if card.is_dude and card.controller is context.player
            ]
            dude = yield from self.may_select_card(context, yours, "Select a dude")
            if dude is not None:
                yield from self.move_to_chosen_location(context, dude)
