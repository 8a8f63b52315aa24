"""Charlie's Place (01063) — Controller Noon, Boot: Raise or lower the bullets of a dude
at this location by 2."""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.flow import Flow


class CharliesPlace(CardScript):
    code = "01063"
    reprints = ("24116",)  # Weird West Edition: "+2 or -2 bullets"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=at_this_location, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.raise_or_lower,
        )

    def raise_or_lower(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        answer = yield from self.choose_option(context, ["raise", "lower"])
        amount = 2 if answer == "raise" else -2
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_bullets(amount))
        self.game.log.add("{0} {1}s {2}'s bullets by 2", context.player, answer, dude)
