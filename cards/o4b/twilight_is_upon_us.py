"""Twilight Is Upon Us (21055) — action, Headline.
Shootout: All shooters have +2 bullets while in a posse with a skilled dude. Your skilled dude
joins your posse (moving if necessary).

"All shooters" are both posses' (§5.4), each read whenever his bullets are: +2 while his posse
holds a dude with a skill (Kung Fu is none), for the rest of the shootout (§8.3). Then one of
your skilled dudes outside the posses, if any, joins your posse, moving to the fight without
booting (`move_into_posse`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.effects import SKILLS
from engine.flow import Flow
from engine.model import Card


def skilled(dude: Card) -> bool:
    return any(dude.skill(skill) is not None for skill in SKILLS)


class TwilightIsUponUs(CardScript):
    code = "21055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="shootout", message="{player} plays {source}", handler=self.dusk_falls)

    def shooter_beside_a_skilled_dude(self, dude: Card) -> bool:
        shootout = self.game.shootout
        if shootout is None or dude not in shootout.shooters.values():
            return False
        side = shootout.posse_of(dude)
        return side is not None and any(skilled(other) for other in shootout.posse(side))

    def dusk_falls(self, context: Context) -> Flow:
        self.apply_ability_effect(
            context,
            match=self.shooter_beside_a_skilled_dude,
            effect=AbilityKit.effects.modify_bullets(2),
            target_controller="any",
        )
        self.game.log.add(
            "{0} gives all shooters +2 bullets while in a posse with a skilled dude", context.player
        )
        shootout = self.game.shootout
        assert shootout is not None
        outside = [
            dude
            for dude in self.game.cards_in_play()
            if dude.type == "dude"
            and dude.controller is context.player
            and skilled(dude)
            and not shootout.in_posse(dude)
        ]
        if not outside:
            return
        dude = yield from self.select_card(context, outside, "Select a dude")
        yield from self.move_into_posse(context, dude)
        self.game.log.add("{0}'s {1} joins their posse", context.player, dude)
