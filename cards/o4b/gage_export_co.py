"""Gage Export Co. (21043) — deed, Public.
Controller Noon, Boot: Shuffle a card in your discard pile into your deck. Discard the top card
of your deck.

The card is the controller's pick from their own discard pile; with none there (or while an
effect keeps cards in it, Lacy O'Malley, §9.3) the ability is not offered (§8.1). The top card
is discarded after the shuffle, face up.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.zones import Zone


class GageExportCo(CardScript):
    code = "21043"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a card", card_type="any", zone=Zone.DISCARD, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.ship_it_back,
        )

    def ship_it_back(self, context: Context) -> None:
        assert context.target is not None
        player = context.player
        self.game.actions.shuffle_into_deck(player, context.target)
        self.game.log.add("{0} shuffles {1} into their deck", player, context.target)
        self.game.actions.discard_top_of_deck(player, 1)
