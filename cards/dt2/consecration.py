"""Consecration (24197, Weird West Edition) — spell, Miracle.
Cheatin' Resolution Miracle 7: One of your dudes becomes a stud and gets +2 bullets and +2
influence until Nightfall. If this is a shootout, reduce your casualties this round by 3.

No "Boot:": once per day all the same (§7.2); a Cheatin' Resolution, so only against a
cheatin' hand, in a shootout or at gamblin' (§5.6). "One of your dudes" is any of them,
in the fight or not. "Until Nightfall" lasts through today's victory check, where the
+2 influence counts (§3.4); the casualty reduction is this round's, set as the round's
casualties are (§5.7).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class Consecration(CardScript):
    code = "24197"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="cheatin resolution",
            difficulty=7,
            target=Target(prompt="Select a dude", controller="current"),
            on_success=self.consecrate,
        )

    def consecrate(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.until_nightfall(
            context,
            match=dude,
            effect=[effects.set_as_stud(), effects.modify_bullets(2), effects.modify_influence(2)],
        )
        self.game.log.add(
            "{0} uses {1} to make {2} a stud with +2 bullets and +2 influence",
            context.player,
            self.card,
            dude,
        )
        if self.game.shootout is not None:
            self.until_end_of_shootout_round(
                context, effect=effects.reduce_casualties(3), targets_players=True
            )
            self.game.log.add("{0} reduces their casualties this round by 3", context.player)
