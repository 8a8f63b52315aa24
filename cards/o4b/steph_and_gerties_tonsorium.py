"""Steph & Gertie's Tonsorium (21038) — deed, Public.
Controller Noon, Boot: Shuffle a card from your hand into your deck. Discard the top card of
your deck.

The card shuffled in is the controller's pick from their play hand, unseen by the other player
(the log does not name it); with an empty hand there is nothing to shuffle and the ability is not
offered (§8.1). The top card is discarded after the shuffle, face up (§9.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.zones import Zone


class StephAndGertiesTonsorium(CardScript):
    code = "21038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a card", card_type="any", zone=Zone.HAND, controller="current"),
            message="{player} uses {source}",
            handler=self.trim_the_deck,
        )

    def trim_the_deck(self, context: Context) -> None:
        assert context.target is not None
        player = context.player
        self.game.actions.shuffle_into_deck(player, context.target)
        self.game.log.add("{0} shuffles a card from their hand into their deck", player)
        self.game.actions.discard_top_of_deck(player, 1)
