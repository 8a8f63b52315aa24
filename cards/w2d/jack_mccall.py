"""Jack McCall (23023, Welcome to Deadwood) — dude.
Shootout: If there are more dudes in your posse than in the opposing posse, give Jack 1
bounty to make him a stud.

Used while Jack is in a posse (§5.4); the requirement is checked before the play is
offered (issue 19), as the posses stand then. The bounty pays for the stud, which, a
Shootout ability's effect, lasts the shootout (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class JackMcCall(CardScript):
    code = "23023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            condition=self.your_posse_outnumbers_theirs,
            message="{player} uses {source}",
            handler=self.make_him_a_stud,
        )

    def your_posse_outnumbers_theirs(self, context: Context) -> bool:
        return len(self.your_posse) > len(self.opposing_posse)

    def make_him_a_stud(self, context: Context) -> None:
        self.game.actions.add_bounty(self.card, 1)
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} gives {1} 1 bounty to make him a stud", context.player, self.card)
