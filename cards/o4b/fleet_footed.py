"""Fleet-Footed (21053) — action.
Noon: Send your dude home booted.
Shootout: Give your dude +1 bullets and an opposing dude -1 bullets.

In the shootout "your dude" is one of your posse and "an opposing dude" one of the opposing
posse (§5); the opposing dude is selected once your dude is, and both changes last the
shootout (§8.3). At Noon any of your dudes may go, even one already at home (he boots).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class FleetFooted(CardScript):
    code = "21053"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="current"),
            message="{player} plays {source} on {target}",
            handler=self.run_home,
        )
        self.action(
            play_type="shootout",
            target=Target(prompt="Select a dude", condition=self.in_your_posse),
            message="{player} plays {source} on {target}",
            handler=self.outpace,
        )

    def run_home(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)

    def in_your_posse(self, dude: Card, context: Context) -> bool:
        return dude in self.your_posse

    def outpace(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        opposing = yield from self.select_card(
            context, self.affectable(context, self.opposing_posse), "Select a dude"
        )
        effects = AbilityKit.effects
        self.apply_ability_effect(context, match=dude, effect=effects.modify_bullets(1))
        self.apply_ability_effect(context, match=opposing, effect=effects.modify_bullets(-1))
        self.game.log.add("{0} gives {1} +1 bullets and {2} -1 bullets", context.player, dude, opposing)
