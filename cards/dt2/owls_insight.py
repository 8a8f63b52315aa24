"""Owl's Insight (24204, Weird West Edition) — spell, Spirit.
Cheatin' Resolution Spirit 5, Boot: Attach any number of goods or spells from your play
hand, reducing the cost of each by 1. Draw cards until your play hand is at its maximum
size. If this is a shootout, reduce your casualties by 2 this round.

The Shaman it is attached to pulls against 5 (§7.2), once another player reveals a
cheatin' hand (§5.6). The cards are attached one at a time, each onto one of your dudes,
paying its cost less 1 (never below 0); the ability, not shoppin', attaches them (§3.5
limits shoppin'), so the dude need not stand at a location you control (ruling
owls-insight-attaches-anywhere).
Then the hand is drawn up to its maximum size (5 and any modifiers). The casualty
reduction is a player effect for this round (§5.7). The first printing (12018, Foul Play)
words it differently and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class OwlsInsight(CardScript):
    code = "24204"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.insight,
        )

    def insight(self, context: Context) -> Flow:
        player = context.player
        while True:
            plays = self.playable(player, card=self.goods_or_spell, reduction=1, as_shoppin=False)
            cards = list(dict.fromkeys(play.card for play in plays))
            chosen = yield from self.may_select_card(context, cards, "Select a card")
            if chosen is None:
                break
            yield from self.play_card(context, [play for play in plays if play.card is chosen])
        drawn = self.game.actions.draw(player, player.hand_size - len(player.hand))
        if drawn:
            self.game.log.add("{0} draws {1} cards up to their maximum hand size", player, len(drawn))
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(2)
            )
            self.game.log.add("{0} reduces their casualties by 2 this round", player)

    def goods_or_spell(self, card: Card) -> bool:
        return card.type in ("goods", "spell")
