"""Ghostly Communion (24209, Weird West Edition) — spell, Spirit.
Your outfit is considered a Holy Ground while casting this spell.
Noon Spirit 5, Boot: Move this dude to a Holy Ground or a location adjacent to one.
Shootout Spirit 7, Boot: This dude joins your posse at a Holy Ground or a location
adjacent to one. This dude becomes a stud.

"This dude" is the Shaman it is attached to (§7.2). A Holy Ground is a location with that
keyword; the outfit gains it while the spell resolves (a trait of the spell) and counts as
one when the game asks whether the Shootout ability may be played. The Noon move goes to
the location the player picks, without booting (§4.2). The Shootout ability brings him
into a posse from wherever he stands, without booting (`shootout:join`), and is offered
only while the fight is at a Holy Ground or next to one and he is in no posse yet; he is
a stud until the shootout ends (§8.3). The first printing (17017, The Showstopper) words
it differently and has no script.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

HOLY_GROUND = "Holy Ground"


class GhostlyCommunion(CardScript):
    code = "24209"

    casting = False

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(
            match=self.your_outfit,
            condition=self.while_casting,
            effect=ability.effects.gains_keyword(HOLY_GROUND),
        )
        self.spell_action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            difficulty=5,
            on_success=self.walk_with_spirits,
        )
        self.spell_action(
            play_type="shootout:join",
            cost=ability.costs.boot_self(),
            condition=self.fight_on_holy_ground,
            difficulty=7,
            on_success=self.join_the_fight,
        )

    def holy_ground_or_next_to_one(self, uid: str) -> bool:
        locations = self.game.locations
        return self.is_holy_ground(uid) or any(
            self.is_holy_ground(other) for other in locations.adjacent_to(uid)
        )

    def your_outfit(self, card: Card) -> bool:
        return card is self.controller.home

    def while_casting(self) -> bool:
        return self.casting

    def is_holy_ground(self, uid: str) -> bool:
        place = self.game.locations.card(uid)
        if place is None:
            return False
        # Before the spell is cast (is the Shootout ability a play?) the outfit counts too.
        return place.has_keyword(HOLY_GROUND) or (place is self.controller.home and not self.casting)

    def walk_with_spirits(self, context: Context) -> Flow:
        self.casting = True
        try:
            yield from self.move_him(context)
        finally:
            self.casting = False

    def move_him(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        places = [
            uid
            for uid in self.game.locations.all()
            if uid != dude.location and self.holy_ground_or_next_to_one(uid)
        ]
        if not places:
            return
        destination = yield from self.choose_location(context, places)
        self.game.actions.move_dude(dude, destination)
        self.game.log.add("{0} moves {1} to {2}", context.player, dude, self.game.locations.name(destination))

    def fight_on_holy_ground(self, context: Context) -> bool:
        shootout = self.game.shootout
        return (
            shootout is not None
            and self.may_join_your_posse(context, self.parent)
            and self.holy_ground_or_next_to_one(shootout.location)
        )

    def join_the_fight(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None
        yield from self.move_into_posse(context, dude)
        self.until_end_of_shootout(context, match=dude, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0}'s {1} joins the posse and becomes a stud", context.player, dude)
