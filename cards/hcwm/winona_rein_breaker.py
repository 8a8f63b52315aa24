"""Winona Rein-Breaker (22030) — dude, Drifter, Shaman.
Shootout, Pay 1 Ghost Rock, Boot: Discard an opposing Sidekick.

An opposing Sidekick is one attached to a dude of the posse facing hers (§5); the engine
offers a dude's Shootout ability only while he is in a posse (§5.4). A Sidekick may be a
goods or a spell (Sun-Touched Raven), so the target is any card with the keyword.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class WinonaReinBreaker(CardScript):
    code = "22030"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=[ability.costs.pay_ghost_rock(1), ability.costs.boot_self()],
            target=Target(prompt="Select a card", card_type="any", condition=self.an_opposing_sidekick),
            message="{player} uses {source}",
            handler=self.discard_it,
        )

    def an_opposing_sidekick(self, card: Card, context: Context) -> bool:
        return card.has_keyword("Sidekick") and self.is_opposing_card(card)

    def discard_it(self, context: Context) -> None:
        sidekick = context.target
        assert sidekick is not None
        self.game.actions.discard(sidekick)
        self.game.log.add("{0} discards {1}", context.player, sidekick)
