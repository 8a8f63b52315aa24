"""Eagle Woman That All Look At (24064, Weird West Edition) — dude, Shaman 2.
If you are First Peoples, reduce the cost to play Eagle Woman by the influence of one of
your dudes, and she may enter play at that dude's location.
Your shamans gain, "Noon/Shootout: Boot a Spirit at this location to move Eagle Woman
here. If this is a shootout, she joins your posse. You may boot a dude at this location."

The dude is chosen as she is played, paying her cost (`engine.costs.ChosenReduction`);
she may then enter play where he stands instead of at home.

Her shamans (herself included: she is a Shaman) each hold the quoted ability while she is
in play (`engine.granted`): "this location" is the shaman's, each shaman's copy is used
once per day (§3.3), and in a shootout only by a shaman in your posse (§5.4). "Boot a Spirit
at this location" is its cost: an unbooted card with the Spirit keyword at the shaman's
location (a spell on a dude there, a Spirit token). In a shootout "here" is the fight, so
she joins the posse by moving in (if she is not in it already); the optional boot of a
dude at this location still follows.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.abilities import Context
from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card, Player


class EagleWomanThatAllLookAt(CardScript):
    code = "24064"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_reduced_by_choice(candidates=self.your_dudes, amount=self.influence, enter_at=True)
        self.grant_action(
            to=self.your_shaman,
            play_type="noon/shootout",
            condition=self.a_spirit_here,
            message=self.calls_her,
            handler=self.call_eagle_woman,
        )

    def your_dudes(self, player: Player) -> Sequence[Card]:
        return player.dudes() if self.is_faction(player, "First Peoples") else []

    def influence(self, dude: Card) -> int:
        return dude.influence

    def your_shaman(self, card: Card) -> bool:
        return card.controller is self.controller and card.skill("shaman") is not None

    def _spirits_with(self, shaman: Card) -> list[Card]:
        return [
            card
            for card in self.game.cards_in_play()
            if card.has_keyword("Spirit")
            and not card.booted
            and self.game.actions.location_of(card) == shaman.location
        ]

    def calls_her(self, context: Context) -> Message:
        return message("{player}'s {source} calls {eagle}", eagle=self.card)

    def a_spirit_here(self, context: Context) -> bool:
        return bool(self._spirits_with(context.source))

    def call_eagle_woman(self, context: Context) -> Flow:
        shaman = context.source
        here = shaman.location
        assert here is not None
        spirits = self._spirits_with(shaman)
        if len(spirits) > 1:
            spirit = yield from self.select_card(context, spirits, "Select a Spirit")
        else:
            (spirit,) = spirits
        self.game.actions.boot(spirit)
        if self.game.shootout is None:
            self.game.actions.move_dude(self.card, here)
        elif self.may_join_your_posse(context, self.card):
            yield from self.move_into_posse(context, self.card)
        self.game.log.add(
            "{0} boots {1} to move {2} to {3}",
            context.player,
            spirit,
            self.card,
            self.game.locations.name(here),
        )
        dudes = [dude for dude in self.game.locations.dudes_at(here) if not dude.booted]
        dude = yield from self.may_select_card(context, dudes, "Select a dude")
        if dude is not None:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
