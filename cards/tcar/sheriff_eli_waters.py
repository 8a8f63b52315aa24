"""Sheriff Eli Waters (19012, There Comes a Reckoning) — dude, Deputy.
During Waters' shootout, he has a bullet bonus equal to the highest bounty among wanted
dudes opposing him, to a maximum bonus of 4.

After an opposing player reveals a cheatin' hand, you may move Waters to the location of a
wanted dude. If he moves to the location of a shootout, he may join your posse.

"Waters' shootout" is one where he is in a posse; the dudes opposing him are those of the
other posse. The move is a card effect's: it does not boot him (§4.2), and joining through
it does not boot him either. The reveal is one in a shootout or in lowball (§5.6, §3.1).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card

MAXIMUM = 4
JOIN = "join your posse"
STAY = "pass"


class SheriffEliWaters(CardScript):
    code = "19012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            condition=self.in_its_shootout,
            effect=ability.effects.dynamic_bullets(self.highest_opposing_bounty),
        )
        self.reaction(
            when={"onDrawHandsRevealed": self.an_opponent_cheats},
            condition=self.a_wanted_dude_elsewhere,
            message="{player} uses {source}",
            handler=self.ride_after_them,
        )

    def highest_opposing_bounty(self, card: Card) -> int:
        bounties = [dude.bounty for dude in self.opposing_posse if dude.wanted]
        return min(MAXIMUM, max(bounties)) if bounties else 0

    def an_opponent_cheats(self, event: Event) -> bool:
        return self.reveals_cheatin(self.controller_now.opponent)

    def wanted_locations(self) -> list[str]:
        places = {dude.location for dude in self.game.cards_in_play() if dude.wanted}
        return [uid for uid in self.game.locations.all() if uid in places and uid != self.card.location]

    def a_wanted_dude_elsewhere(self, context: Context) -> bool:
        return bool(self.wanted_locations())

    def ride_after_them(self, context: Context) -> Flow:
        destination = yield from self.choose_location(context, self.wanted_locations())
        shootout = self.game.shootout
        to_the_fight = shootout is not None and shootout.location == destination
        joins = to_the_fight and self.may_join_your_posse(context, self.card)
        if joins and (yield from self.choose_option(context, [JOIN, STAY])) == JOIN:
            # He moves there as he joins: one card ability moves him to the fight.
            yield from self.move_into_posse(context, self.card)
            self.game.log.add("{0} moves {1} into their posse", context.player, self.card)
            return
        self.game.actions.move_dude(self.card, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, self.card, place)
