"""He Fang (24022, Weird West Edition) — dude, Blessed 0 • Kung Fu 0.
Noon, Boot: Play a non-Gadget Abomination from your hand at this location, reducing its cost
by 2.

The Abomination (every Abomination is a dude) enters play at He Fang's location paying
its cost less 2, never below 0; with none in hand that could be played, the ability is not
offered. "Non-Gadget" needs no test of its own: a Gadget dude enters play only by being
invented (§7.3), which playing a card from hand never does, so the play of one is refused
(`Shop.card_refusal`). Playing a dude "from your hand" differs from shoppin' for it in
nothing, so the play keeps the shoppin' terms.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player
from engine.phases.noon_actions import Shop


class HeFang(CardScript):
    code = "24022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            condition=self.has_an_abomination_to_play,
            message="{player} uses {source}",
            handler=self.summon,
        )

    def abomination(self, card: Card) -> bool:
        return card.has_keyword("Abomination")

    def abominations_in_hand(self, player: Player) -> list[Shop]:
        return self.playable(player, card=self.abomination, reduction=2, at=self.card.location)

    def has_an_abomination_to_play(self, context: Context) -> bool:
        return bool(self.abominations_in_hand(context.player))

    def summon(self, context: Context) -> Flow:
        yield from self.play_card(context, self.abominations_in_hand(context.player))
