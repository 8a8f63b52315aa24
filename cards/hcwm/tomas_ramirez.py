"""Tomas Ramirez (22025, Hell's Comin' With Me) — dude, Huckster 1.
Shootout: Boot Tomas's Hex to make a Huckster skill check against the value of an opposing
Weapon. If successful, discard both the booted Hex and the Weapon.

Booting one of his Hexes is the cost; the Weapon (attached to a dude of the opposing posse)
is chosen as he plays it. Tomas pulls, adding his Huckster rating, against the Weapon's
value as his effects read it (§7.1). Failed, nothing more happens: the Hex stays booted.
"""

from __future__ import annotations

from engine.abilities import Target
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

SKILL = "huckster"


class TomasRamirez(CardScript):
    code = "22025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_attachment("Hex"),
            target=Target(
                prompt="Select a Weapon",
                card_type=("goods", "spell"),
                condition=self.an_opposing_weapon,
            ),
            message="{player} uses {source} on {target}",
            handler=self.break_the_weapon,
        )

    def an_opposing_weapon(self, card: Card, context: Context) -> bool:
        return card.has_keyword("Weapon") and card.parent in self.opposing_posse

    def break_the_weapon(self, context: Context) -> Flow:
        weapon, hex_ = context.target, context.paid_card
        assert weapon is not None and hex_ is not None
        check = yield from self.skill_check(context, self.card, SKILL, self.value_of(weapon))
        if check.succeeded:
            self.game.actions.discard(hex_)
            self.game.actions.discard(weapon)
            self.game.log.add("{0} discards {1} and {2}", context.player, hex_, weapon)
