"""Master Shou (21012) — dude of the 108 Righteous Bandits.
Noon: Boot your Abomination dude at this or an adjacent deed. The deed's owner must pay you 1
ghost rock, if able.

Booting the Abomination is the ability's requirement, read as a cost: without an unbooted one
at a deed where Shou stands or one adjacent to it, the ability is not offered (issue 19). "The
deed" is the one that Abomination stands at; its owner pays from their stash to Shou's player
(§9.1), nothing when they have none, and nothing when the deed is your own (you would pay
yourself).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class MasterShou(CardScript):
    code = "21012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(self.abomination_at_this_or_an_adjacent_deed),
            message="{player} uses {source}",
            handler=self.collect_the_tithe,
        )

    def abomination_at_this_or_an_adjacent_deed(self, dude: Card, context: Context) -> bool:
        where = dude.location
        if not dude.has_keyword("Abomination") or where is None:
            return False
        deed = self.game.locations.card(where)
        return deed is not None and deed.is_deed and self.game.locations.nearby(self.card.location, where)

    def collect_the_tithe(self, context: Context) -> None:
        dude: Card = context.data["booted dude"]
        you, where = context.player, dude.location
        assert where is not None
        owner = self.game.locations.owner(where)
        if owner is None or owner is you or owner.ghost_rock < 1:
            return
        self.game.actions.pay_player(owner, you, 1)
        self.game.log.add("{0} pays {1} 1 ghost rock", owner, you)
