"""Rabbit's Deception (24229, Weird West Edition) — action, Technique, Tao of the Jade Rabbit.
Shootout Tao Technique: Send this dude home booted. If they were unbooted when you played
this card, you may also send an opposing dude home booted. Combo if there is a stud in
the opposing posse.

"This dude" is the Kung Fu dude who performs it, in the posse. Whether he was unbooted
is read as the card is played, before his Kung Fu test; the opposing dude is one of the
opposing posse. The combo looks at the opposing posse once the effect resolves.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.kung_fu import performer


class RabbitsDeception(CardScript):
    code = "24229"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.technique_action(play_type="shootout", on_success=self.vanish, combo=self.a_stud_opposes)

    def vanish(self, context: Context) -> Flow:
        dude = performer(context)
        was_unbooted = not dude.booted
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
        if not was_unbooted:
            return
        other = yield from self.may_select_card(context, self.opposing_posse, "Select a dude")
        if other is not None and self.game.actions.send_home(other, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, other)

    def a_stud_opposes(self, context: Context) -> bool:
        return any(dude.shooter == "stud" for dude in self.opposing_posse)
