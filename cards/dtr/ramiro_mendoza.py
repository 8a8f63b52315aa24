"""Ramiro Mendoza (01047) — Whenever Ramiro joins a posse, pay 1 ghost rock.
If you do not or cannot pay, discard him."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow

PAY = "pay 1 ghost rock"


class RamiroMendoza(CardScript):
    code = "01047"
    reprints = ("24093",)  # Weird West Edition: "pay 1 ghost rock or discard him"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A trait: it always fires when Ramiro joins a posse (§5.2, §8.2). "If you do not
        # or cannot pay" gives his player a choice: pay, or let him go. A player with no
        # ghost rock cannot pay and is not asked (the Weird West Edition reprint reads
        # "pay 1 ghost rock or discard him").
        self.trait_reaction(when={"onDudeJoinedPosse": self.ramiro_joins}, handler=self.pay_or_discard)

    def ramiro_joins(self, event: Event) -> bool:
        return event.card is self.card

    def pay_or_discard(self, context: Context) -> Flow:
        player = context.player
        if player.ghost_rock < 1:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} cannot pay 1 ghost rock for {1} and discards him", player, self.card)
            return None
        answer = yield from self.choose_option(context, [PAY, f"discard {self.card.title}"])
        if answer == PAY:
            self.game.actions.pay(player, 1)
            self.game.log.add("{0} pays 1 ghost rock for {1}", player, self.card)
        else:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} does not pay for {1} and discards him", player, self.card)
        return None
