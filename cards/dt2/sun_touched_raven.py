"""Sun-Touched Raven (24201, Weird West Edition) — spell, Spirit, Sidekick.
Shootout Spirit 6, Boot: Look at the top five cards of your deck. You may discard up to
three of them. You may boot this Shaman to draw a card.

The Shaman it is attached to pulls against 6 (§7.2). The cards looked at stay on the deck
in order, but for those discarded (`engine.deck_inspection`); the draw comes after the
discards, so it takes the top card left. Booting the Shaman is a choice, offered only while
he is unbooted. The first printing (16016, A Grand Entrance) prints the same text.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

DRAW = "boot this Shaman to draw a card"
PASS = "pass"


class SunTouchedRaven(CardScript):
    code = "24201"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=6,
            on_success=self.scout_ahead,
        )

    def scout_ahead(self, context: Context) -> Flow:
        looked = self.look_at_top_of_deck(context, 5)
        discarded = yield from self.select_cards(context, looked, "Select a card", minimum=0, maximum=3)
        self.game.actions.discard_from_deck(context.player, discarded)
        shaman = self.parent
        assert shaman is not None
        if shaman.booted or (yield from self.choose_option(context, [DRAW, PASS])) == PASS:
            return
        self.game.actions.boot(shaman)
        self.game.actions.draw(context.player, 1)
        self.game.log.add("{0} boots {1} to draw a card", context.player, shaman)
