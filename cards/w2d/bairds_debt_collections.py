"""Baird's Debt Collections (23033) — deed, Private • Government.
Each time a deed is played, gain 1 ghost rock.

Controller Noon, Boot: Discard a card from your hand to boot a deed.

The trait answers any player's deed entering play (built by shoppin' or by an ability that
plays it), Baird's own coming into play excepted; its controller gains. The Noon ability's
discard is its cost (§8.1); the deed booted may be anyone's but must be unbooted, so the
ability does something.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event


class BairdsDebtCollections(CardScript):
    code = "23033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onCardEntersPlay": self.a_deed_is_played}, handler=self.collect)
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.discard_from_hand()],
            controller=True,
            target=Target(prompt="Select a deed", card_type="deed", condition=self.another_unbooted_deed),
            message="{player} uses {source} to boot {target}",
            handler=self.foreclose,
        )

    def a_deed_is_played(self, event: Event) -> bool:
        card: Card = event.card
        return card.is_deed and card is not self.card

    def collect(self, context: Context) -> None:
        player = self.controller
        self.game.actions.gain(player, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}", player, self.card)

    def another_unbooted_deed(self, deed: Card, context: Context) -> bool:
        return deed is not self.card and not deed.booted

    def foreclose(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.boot(context.target)
