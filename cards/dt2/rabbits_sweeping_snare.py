"""Rabbit's Sweeping Snare (24241, Weird West Edition) — action, Technique, Tao of the
Jade Rabbit.
Shootout Tao Technique: Mark an opposing dude. That dude becomes a draw. If your posse has
fewer dudes than the opposing posse, boot up to two cards attached to that dude.

The mark is a dude of the opposing posse, chosen as the technique is played; the Kung Fu
dude who performs it is "your" dude (engine.kung_fu). "Becomes a draw" lasts until the end
of the shootout, as any Shootout ability's (§8.3). The posses are counted once the test
succeeded; the cards booted are the player's choice, one at a time, unbooted ones only.
It prints no combo clause.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class RabbitsSweepingSnare(CardScript):
    code = "24241"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.in_the_opposing_posse),
            on_success=self.snare,
        )

    def in_the_opposing_posse(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def snare(self, context: Context) -> Flow:
        mark = context.target
        assert mark is not None
        self.apply_ability_effect(context, match=mark, effect=AbilityKit.effects.set_as_draw())
        self.game.log.add("{0} makes {1} a draw", context.player, mark)
        if len(self.your_posse) >= len(self.opposing_posse):
            return
        for _ in range(2):
            unbooted = [card for card in mark.attachments if not card.booted]
            card = yield from self.may_select_card(context, unbooted)
            if card is None:
                return
            self.game.actions.boot(card)
            self.game.log.add("{0} boots {1}", context.player, card)
