"""Ready Fer Anythin' (25053, Debt of Blood) — action.
Noon: Target your dude. If that dude has a Sidekick, they get +1 influence. If they have a
Weapon, draw a card. If they have an Attire, they become a stud. If they have a Horse, they
get +1 bullets.

"Has a Sidekick" is an attached card with the keyword; each clause is checked on its own
and one of each is enough (two Weapons still draw one card). A Noon play's effects last the
day (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target


class ReadyFerAnythin(CardScript):
    code = "25053"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.get_ready,
        )

    def get_ready(self, context: Context) -> None:
        dude, you = context.target, context.player
        assert dude is not None
        effects = AbilityKit.effects
        if dude.attachments_with("Sidekick"):
            self.apply_ability_effect(context, match=dude, effect=effects.modify_influence(1))
            self.game.log.add("{0} gives {1} +1 influence", you, dude)
        if dude.attachments_with("Weapon") and self.game.actions.draw(you, 1):
            self.game.log.add("{0} draws a card", you)
        if dude.attachments_with("Attire"):
            self.apply_ability_effect(context, match=dude, effect=effects.set_as_stud())
            self.game.log.add("{0} makes {1} a stud", you, dude)
        if dude.attachments_with("Horse"):
            self.apply_ability_effect(context, match=dude, effect=effects.modify_bullets(1))
            self.game.log.add("{0} gives {1} +1 bullets", you, dude)
