"""Violet Esperanza (21033, Out for Blood) — dude, Huckster 2.
Shootout: Choose an opposing dude with bullets less than Violet's bounty while Violet is
attempting a job. Ace Violet's Hex and pull. If the pull is greater than that dude's value,
ace that dude.

"While Violet is attempting a job": she is in the leading posse of a job's shootout (§6).
"Violet's Hex" is a Hex attached to her; with none the ability is not offered. The pull is
her player's; a greater value (not equal) aces the dude, by her player's card effect. The
ace is logged once it has happened: not one prevented, or a Harrowed dude discarded
instead (`ace_now`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

HEX = "Hex"


class VioletEsperanza(CardScript):
    code = "21033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.on_a_job_with_a_hex,
            target=Target(prompt="Select a dude", condition=self.outgunned_by_her_bounty),
            message="{player} uses {source} on {target}",
            handler=self.hex_him,
        )

    def hexes(self) -> list[Card]:
        return [card for card in self.card.attachments if card.has_keyword(HEX)]

    def on_a_job_with_a_hex(self, context: Context) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.job is not None
            and shootout.leader_player is self.controller
            and bool(self.hexes())
        )

    def outgunned_by_her_bounty(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and dude.bullets < self.card.bounty

    def hex_him(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        hexes = self.hexes()
        hex_card = hexes[0] if len(hexes) == 1 else (yield from self.select_card(context, hexes))
        self.game.actions.ace(hex_card)
        self.game.log.add("{0} aces {1}", context.player, hex_card)
        pulled = yield from self.pull(context)
        if pulled.card is not None and pulled.value > self.value_of(dude):
            if (yield from self.ace_now(dude, by=context.player)):
                self.game.log.add("{0} pulls {1} and aces {2}", context.player, pulled.value, dude)
        else:
            self.game.log.add("{0} pulls {1}: {2} survives", context.player, pulled.value, dude)
