"""Walters Creek Distillery (24133, Weird West Edition) — deed, Private.
Controller Noon, Boot: Boot a Saloon or Casino that you own or control on this street. If
you booted a Casino, gain 2 ghost rock. If you booted a Saloon, you may discard a card to
draw a card.

"This street" is the street the Distillery stands on (out of town it has none). A booted
deed cannot be booted, so only unbooted ones are offered (§8.1, the requirement clause).
A deed that is both a Saloon and a Casino gives both.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

SALOON, CASINO = "Saloon", "Casino"


class WaltersCreekDistillery(CardScript):
    code = "24133"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a deed", card_type="deed", condition=self.your_saloon_or_casino, choose=False
            ),
            handler=self.make_a_delivery,
        )

    def your_saloon_or_casino(self, deed: Card, context: Context) -> bool:
        street = self.game.locations.street_of(self.card.uid)
        return (
            (deed.has_keyword(SALOON) or deed.has_keyword(CASINO))
            and (deed.owner is context.player or self.game.controller_of(deed) is context.player)
            and street is not None
            and deed in street
            and not deed.booted
        )

    def make_a_delivery(self, context: Context) -> Flow:
        deed = context.target
        assert deed is not None
        player = context.player
        self.game.actions.boot(deed)
        self.game.log.add("{0} uses {1} to boot {2}", player, self.card, deed)
        if deed.has_keyword(CASINO):
            self.game.actions.gain(player, 2)
            self.game.log.add("{0} gains 2 ghost rock", player)
        if deed.has_keyword(SALOON):
            discarded = yield from self.may_select_card(context, list(player.hand), "Select a card")
            if discarded is not None:
                self.game.actions.discard(discarded)
                self.game.actions.draw(player, 1)
                self.game.log.add("{0} discards {1} to draw a card", player, discarded)
