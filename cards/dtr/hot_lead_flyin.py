"""Hot Lead Flyin' (01121) — action, Headline.
React: After you take casualties for losing a round of a shootout, pull. For each dude you
discarded or aced as a casualty this round with a value higher than the pull, the winner
takes 1 casualty.
"""

from __future__ import annotations

from engine.casualties import add_casualties
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import plural


class HotLeadFlyin(CardScript):
    code = "01121"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onTakenCasualties": self.you_took_casualties_for_losing},
            message="{player} plays {source}",
            handler=self.return_fire,
        )

    def return_fire(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None and context.event is not None
        pulled = yield from self.pull(context)
        hits = [
            casualty
            for casualty in context.event.casualties
            if casualty.left_play and casualty.card.is_dude and casualty.value > pulled.value
        ]
        winner = shootout.opposing(context.player)
        if hits:
            add_casualties(self.game, winner, len(hits))
            self.game.log.add("{0} makes {1} take {2}", context.player, winner, plural(len(hits), "casualty"))
        else:
            self.game.log.add("{0} has no casualty with a value higher than the pull", context.player)
