"""Scratch (22042, Hell's Comin' With Me) — goods, Sidekick.
If Scratch is discarded from play, discard a card to draw a card.
Noon/Shootout, Boot: Move Scratch to another of your dudes at an adjacent location.

"Discarded from play" in any way (on its own, with its dude, as a casualty), not aced. A
trait: its owner discards a card from hand and draws one; with an empty hand there is
nothing to discard, so no card is drawn. Moving Scratch is a move of the attachment, not
a trade (§3.6): it keeps its boot state (booted by its cost).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card
from engine.zones import Zone


class Scratch(CardScript):
    code = "22042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onCardDiscarded": self.discarded_from_play}, zone=Zone.DISCARD, handler=self.swap_a_card
        )
        self.action(
            play_type="noon/shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="current", condition=self.your_dude_adjacent),
            message="{player} uses {source}",
            handler=self.scamper_over,
        )

    def your_dude_adjacent(self, card: Card, context: Context) -> bool:
        dude = self.parent
        # Another dude: he stands at another location, so never Scratch's own.
        if dude is None or card.location is None or dude.location is None:
            return False
        return self.game.locations.adjacent(card.location, dude.location)

    def swap_a_card(self, context: Context) -> Flow:
        owner = self.card.owner
        if not owner.hand:
            return
        discarded = yield from self.select_card(context, list(owner.hand), "Select a card")
        self.game.actions.discard(discarded)
        self.game.actions.draw(owner, 1)
        self.game.log.add("{0} discards {1} to draw a card for {2}", owner, discarded, self.card)

    def scamper_over(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.game.actions.move_attachment(self.card, dude)
        self.game.log.add("{0} moves {1} to {2}", context.player, self.card, dude)
