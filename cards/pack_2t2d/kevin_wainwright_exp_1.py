"""Kevin Wainwright (Exp.1) (20017, Too Tough to Die) — dude, Experienced 1.
Noon/Shootout: Move Kevin to a location with a Huckster or Abomination dude. If this is a
shootout play, the location must be the shootout location. Kevin joins your posse. Kevin
becomes a stud and if there is an opposing dude with grit 11 or higher at that location,
draw two cards.

A card effect's move, so Kevin does not boot (§4.2). At Noon he goes to another location
where any player's Huckster or Abomination stands; there is no posse to join. As a Shootout
play the shootout's location must hold one, and Kevin, not yet in a posse, joins his
player's posse there, booted or not: the play type `noon/shootout:join` lets him use it from
outside the posse (§5.4). He is a stud as long as the play type says (§8.3: the
day at Noon, the shootout in one). "Opposing" dudes are his opponent's dudes at that
location; grit is value + bullets + influence (§1.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

GRIT = 11


class KevinWainwrightExp1(CardScript):
    code = "20017"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon/shootout:join",
            condition=self.a_place_to_go,
            message="{player} uses {source}",
            handler=self.go_to_the_huckster,
        )

    def huckster_or_abomination(self, dude: Card) -> bool:
        return dude.skill("huckster") is not None or dude.has_keyword("Abomination")

    def destinations(self, context: Context) -> list[str]:
        shootout = self.game.shootout
        if shootout is not None:
            if not self.may_join_your_posse(context, self.card):
                return []
            places = [shootout.location]
        else:
            places = [uid for uid in self.game.locations.all() if uid != self.card.location]
        return [
            uid
            for uid in places
            if any(self.huckster_or_abomination(dude) for dude in self.game.locations.dudes_at(uid))
        ]

    def a_place_to_go(self, context: Context) -> bool:
        return bool(self.destinations(context))

    def go_to_the_huckster(self, context: Context) -> Flow:
        kevin = self.card
        destination = yield from self.choose_location(context, self.destinations(context))
        if self.game.shootout is not None:
            yield from self.move_into_posse(context, kevin)
        else:
            self.game.actions.move_dude(kevin, destination)
        self.game.log.add(
            "{0} moves {1} to {2}", context.player, kevin, self.game.locations.name(destination)
        )
        self.apply_ability_effect(context, match=kevin, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", context.player, kevin)
        gritty = [
            dude
            for dude in self.game.locations.dudes_at(destination)
            if dude.controller is not context.player and dude.grit >= GRIT
        ]
        if gritty:
            self.game.actions.draw(context.player, 2)
            self.game.log.add(
                "{0} draws 2 cards: {1} has grit {2}", context.player, gritty[0], gritty[0].grit
            )
