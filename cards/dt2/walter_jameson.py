"""Walter Jameson (24091, Weird West Edition) — dude.
While Walter is at a deed owned by an opposing player, he gets +1 influence.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class WalterJameson(CardScript):
    code = "24091"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.at_an_opposing_deed, effect=ability.effects.modify_influence(1))

    def at_an_opposing_deed(self) -> bool:
        """A deed an opponent owns (not controls): its home is no deed, the town square no one's."""
        where = self.card.location
        deed = self.game.locations.card(where) if where is not None else None
        return deed is not None and deed.is_deed and deed.owner is not self.controller
