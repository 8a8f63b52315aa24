"""Hellstromme Plant #9 (24135, Weird West Edition) — deed, Private, Ranch.
Controller Noon/Shootout, Pay 1 Ghost Rock, boot: Target a dude you own and control.
Unboot the the target's Horse or Gadget, and you may use one of the abilities on that
attachment an additional time this turn.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

TUNE_UP = ("Horse", "Gadget")


class HellstrommePlant9(CardScript):
    code = "24135"
    # There Comes a Reckoning (and the promo): "Choose a dude you own and control ... You
    # can use one of the abilities on that Horse or Gadget another time this turn": the
    # same choice, unboot and extra use (the older rules have no "target" keyword).
    reprints = ("19026",)

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Noon/Shootout": one ability, offered in either window, once a day (§8.1).
        self.action(
            play_type="noon/shootout",
            controller=True,
            cost=[ability.costs.pay_ghost_rock(1), ability.costs.boot_self()],
            target=Target(prompt="Select a dude", condition=self.yours_with_a_machine, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.tune_up,
        )

    def machines(self, dude: Card) -> list[Card]:
        return [card for card in dude.attachments if any(card.has_keyword(k) for k in TUNE_UP)]

    def yours_with_a_machine(self, card: Card, context: Context) -> bool:
        """A dude with a Horse or Gadget to unboot. "You own and control" is the target's
        `controller="current"`: no card in play lets a player control a dude they do not
        own, so a separate owner test could never be told apart (add one when one does)."""
        return bool(self.machines(card))

    def tune_up(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        machine = yield from self.select_card(context, self.machines(dude))
        self.game.actions.unboot(machine)
        self.game.log.add("{0} unboots {1}", context.player, machine)
        yield from self.use_again(context, machine)
