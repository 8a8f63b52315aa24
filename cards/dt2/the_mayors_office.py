"""The Mayor's Office (24105, Weird West Edition) — deed, Private • Government.
Controller Noon, Boot: Give +1 or -1 influence to a nearby dude.

Nearby is the office itself or a location adjacent to it (§4.1); any player's dude. A
Noon effect lasts until the end of the day (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card


class TheMayorsOffice(CardScript):
    code = "24105"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.nearby, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.sway,
        )

    def nearby(self, dude: Card, context: Context) -> bool:
        return dude.location is not None and self.game.locations.nearby(self.card.uid, dude.location)

    def sway(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        answer = yield from self.choose_option(context, ["+1", "-1"])
        amount = 1 if answer == "+1" else -1
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.modify_influence(amount))
        self.game.log.add("{0} gives {1} {2} influence", context.player, dude, answer)
