"""Campbell & Hatch Billiard Parlor (20031, Too Tough to Die) — deed, Public • Casino.
Controller React, Boot: After posses are formed, for the remainder of the shootout, hand
ranks cannot be modified Shootout, React, or non-Cheatin' Resolution abilities. Dudes cannot
be discarded or aced by Shootout or non-Cheatin' Resolution abilities during the first
round.

The printed text drops a "by": hand ranks cannot be modified by those abilities
(`engine.type_locks`). Any shootout will do, wherever it is; the locks bind every player's
abilities. Played once the posses are formed, before the first round's plays, "the first
round" is this round (`engine.restrictions`): a casualty is the rules' doing and still goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card
from engine.restrictions import SHOOTOUT_AND_RESOLUTIONS

if TYPE_CHECKING:
    from engine.events import Event


class CampbellHatchBilliardParlor(CardScript):
    code = "20031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": self.posses_are_formed},
            controller=True,
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.keep_it_civil,
        )

    def posses_are_formed(self, event: Event) -> bool:
        return True

    def a_dude(self, card: Card) -> bool:
        return card.is_dude

    def keep_it_civil(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.until_end_of_shootout(
            context, targets_players=True, effect=effects.hand_ranks_locked("Shootout", "React", "Resolution")
        )
        self.until_end_of_shootout_round(
            context,
            match=self.a_dude,
            effect=[
                effects.cannot_be_discarded(by=SHOOTOUT_AND_RESOLUTIONS),
                effects.cannot_be_aced(by=SHOOTOUT_AND_RESOLUTIONS),
            ],
        )
        self.game.log.add(
            "{0} locks hand ranks for the shootout and keeps dudes in play this round", context.player
        )
