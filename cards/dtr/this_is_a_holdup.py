"""This is a Holdup! (01137) — action.
Noon: Boot your dude at a deed you don't own to take ghost rock from the owner up to the
production of that deed. Raise the bounty on your dude by the amount of ghost rock taken.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class ThisIsAHoldup(CardScript):
    code = "01137"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_your_dude(
                self.at_a_deed_you_dont_own, what="dude at a deed they don't own"
            ),
            message="{player} plays {source}",
            handler=self.hold_up,
        )

    def deed_of(self, dude: Card) -> Card | None:
        place = dude.location
        deed = self.game.locations.card(place) if place is not None else None
        return deed if deed is not None and deed.is_deed else None

    def at_a_deed_you_dont_own(self, dude: Card, context: Context) -> bool:
        deed = self.deed_of(dude)
        return deed is not None and deed.owner is not context.player

    def hold_up(self, context: Context) -> None:
        dude: Card = context.data["booted dude"]
        deed = self.deed_of(dude)
        assert deed is not None
        owner = deed.owner
        taken = self.game.actions.take_ghost_rock(context.player, owner, deed.production)
        if taken == 0:
            self.game.log.add(
                "{0}'s {1} takes no ghost rock from {2} at {3}", context.player, dude, owner, deed
            )
            return
        self.game.actions.add_bounty(dude, taken)
        self.game.log.add(
            "{0}'s {1} takes {2} ghost rock from {3} at {4} and gains {2} bounty",
            context.player,
            dude,
            taken,
            owner,
            deed,
        )
