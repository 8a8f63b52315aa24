"""Murdered in Tombstone (20049, Too Tough to Die) — action, Headline.
Shootout: Your dude becomes a stud. Each posse's controller may search their deck and discard
pile for an action card with a Cheatin' Resolution ability, reveal it, and add it to their
hand. If a player added a card to their hand, they discard a card.

"Your dude" is one of your posse; the stud lasts the shootout (§8.3). Each player decides
in turn, yours first; the search finds an action card that prints a Cheatin' Resolution.
The text does not say to shuffle, so the deck keeps its order. A player who added a card
discards one of their play hand, the new card included if they wish.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player
from engine.zones import Zone


class MurderedInTombstone(CardScript):
    code = "20049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.murder)

    def murder(self, context: Context) -> Flow:
        you = context.player
        dude = yield from self.select_card(context, list(self.your_posse), "Select a dude")
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", you, dude)
        for player in (you, you.opponent):
            yield from self.search_for_a_cheatin_resolution(context, player)

    def cheatin_resolutions(self, player: Player) -> list[Card]:
        return [
            card
            for card in [*player.deck, *player.discard]
            if card.type == "action"
            and any(getattr(a, "play_type", "") == "cheatin resolution" for a in card.own_abilities)
        ]

    def search_for_a_cheatin_resolution(self, context: Context, player: Player) -> Flow:
        found = yield from self.may_select_card(
            context, self.cheatin_resolutions(player), "Select a card", player=player
        )
        if found is None:
            return
        self.game.actions.put_in_pile(found, Zone.HAND)
        self.game.log.add("{0} reveals {1} and adds it to their hand", player, found)
        discarded = yield from self.select_card(context, list(player.hand), "Select a card", player=player)
        self.game.actions.discard(discarded)
        self.game.log.add("{0} discards {1}", player, discarded)
