"""Irving Patterson (01025) — When Irving joins a posse, gain 1 ghost rock."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class IrvingPatterson(CardScript):
    code = "01025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait: it fires without a choice each time Irving joins a posse, as leader or
        # mark, added while the posses form, or brought in later by a card (§5.2, §8.2).
        self.trait_reaction(when={"onDudeJoinedPosse": self.irving_joins}, handler=self.gain_one)

    def irving_joins(self, event: Event) -> bool:
        return event.card is self.card

    def gain_one(self, context: Context) -> None:
        self.game.actions.gain(context.player, 1)
        self.game.log.add("{0} gains 1 ghost rock as {1} joins the posse", context.player, self.card)
