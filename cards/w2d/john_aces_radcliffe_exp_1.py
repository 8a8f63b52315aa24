"""John "Aces" Radcliffe (Exp.1) (23026, Welcome to Deadwood) — dude, Agent.
While John has a Gadget Weapon, he is a stud. John cannot trade away his goods.

React: After John enters play, attach a Gadget Weapon from your hand or discard pile to
him, paying its ghost rock cost (without inventing). If the Gadget comes from your hand,
reduce its cost to 0.

"A Gadget Weapon" is a card with both keywords (goods: no other type is a Weapon). His
goods cannot be traded from him (§3.6; only goods are ever traded, so every card attached
to him is meant); he may still be traded goods. The React attaches one without the invention pull (§7.3):
from the hand for nothing, from the discard pile for its printed cost, offered only while
one may be attached so (a discard pile card effects may not take from stays shut,
`engine.discard_pile`). The older printing (John "Aces" Radcliffe) has other text and no
script of its own here.
"""

from __future__ import annotations

from engine.discard_pile import locked as discard_locked
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card, Player
from engine.zones import Zone


class JohnAcesRadcliffeExp1(CardScript):
    code = "23026"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.he_has_a_gadget_weapon, effect=ability.effects.set_as_stud())
        self.persistent_effect(match=self.his_goods, effect=ability.effects.cannot_be_traded())
        self.reaction(
            when={"onCardEntersPlay": self.john_enters_play},
            message="{player} uses {source}",
            handler=self.gear_up,
        )

    def is_gadget_weapon(self, card: Card) -> bool:
        return card.has_keyword("Gadget") and card.has_keyword("Weapon")

    def he_has_a_gadget_weapon(self) -> bool:
        return any(self.is_gadget_weapon(card) for card in self.card.attachments)

    def his_goods(self, card: Card) -> bool:
        return card.parent is self.card

    def john_enters_play(self, event: Event) -> bool:
        return event.card is self.card and bool(self.gadget_weapons(self.controller))

    def gadget_weapons(self, player: Player) -> list[Card]:
        """The Gadget Weapons the player may attach: from hand free, from discard at its cost."""
        found = [card for card in player.hand if self.is_gadget_weapon(card)]
        if not discard_locked(self.game, player):
            found += [
                card
                for card in player.discard
                if self.is_gadget_weapon(card) and card.cost <= player.ghost_rock
            ]
        return found

    def gear_up(self, context: Context) -> Flow:
        player = context.player
        weapon = yield from self.select_card(context, self.gadget_weapons(player))
        cost = 0 if weapon.zone is Zone.HAND else weapon.cost
        self.game.actions.pay(player, cost)
        self.game.actions.attach(weapon, self.card)
        self.game.log.add("{0} pays {1} ghost rock to attach {2} to {3}", player, cost, weapon, self.card)
