"""House of Many Faiths (24002, Weird West Edition) — outfit of the 108 Righteous Bandits.
Noon, Boot: Shuffle a card from your hand and a card from your discard pile into your deck.
Your dude with a Miracle moves to town square, unboots, and gets +1 Influence.

The shuffle is what the ability asks first: it is offered only with a card in hand, one in the
discard pile and a dude with a Miracle attached (a printed requirement is checked before the
play is offered, issue 19). The move is a card effect and boots nobody (§4.2); a dude already
in the town square stays and still unboots. The influence lasts the day (a Noon ability's
effect, §8.3). Out for Blood's 21001 prints the same steps with the dude chosen first ("Choose
your dude with a Miracle, and shuffle ...; that dude moves ..."), which is the order this script
already asks them in: it behaves the same.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import TOWN_SQUARE, Card


class HouseOfManyFaiths(CardScript):
    code = "24002"
    reprints = ("21001",)  # Out for Blood: "Choose your dude with a Miracle, and shuffle ..."

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.cards_to_shuffle_in,
            target=Target(prompt="Select a dude", condition=self.has_a_miracle, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.gather_the_faithful,
        )

    def cards_to_shuffle_in(self, context: Context) -> bool:
        return bool(context.player.hand) and bool(context.player.discard)

    def has_a_miracle(self, dude: Card, context: Context) -> bool:
        return bool(dude.attachments_with("Miracle"))

    def gather_the_faithful(self, context: Context) -> Flow:
        player, dude = context.player, context.target
        assert dude is not None
        from_hand = yield from self.select_card(context, list(player.hand), "Select a card")
        from_discard = yield from self.select_card(context, list(player.discard), "Select a card")
        self.game.actions.shuffle_into_deck(player, from_hand, from_discard)
        self.game.log.add("{0} shuffles {1} and {2} into their deck", player, from_hand, from_discard)
        self.game.actions.move_dude(dude, TOWN_SQUARE)
        self.game.actions.unboot(dude)
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_influence(1))
        self.game.log.add(
            "{0} moves {1} to {2}, unboots them and gives them +1 influence",
            player,
            dude,
            self.game.locations.name(TOWN_SQUARE),
        )
