"""Elander Boldman (01027) — dude, Mad Scientist 2.
Shootout, Pull: Choose your dude with a Weapon Gadget in this shootout. If the pull is a
club, discard that dude. Otherwise, that Gadget gets +3 bullets.
"""

from __future__ import annotations

from engine.abilities import in_this_shootout
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class ElanderBoldman(CardScript):
    code = "01027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", controller="current", condition=self.armed_with_a_gadget),
            message="{player} uses {source} on {target}",
            handler=self.overcharge,
        )

    def armed_with_a_gadget(self, dude: Card, context: Context) -> bool:
        return in_this_shootout(dude, context) and bool(weapon_gadgets(dude))

    def overcharge(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        pulled = yield from self.pull(context)
        if pulled.suit == "C":
            self.game.log.add("{0} discards {1}: the pull is a club", context.player, dude)
            self.game.actions.discard(dude, by=context.player)
            return
        (gadget,) = weapon_gadgets(dude)  # a dude holds one Weapon (§1.4)
        self.apply_ability_effect(context, match=gadget, effect=AbilityKit.effects.modify_bullets(3))
        self.game.log.add("{0} gives {1} +3 bullets", context.player, gadget)


def weapon_gadgets(dude: Card) -> list[Card]:
    return [card for card in dude.attachments if card.has_keyword("Weapon") and card.has_keyword("Gadget")]
