"""Tusk (24154, Weird West Edition) — goods, Weapon, +1 bullets.
After this card enters play, draw a card.
This dude gets +5 value for the purpose of opposing card effects.

"After this card enters play" is a trait (§8.2): its controller draws, whichever way it
came in. The +5 counts only when an opponent's card effect reads the dude's value
(Shotgun, a technique's "lower value"); his own value — his draw, his Kung Fu, his own
cards' effects — is unchanged (`engine.effects.value_against`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class Tusk(CardScript):
    code = "24154"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onCardEntersPlay": self.tusk_enters_play}, handler=self.draw_a_card)
        self.while_attached(effect=ability.effects.modify_value_against_opponents(5))

    def tusk_enters_play(self, event: Event) -> bool:
        return event.card is self.card

    def draw_a_card(self, context: Context) -> None:
        player = self.controller_now
        self.game.actions.draw(player, 1)
        self.game.log.add("{0} draws a card for {1}", player, self.card)
