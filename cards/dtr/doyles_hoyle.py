"""Doyle's Hoyle (01096) — goods, Mystical.
React, Boot: After this dude makes a pull, discard the pull to replace it with this card.
Resolution, Boot: Discard a card from your draw hand to replace it with this card. If the
discarded card was a 2, raise your hand rank by one.
"""

from __future__ import annotations

from engine.draw_hands import playing_card
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


class DoylesHoyle(CardScript):
    code = "01096"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPullMade": self.this_dude_pulls},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.replace_the_pull,
        )
        # Used only while this dude is in a posse (§5.4).
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.replace_a_card,
        )

    def this_dude_pulls(self, event: Event) -> bool:
        return event.dude is self.parent

    def replace_the_pull(self, context: Context) -> None:
        assert context.event is not None
        made = context.event.pull
        discarded = made.pull.text
        self.game.actions.replace_pull(made, self.card)
        self.game.log.add(
            "{0} discards the pull {1} and pulls {2} as {3}",
            context.player,
            discarded,
            self.card,
            made.pull.text,
        )

    def replace_a_card(self, context: Context) -> Flow:
        player = context.player
        card = yield from self.select_draw_hand_card(context)
        face = playing_card(card)
        self.game.actions.discard(card)
        self.game.actions.put_into_draw_hand(self.card, player)
        self.game.log.add("{0} replaces {1} in their draw hand with {2}", player, str(face), self.card)
        if face.value == 2 and self.game.actions.modify_rank(player, 1):
            self.game.log.add("{0} raises their hand rank by 1", player)
        self.game.actions.rank_draw_hand(player)
