"""Adrián Vallejo (19013, There Comes a Reckoning) — dude.
React: After a card ability moves a dude to a shootout location and they join a posse, if
Adrián has a Horse, he joins your posse (moving if necessary).

Any dude, either posse: the joined event says whether a card ability moved him to the
fight as he joined (`engine.posse.bring_in`). Adrián joins through this ability, without
booting (§5.2: a card effect's join boots only if it says so); "your posse" needs you in
the fight and Adrián in no posse yet. Without a Horse the React does nothing.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow


class AdrianVallejo(CardScript):
    code = "19013"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeJoinedPosse": self.a_card_brings_a_dude_to_the_fight},
            condition=self.may_ride_in,
            message="{player} uses {source}",
            handler=self.ride_in,
        )

    def a_card_brings_a_dude_to_the_fight(self, event: Event) -> bool:
        return bool(event.get("moved_by_card"))

    def may_ride_in(self, context: Context) -> bool:
        return self.may_join_your_posse(context, self.card)

    def ride_in(self, context: Context) -> Flow:
        if not any(card.has_keyword("Horse") for card in self.card.attachments):
            return
        yield from self.move_into_posse(context, self.card)
        self.game.log.add("{0} moves {1} into their posse", context.player, self.card)
