"""Harlan Stanton (22009) — Harlan is a stud while at a Ranch.
Shootout: If this shootout is at a Ranch, Harlan joins your posse (moving if necessary).

Joining by his own ability's effect does not boot him, booted or not (§4.2, §5.2); it is
offered only while he is not in a posse yet. The "If" is checked as it resolves (§8.1): away
from a Ranch the ability does nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow


class HarlanStanton(CardScript):
    code = "22009"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.at_a_ranch, effect=ability.effects.set_as_stud())
        self.action(
            play_type="shootout:join",
            condition=self.harlan_may_join,
            message="{player} uses {source}",
            handler=self.ride_in,
        )

    def is_a_ranch(self, where: str | None) -> bool:
        deed = self.game.locations.card(where) if where is not None else None
        return deed is not None and deed.has_keyword("Ranch")

    def at_a_ranch(self) -> bool:
        return self.is_a_ranch(self.card.location)

    def harlan_may_join(self, context: Context) -> bool:
        return self.may_join_your_posse(context, self.card)

    def ride_in(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        if self.is_a_ranch(shootout.location):
            yield from self.move_into_posse(context, self.card)
            self.game.log.add("{0} joins {1}'s posse", self.card, context.player)
