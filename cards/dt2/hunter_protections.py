"""Hunter Protections (24123, Weird West Edition) — deed, Private.
Controller Noon, Boot: Boot your dude without a control point at this location. Raise
their bounty by 2. They get 1 permanent control point.

"Boot your dude ..." is the first sentence after the colon, a requirement that must be
met (§8.1): only an unbooted dude may be selected, as a booted one cannot be booted
(ruling hunter-protections-needs-an-unbooted-dude).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target, at_this_location
from engine.model import Card


class HunterProtections(CardScript):
    code = "24123"
    reprints = ("04013",)  # the older printing's wording behaves the same

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.unprotected_here, controller="current"),
            message="{player} uses {source} on {target}",
            handler=self.hire_protection,
        )

    def unprotected_here(self, dude: Card, context: Context) -> bool:
        return at_this_location(dude, context) and not dude.booted and dude.control < 1

    def hire_protection(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        actions = self.game.actions
        actions.boot(dude)
        actions.add_bounty(dude, 2)
        actions.add_control_point(dude)
        self.game.log.add(
            "{0} boots {1}, raises their bounty by 2 and gives them a permanent control point",
            context.player,
            dude,
        )
