"""Five Aces Gambling Hall (20035, Too Tough to Die) — deed, Private • Casino • Core.
React, Boot: After posses are formed, if you own the mark, one of your wanted dudes joins
your posse (moving if necessary).

"The mark" is the shootout's: the dude called out, or a job's mark (a deed, a dude; the
town square is nobody's). The dude joins by the card's effect, booted or not, without
booting (§4.2, §5.2, as La Quema); offered only while one of your wanted dudes is in no posse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.dsl import AbilityKit
    from engine.events import Event


class FiveAcesGamblingHall(CardScript):
    code = "20035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": self.you_own_the_mark},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.call_in_a_wanted_dude,
        )

    def you_own_the_mark(self, event: Event) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and shootout.mark is not None
            and shootout.mark.owner is self.card.owner
            and bool(self.wanted_dudes_outside_the_posse())
        )

    def wanted_dudes_outside_the_posse(self) -> list[Card]:
        shootout = self.game.shootout
        assert shootout is not None
        return [dude for dude in self.controller.dudes() if dude.wanted and not shootout.in_posse(dude)]

    def call_in_a_wanted_dude(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, self.wanted_dudes_outside_the_posse(), "Select a dude")
        yield from self.move_into_posse(context, dude)
        self.game.log.add("{0}'s {1} joins the posse", context.player, dude)
