"""Nathaniel Tuwikaa (21018) — dude of the First Peoples.
Noon: Nathaniel calls out a dude at his location. When forming shootout hands this shootout,
all dudes use their influence instead of bullets to determine how many cards each player draws
(but keep their bullet type).

"This shootout" is the one the call out starts: the influence rule applies only once the call
out is accepted (a refused call out starts none), and lasts until that shootout ends; each
shooter then adds his influence to the bonus of his own type (§5.5, engine.shootout_draw), as
with ...It's who you know. Nathaniel is not booted by calling out (§5.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class NathanielTuwikaa(CardScript):
    code = "21018"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", condition=self.dude_here),
            message="{player} uses {source} to call out {target}",
            handler=self.nathaniel_calls_out,
        )

    def dude_here(self, card: Card, context: Context) -> bool:
        return self.can_call_out(self.card, card)

    def nathaniel_calls_out(self, context: Context) -> Flow:
        callee = context.target
        assert callee is not None
        yield from self.call_out(context, self.card, callee, if_accepted=self.talk_it_out)

    def talk_it_out(self, context: Context) -> None:
        self.until_end_of_shootout(
            context, effect=AbilityKit.effects.draws_by_influence(), targets_players=True
        )
        self.game.log.add("{0} has all dudes use their influence to draw this shootout", context.player)
