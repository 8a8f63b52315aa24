"""Johnny Brocklehurst (19017) — dude.
React: After you declare a play, give a dude +1 or -1 influence for the duration of that
play.

"A play" is a card ability played in a play window (`engine.plays`): it is declared once
its targets are chosen and its costs paid, and resolves after this React. "A dude" is any
dude in play, yours or not; the player picks the dude, then +1 or -1. The influence lasts
until that play has resolved.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow

PLUS, MINUS = "+1", "-1"


class JohnnyBrocklehurst(CardScript):
    code = "19017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPlayDeclared": self.you_declare_a_play},
            message="{player} uses {source}",
            handler=self.sway_a_dude,
        )

    def you_declare_a_play(self, event: Event) -> bool:
        return event.get("player") is self.controller_now

    def sway_a_dude(self, context: Context) -> Flow:
        assert context.event is not None
        play: Context = context.event.get("context")
        dudes = [card for card in self.game.cards_in_play() if card.is_dude]
        dude = yield from self.select_card(context, dudes, "Select a dude")
        answer = yield from self.choose_option(context, [PLUS, MINUS])
        amount = 1 if answer == PLUS else -1
        self.for_the_duration_of_that_play(
            context, play=play, match=dude, effect=AbilityKit.effects.modify_influence(amount)
        )
        self.game.log.add("{0} gives {1} {2} influence for that play", context.player, dude, answer)
