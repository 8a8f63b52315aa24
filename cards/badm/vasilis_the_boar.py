"""Vasilis the Boar (13006, Bad Medicine) — dude, Deputy.
While Vasilis is in a shootout, each wanted dude in the opposing posse has -2 value.
Shootout: Use the Shootout ability of a Weapon on Vasilis (even if that ability has already
been used), ignoring any boot cost, then ace that Weapon.
"""

from __future__ import annotations

from engine.abilities import ActionAbility
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class VasilisTheBoar(CardScript):
    code = "13006"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            # The opposing posse is another player's: the match says whose.
            target_controller="any",
            match=self.wanted_dude_opposing_him,
            effect=ability.effects.modify_value(-2),
        )
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a card", card_type="goods", condition=self.his_loaded_weapon),
            message="{player} uses {source} to fire {target}",
            handler=self.fire_and_ace,
        )

    def wanted_dude_opposing_him(self, card: Card) -> bool:
        return card.wanted and self.in_its_shootout() and card in self.opposing_posse

    def usable_shootout_abilities(self, weapon: Card, context: Context) -> list[ActionAbility]:
        """The Weapon's Shootout abilities usable once their limit and boot costs are lifted."""
        shootout_abilities = [
            a for a in weapon.abilities if isinstance(a, ActionAbility) and a.play_type == "shootout"
        ]
        return [a for a in shootout_abilities if self.may_use_ignoring_boot_costs(context.player, a)]

    def his_loaded_weapon(self, weapon: Card, context: Context) -> bool:
        return (
            weapon.parent is self.card
            and weapon.has_keyword("Weapon")
            and bool(self.usable_shootout_abilities(weapon, context))
        )

    def fire_and_ace(self, context: Context) -> Flow:
        weapon = context.target
        assert weapon is not None
        usable = self.usable_shootout_abilities(weapon, context)
        if not usable:
            return
        first, *_ = usable  # a Weapon prints one Shootout ability
        yield from self.use_ignoring_boot_costs(context, first)
        self.game.actions.ace(weapon)
        self.game.log.add("{0} aces {1}", context.player, weapon)
