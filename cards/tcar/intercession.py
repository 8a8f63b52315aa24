"""Intercession (19038, There Comes a Reckoning) — spell, Miracle.
React Miracle 5, Boot: After an opposing dude becomes a stud, make one of your dudes a stud.
Shootout Miracle 7, Boot: Choose your dude and an opposing dude. Each of those dudes unboots
and gets +2 bullets.

"Becomes a stud" is a dude who was not a stud made one by a lasting effect
(`onDudeBecomesStud`); "opposing" is another player's. Any dude of yours may be made a
stud, for as long as a React's effect lasts (the shootout, or the phase outside one, §8.3).
The Shootout cast chooses your dude first, then one of the opposing posse; both unbooting
and the +2 bullets last the shootout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event

BONUS = 2


class Intercession(CardScript):
    code = "19038"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_reaction(
            when={"onDudeBecomesStud": self.an_opposing_dude_becomes_a_stud},
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.make_your_dude_a_stud,
        )
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=7,
            target=Target(prompt="Select a dude", controller="current"),
            on_success=self.intercede,
        )

    def an_opposing_dude_becomes_a_stud(self, event: Event) -> bool:
        return event.card.controller is not self.controller

    def make_your_dude_a_stud(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, context.player.dudes(), "Select a dude")
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, dude)

    def opposing_dudes(self, context: Context) -> list[Card]:
        return self.affectable(context, list(self.opposing_posse))

    def intercede(self, context: Context) -> Flow:
        yours = context.target
        assert yours is not None
        theirs = yield from self.select_card(context, self.opposing_dudes(context), "Select a dude")
        for dude in (yours, theirs):
            self.game.actions.unboot(dude)
            self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(BONUS))
        self.game.log.add("{0} unboots {1} and {2}, each with +2 bullets", context.player, yours, theirs)
