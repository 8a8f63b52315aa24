"""Ancestor's Reproach (22049, Hell's Comin' With Me) — spell, Spirit.
Shootout Spirit 8, Boot: Ace a card from your hand. An Ancestor Spirit enters play at this
location and joins your posse.

Cheatin' Resolution Spirit 6, Boot: An Ancestor Spirit enters play at this location and
joins your posse.

The Ancestor Spirit is the current token (24260): it enters play at the Shaman's location
and joins your posse without booting; its own text removes it when it leaves there. Acing a
card from your hand is the Shootout ability's first effect, not a cost (no "to"): it
happens only when the spell is cast, and the ability is offered only to a player with a
card to ace (ruling `ancestors-reproach-aces-on-success`). Played in lowball (a Cheatin'
Resolution), there is no posse: the spirit only enters play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

ANCESTOR_SPIRIT = "Ancestor Spirit (Weird West Edition)"


class AncestorsReproach(CardScript):
    code = "22049"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            condition=self.a_card_in_your_hand,
            difficulty=8,
            on_success=self.ace_and_call,
        )
        self.spell_action(
            play_type="cheatin resolution",
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.call_an_ancestor,
        )

    def a_card_in_your_hand(self, context: Context) -> bool:
        return bool(context.player.hand)

    def ace_and_call(self, context: Context) -> Flow:
        card = yield from self.select_card(context, list(context.player.hand))
        self.game.actions.ace(card)
        self.game.log.add("{0} aces {1} from their hand", context.player, card)
        yield from self.call_an_ancestor(context)

    def call_an_ancestor(self, context: Context) -> Flow:
        here = self.game.actions.location_of(self.card)
        assert here is not None
        spirit = self.game.actions.put_token_into_play(context.player, ANCESTOR_SPIRIT, location=here)
        self.game.log.add(
            "{0} puts an {1} token into play at {2}", context.player, spirit, self.game.locations.name(here)
        )
        if self.may_join_your_posse(context, spirit):
            yield from self.move_into_posse(context, spirit)
            self.game.log.add("{0}'s {1} joins their posse", context.player, spirit)
