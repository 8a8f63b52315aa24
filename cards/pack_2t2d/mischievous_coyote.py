"""Mischievous Coyote (20048, Too Tough to Die) — spell, Spirit • Sidekick.
Shootout Spirit 9, Boot: Switch your total stud bonus and total draw bonus when making
draw hands this round. You must have at least 1 non-token stud dude and 1 non-token draw
dude in your posse to use this ability.

The requirement is checked before the spell is offered (issue 19). The totals are the
posse's (§5.5: the shooter's bullets, +1 for each other dude of a type), switched as the
draw hand is made this round (`switches_stud_and_draw_bonuses`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class MischievousCoyote(CardScript):
    code = "20048"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=9,
            cost=ability.costs.boot_self(),
            condition=self.a_stud_and_a_draw_in_your_posse,
            on_success=self.trick,
        )

    def a_stud_and_a_draw_in_your_posse(self, context: Context) -> bool:
        dudes = [dude for dude in self.your_posse if not dude.data.is_token]
        return any(d.shooter == "stud" for d in dudes) and any(d.shooter == "draw" for d in dudes)

    def trick(self, context: Context) -> None:
        effect = AbilityKit.effects.switches_stud_and_draw_bonuses()
        self.until_end_of_shootout_round(context, targets_players=True, effect=effect)
        self.game.log.add("{0} switches their stud and draw bonuses this round", context.player)
