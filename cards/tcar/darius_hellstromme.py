"""Darius Hellstromme (19001) — legend.
If you are the leader, your shooter has -2 bullets if they do not have a Gadget Weapon
attached.  React, Boot: After an opposing dude is discarded or aced during a shootout, boot a
Gadget Weapon in your posse to give your dude with a Gadget Weapon a permanent control point.
If the opposing dude was discarded, they are aced instead.

"Boot a Gadget Weapon in your posse" is the React's requirement: with no unbooted Gadget
Weapon on a dude of your posse it is not offered. "Your dude with a Gadget Weapon" is the dude
whose Gadget Weapon was booted (ruling darius-point-goes-to-the-booted-weapons-dude).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card


class DariusHellstromme(CardScript):
    code = "19001"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.your_shooter_without_a_gadget_weapon, effect=ability.effects.modify_bullets(-2)
        )
        self.reaction(
            when={
                "onCardDiscarded": self.opposing_dude_leaves_in_a_shootout,
                "onCardAced": self.opposing_dude_leaves_in_a_shootout,
            },
            cost=ability.costs.boot_self(),
            condition=self.a_gadget_weapon_to_boot,
            message="{player} uses {source}",
            handler=self.claim_the_kill,
        )

    def your_shooter_without_a_gadget_weapon(self, card: Card) -> bool:
        return (
            self.you_are_the_leader
            and card is self.your_shooter
            and not any(self.is_gadget_weapon(a) for a in card.attachments)
        )

    @staticmethod
    def is_gadget_weapon(card: Card) -> bool:
        return card.has_keyword("Gadget") and card.has_keyword("Weapon")

    def opposing_dude_leaves_in_a_shootout(self, event: Event) -> bool:
        dude: Card = event.card
        return (
            self.game.shootout is not None
            and bool(event.get("from_play"))
            and dude.is_dude
            and dude.owner is not self.controller
        )

    def gadget_weapons_to_boot(self) -> list[Card]:
        return [
            weapon
            for dude in self.your_posse
            for weapon in dude.attachments
            if self.is_gadget_weapon(weapon) and not weapon.booted
        ]

    def a_gadget_weapon_to_boot(self, context: Context) -> bool:
        return bool(self.gadget_weapons_to_boot())

    def claim_the_kill(self, context: Context) -> Flow:
        assert context.event is not None
        victim: Card = context.event.card
        weapon = yield from self.select_card(context, self.gadget_weapons_to_boot(), "Select a card")
        dude = weapon.parent
        assert dude is not None
        self.game.actions.boot(weapon)
        self.game.actions.add_control_point(dude)
        self.game.log.add("{0} boots {1} to give {2} a permanent control point", context.player, weapon, dude)
        if context.event.name == "onCardDiscarded":
            self.game.actions.ace(victim)
            self.game.log.add("{0} aces {1} instead", context.player, victim)
