"""Clementine Lepp (01045) — While in a Saloon you own, Clementine gets +1 influence and
cannot be called out."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class ClementineLepp(CardScript):
    code = "01045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            effect=[ability.effects.modify_influence(1), ability.effects.cannot_be_called_out()],
            condition=self.in_a_saloon_you_own,
        )

    def in_a_saloon_you_own(self) -> bool:
        """A Saloon deed owned by Clementine's player ("you own", not "you control")."""
        where = self.card.location
        deed = self.game.locations.card(where) if where is not None else None
        return (
            deed is not None
            and deed.is_deed
            and deed.has_keyword("Saloon")
            and deed.owner is self.controller_now
        )
