"""Undertaker (01076) — This deed's controller gains 2 ghost rock each time an in-play
dude is aced."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class Undertaker(CardScript):
    code = "01076"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait of the deed: whoever controls it when the trait resolves, right after a
        # dude in play is aced, gains 2 — whoever's dude it was and whatever aced it (a
        # casualty, a card effect). A dude card aced from a hand or pile was not in play;
        # a Harrowed dude that a card effect discards instead of acing is not aced (§9.3).
        self.trait_reaction(when={"onCardAced": self.in_play_dude_aced}, handler=self.gain_two)

    def in_play_dude_aced(self, event: Event) -> bool:
        return bool(event.card.is_dude and event.get("from_play"))

    def gain_two(self, context: Context) -> None:
        assert context.event is not None
        dude = context.event.card
        self.game.actions.gain(context.player, 2)
        self.game.log.add("{0} gains 2 ghost rock from {1} as {2} is aced", context.player, self.card, dude)
