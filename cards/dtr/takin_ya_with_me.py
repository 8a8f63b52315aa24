"""Takin' Ya With Me (01140) — action.
React: After you take casualties for losing a round of a shootout, your opponent takes 1
casualty unless each dude in their posse has higher bullets than the highest bullets among
your casualties.
"""

from __future__ import annotations

from engine.casualties import add_casualties
from engine.dsl import AbilityKit, CardScript, Context


class TakinYaWithMe(CardScript):
    code = "01140"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onTakenCasualties": self.you_took_casualties_for_losing},
            message="{player} plays {source}",
            handler=self.take_them_along,
        )

    def take_them_along(self, context: Context) -> None:
        shootout = self.game.shootout
        assert shootout is not None and context.event is not None
        # The casualties' bullets as they were taken (last known information).
        highest = max(casualty.bullets for casualty in context.event.casualties)
        opponent = shootout.opposing(context.player)
        if all(dude.bullets > highest for dude in shootout.posse(opponent)):
            self.game.log.add(
                "{0}'s posse all have higher bullets than {1}: {0} takes no casualty", opponent, highest
            )
            return
        add_casualties(self.game, opponent, 1)
        self.game.log.add("{0} makes {1} take 1 casualty", context.player, opponent)
