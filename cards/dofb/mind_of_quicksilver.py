"""Mind of Quicksilver (25050, Debt of Blood) — action, Technique.
Shootout Technique: Unboot this dude. Add the pulled card to your hand.
Noon Technique: Draw a card.

"This dude" is the Kung Fu dude who performs it (§7.4). "The pulled card" is the card his
Kung Fu test pulled: on a success it goes to your hand from wherever the pull put it (the
discard pile; Boot Hill for a joker, which the text takes all the same).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.kung_fu import KungFuTest, performer
from engine.zones import Zone


class MindOfQuicksilver(CardScript):
    code = "25050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="shootout", on_success=self.quicken)
        self.technique_action(play_type="noon", on_success=self.draw_a_card)

    def quicken(self, context: Context) -> None:
        dude, test = performer(context), context.data["test"]
        assert isinstance(test, KungFuTest)
        self.game.actions.unboot(dude)
        self.game.log.add("{0} unboots {1}", context.player, dude)
        pulled = test.pull.card
        if pulled is not None:
            self.game.actions.put_in_pile(pulled, Zone.HAND)
            self.game.log.add("{0} adds {1} to their hand", context.player, pulled)

    def draw_a_card(self, context: Context) -> None:
        if self.game.actions.draw(context.player, 1):
            self.game.log.add("{0} draws a card", context.player)
