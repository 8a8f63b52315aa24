"""Schieffelin Hall (22037) — deed, Public.
When forming draw hands during shootouts at this location, all dudes use their influence
instead of bullets to determine how many cards each player draws (but keep their bullet
type).

A trait on every player while a shootout is at the Hall: the same rule Nathaniel Tuwikaa
and Speaks-with-Buffalo give for one shootout (`draws_by_influence`, §5.5,
`engine.shootout_draw`): each shooter adds his influence to the bonus of his own type.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class SchieffelinHall(CardScript):
    code = "22037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            targets_players=True,
            target_controller="any",
            condition=self.shootout_here,
            effect=ability.effects.draws_by_influence(),
        )

    def shootout_here(self) -> bool:
        shootout = self.game.shootout
        return shootout is not None and shootout.location == self.card.uid
