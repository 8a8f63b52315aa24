"""F1 Burch (19019, There Comes a Reckoning) — dude, Transient.
React: After F1 Burch enters play, move him to the in-town location of one of your other
dudes. You may attach a non-Unique, non-Gadget goods from your hand or discard pile to one
of your dudes at that location, reducing its cost by 1.

The move is a card effect's: it does not boot him (§4.2). The goods is attached by the
ability, not shopped: it goes to a dude at that location whoever controls it, paying its
cost less 1 (never below 0, §8.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card
from engine.phases.noon_actions import Shop
from engine.zones import Zone

REDUCTION = 1


class F1Burch(CardScript):
    code = "19019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onCardEntersPlay": self.he_enters_play},
            condition=self.another_dude_in_town,
            message="{player} uses {source}",
            handler=self.ride_in,
        )

    def he_enters_play(self, event: Event) -> bool:
        return event.card is self.card

    def in_town_places(self, context: Context) -> list[str]:
        places = {
            dude.location
            for dude in context.player.dudes()
            if dude is not self.card
            and dude.location is not None
            and self.game.locations.in_town(dude.location)
        }
        return [uid for uid in self.game.locations.all() if uid in places]

    def another_dude_in_town(self, context: Context) -> bool:
        return bool(self.in_town_places(context))

    def simple_goods(self, card: Card) -> bool:
        return card.type == "goods" and not card.data.unique and not card.has_keyword("Gadget")

    def ride_in(self, context: Context) -> Flow:
        destination = yield from self.choose_location(context, self.in_town_places(context))
        self.game.actions.move_dude(self.card, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, self.card, place)
        dudes = [dude for dude in context.player.dudes() if dude.location == destination]
        plays: list[Shop] = [
            play
            for source in (Zone.HAND, Zone.DISCARD)
            for play in self.playable(
                context.player,
                card=self.simple_goods,
                source=source,
                onto=dudes,
                reduction=REDUCTION,
                as_shoppin=False,
            )
        ]
        goods = yield from self.may_select_card(context, list(dict.fromkeys(play.card for play in plays)))
        if goods is not None:
            yield from self.play_card(context, [play for play in plays if play.card is goods])
