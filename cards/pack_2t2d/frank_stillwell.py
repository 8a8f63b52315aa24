"""Frank Stillwell (20027, Too Tough to Die) — dude.
After Frank joins the mark's posse or a posse opposing a job, if he is wanted, he unboots.

React: After posses are formed, if Frank is in your posse, send him home booted.

The first is a trait (§8.2): each time he joins the side opposing the leader — the
called-out mark's, or the one opposing a job — as the posses form or later, a wanted Frank
unboots (joining from next door booted him, §5.2). The react takes him out of the fight
before it starts, booted at home, as a card effect of his own player's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class FrankStillwell(CardScript):
    code = "20027"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDudeJoinedPosse": self.wanted_frank_joins_the_marks_side}, handler=self.unboot
        )
        self.reaction(
            when={"onPossesFormed": self.frank_is_in_your_posse},
            message="{player} uses {source} to send him home booted",
            handler=self.go_home,
        )

    def wanted_frank_joins_the_marks_side(self, event: Event) -> bool:
        return event.card is self.card and not event.get("leader_posse") and self.card.wanted

    def unboot(self, context: Context) -> None:
        self.game.actions.unboot(self.card)
        self.game.log.add("{0}'s {1} unboots", context.player, self.card)

    def frank_is_in_your_posse(self, event: Event) -> bool:
        return self.card in self.your_posse

    def go_home(self, context: Context) -> None:
        self.game.actions.send_home(self.card, booted=True)
