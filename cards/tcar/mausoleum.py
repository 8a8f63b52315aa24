"""Mausoleum (19021) — deed, Public.
Controller React, Boot: After a non-token, non-Abomination dude is aced from play, this deed
gains +1 permanent control points.

Any player's dude counts; a permanent control point is a token that stays while the deed is
in play (`actions.add_control_point`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event


class Mausoleum(CardScript):
    code = "19021"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardAced": self.a_dude_is_aced_from_play},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.gain_a_control_point,
            controller=True,
        )

    def a_dude_is_aced_from_play(self, event: Event) -> bool:
        dude = event.card
        return (
            event.from_play
            and dude.is_dude
            and not dude.data.is_token
            and not dude.has_keyword("Abomination")
        )

    def gain_a_control_point(self, context: Context) -> None:
        self.game.actions.add_control_point(self.card)
        self.game.log.add("{0} gives {1} a permanent control point", context.player, self.card)
