"""Jim Hexter (24023, Weird West Edition) — dude.
Shootout Repeat: Pay 1 ghost rock to the controller of the opposing posse's leader or mark
to make Jim a stud. You may use this ability once per shootout.

"Repeat" lifts the once-per-day limit and "once per shootout" puts one back: Jim may use it
again in a later shootout that day. The ghost rock goes to the player on the other side of
the fight (who controls its leader or its mark), not to the bank; the stud lasts the
shootout (§8.3).
"""

from __future__ import annotations

from engine.abilities import Limit
from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Player


class JimHexter(CardScript):
    code = "24023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            limit=Limit.per_shootout(1),  # Repeat, but "once per shootout"
            cost=ability.costs.pay_ghost_rock(1, to=self.the_opposing_side),
            message="{player} pays 1 ghost rock to use {source}",
            handler=self.make_jim_a_stud,
        )

    def the_opposing_side(self, context: Context) -> Player | None:
        """The controller of the opposing posse's leader or mark."""
        shootout = self.game.shootout
        return shootout.opposing(context.player) if shootout is not None else None

    def make_jim_a_stud(self, context: Context) -> None:
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, self.card)
