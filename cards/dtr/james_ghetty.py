"""James Ghetty (01028) — dude, Mad Scientist 0.
When James enters a posse, place 4 ghost rock on him. The ghost rock may be used to pay for
Shootout abilities (it is not a bounty). Discard his unused ghost rock after the shootout.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class JamesGhetty(CardScript):
    code = "01028"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(when={"onDudeJoinedPosse": self.james_enters_a_posse}, handler=self.place_four)
        self.persistent_effect(effect=ability.effects.ghost_rock_pays_for_shootout_abilities())
        self.trait_reaction(when={"onShootoutPhaseFinished": self.ghost_rock_left}, handler=self.discard_it)

    def james_enters_a_posse(self, event: Event) -> bool:
        return event.card is self.card

    def place_four(self, context: Context) -> None:
        self.game.actions.place_ghost_rock(self.card, 4)
        self.game.log.add("{0} places 4 ghost rock on {1}", context.player, self.card)

    def ghost_rock_left(self, event: Event) -> bool:
        return self.card.ghost_rock > 0

    def discard_it(self, context: Context) -> None:
        amount = self.game.actions.discard_ghost_rock_on(self.card)
        self.game.log.add("{0} discards {1} unused ghost rock from {2}", context.player, amount, self.card)
