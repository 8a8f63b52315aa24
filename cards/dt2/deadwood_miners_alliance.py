"""Deadwood Miner's Alliance (24011, Weird West Edition) — outfit of the Outlaws.
Your dudes with 4 or more bounty are worth +1 control points while in the town square.
Noon, Boot: Boot your dude at a location you do not own. If the location is Public, give
them 2 bounty and gain 1 ghost rock. If the location is Private, give them 1 bounty and gain
2 ghost rock.

Booting the dude is the ability's requirement, read as a cost: a booted dude, or one at a
location you own, cannot be chosen (issue 19: a printed requirement is checked before the
play is offered). A location neither Public nor Private (the town square, a deed printed with
neither keyword) gives nothing but the boot (ruling deadwood-town-square-is-neither).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class DeadwoodMinersAlliance(CardScript):
    code = "24011"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(match=self.wanted_in_town_square, effect=ability.effects.modify_control(1))
        self.action(
            play_type="noon",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.at_a_location_you_do_not_own)],
            message="{player} uses {source}",
            handler=self.work_the_claim,
        )

    def wanted_in_town_square(self, card: Card) -> bool:
        # Only dudes carry bounty.
        return card.bounty >= 4 and card.in_town_square

    def at_a_location_you_do_not_own(self, dude: Card, context: Context) -> bool:
        return dude.location is not None and self.game.locations.owner(dude.location) is not context.player

    def work_the_claim(self, context: Context) -> None:
        dude: Card = context.data["booted dude"]
        player, where = context.player, dude.location
        assert where is not None
        if self.game.locations.is_public(where):
            bounty, ghost_rock = 2, 1
        elif self.game.locations.is_private(where):
            bounty, ghost_rock = 1, 2
        else:
            return
        self.game.actions.add_bounty(dude, bounty)
        self.game.actions.gain(player, ghost_rock)
        self.game.log.add(
            "{0} gives {1} {2} bounty and gains {3} ghost rock", player, dude, bounty, ghost_rock
        )
