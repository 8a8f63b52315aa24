"""Bowie Knife (24149, Weird West Edition) — goods, Melee, Weapon; +1 bullets.
You may attach this card to your dude in a posse (paying all costs) as a Shootout play
(even to a booted dude, or at a location you don't control.)
This dude is a stud. If there is an unbooted non-Melee Weapon in the opposing posse, Bowie
Knife provides no bullet bonus and does not make this dude a stud.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript


class BowieKnife(CardScript):
    code = "24149"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # "Paying all costs": not shoppin', so a booted dude anywhere may take it (§3.5).
        self.play_from_hand_as("shootout")
        # The bullet bonus lapses by the engine's Melee rule (§1.4, §13.18), which reads the
        # printed clause; the stud lapses with it.
        self.while_attached(condition=self.not_outgunned, effect=ability.effects.set_as_stud())

    def not_outgunned(self) -> bool:
        return not self.game.effects.melee_outgunned(self.card)
