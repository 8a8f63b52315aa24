"""Sheriff Dave Montreal (01024) — dude, Deputy.
If your opponent in Dave's shootout reveals a cheatin' hand and you do not, your dudes
cannot be casualties this round.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.model import Card


class SheriffDaveMontreal(CardScript):
    code = "01024"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.only_the_opponent_cheats},
            message="{player} uses {source} so that their dudes cannot be casualties this round",
            handler=self.protect_the_posse,
        )

    def only_the_opponent_cheats(self, event: Event) -> bool:
        you = self.controller
        return self.in_its_shootout() and self.reveals_cheatin(you.opponent) and not self.reveals_cheatin(you)

    def protect_the_posse(self, context: Context) -> None:
        self.until_end_of_shootout_round(
            context, match=self.is_your_dude, effect=AbilityKit.effects.cannot_be_casualty()
        )

    def is_your_dude(self, card: Card) -> bool:
        return card.is_dude and card.controller is self.controller
