"""Ike's Place (20034, Too Tough to Die) — deed, Private • Rowdy.
Controller Noon, Boot: Choose a deed on this street or a deed you control. Reduce its
control points and production to 0 until after the next Upkeep Phase.

"This street" is the street Ike's Place stands on (out of town it has none). Production is
collected in the Upkeep phase (§3.2): the effect lasts through the next Upkeep, tomorrow's
when used at Noon (`until_after_next_production`). "Reduce to 0" leaves nothing of what the
deed had, its permanent control points too; an effect given afterwards still applies.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class IkesPlace(CardScript):
    code = "20034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a deed", card_type="deed", condition=self.on_this_street_or_yours),
            message="{player} uses {source} on {target}",
            handler=self.shut_it_down,
        )

    def on_this_street_or_yours(self, deed: Card, context: Context) -> bool:
        street = self.game.locations.street_of(self.card.uid)
        return (street is not None and deed in street) or self.game.controller_of(deed) is context.player

    def shut_it_down(self, context: Context) -> None:
        deed = context.target
        assert deed is not None
        effect = [AbilityKit.effects.fix_control(0), AbilityKit.effects.fix_production(0)]
        self.until_after_next_production(context, match=deed, effect=effect)
        self.game.log.add("{0} reduces {1}'s control points and production to 0", context.player, deed)
