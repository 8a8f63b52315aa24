"""Milt Clemons (24087, Weird West Edition) — dude.
Whenever Milt is given bounty, gain 1 ghost rock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class MiltClemons(CardScript):
    code = "24087"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait, not a react: it fires each time, whatever gives the bounty and however much.
        self.trait_reaction(when={"onDudeGivenBounty": self.milt_is_given_bounty}, handler=self.gain_1)

    def milt_is_given_bounty(self, event: Event) -> bool:
        return event.card is self.card

    def gain_1(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
        self.game.log.add("{0} gains 1 ghost rock from {1}'s bounty", context.player, self.card)
