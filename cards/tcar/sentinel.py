"""Sentinel (19034) — spell, Miracle.
Noon Miracle 5, Boot: This dude gains +1 bullets, +1 Blessed skill rating, and becomes a
stud. You may move this dude to an adjacent location or town square. If this dude is in town
square during Sundown, you may discard this spell after victory is checked to give this dude
a permanent control point.

A Noon ability's effects last the day (§8.3). The move is a card effect's: it does not boot
him (§4.2). The last sentence belongs to this day's casting: the spell is marked for the day
(`WATCHING`, a lasting effect a board keeps) and, after the victory check, while its dude is
in the town square, its player may discard it for the point (`until_end_of_day` runs through
Sundown).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.effects import EffectSpec
from engine.events import Event
from engine.flow import Flow
from engine.model import TOWN_SQUARE

#: Marks the spell cast today, whose Sundown pay-off is still to come.
WATCHING = EffectSpec("flag", "Sentinel watches over the town square")
MOVE, STAY = "move", "stay"


class Sentinel(CardScript):
    code = "19034"
    flags = (WATCHING.stat,)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="noon",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.keep_watch,
        )
        self.reaction(
            when={"onSundownAfterVictoryCheck": self.watching_the_town_square},
            message="{player} discards {source}",
            handler=self.reward,
        )

    def keep_watch(self, context: Context) -> Flow:
        dude = self.parent
        assert dude is not None and dude.location is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context,
            match=dude,
            effect=[
                effects.modify_bullets(1),
                effects.modify_skill_rating(1, "blessed"),
                effects.set_as_stud(),
            ],
        )
        self.until_end_of_day(context, match=self.card, effect=WATCHING)
        self.game.log.add(
            "{0} gives {1} +1 bullets and +1 Blessed skill and makes them a stud", context.player, dude
        )
        places = [p for p in self.game.locations.adjacent_to(dude.location) if p != TOWN_SQUARE]
        places = [*places, TOWN_SQUARE] if dude.location != TOWN_SQUARE else places
        if (yield from self.choose_option(context, [MOVE, STAY])) == STAY:
            return
        destination = yield from self.choose_location(context, places)
        if self.game.actions.move_dude(dude, destination):
            self.game.log.add(
                "{0} moves {1} to {2}", context.player, dude, self.game.locations.name(destination)
            )

    def watching_the_town_square(self, event: Event) -> bool:
        dude = self.parent
        return (
            dude is not None and dude.in_town_square and self.game.effects.has_flag(self.card, WATCHING.stat)
        )

    def reward(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.game.actions.discard(self.card)
        self.game.actions.add_control_point(dude)
        self.game.log.add("{0} gives {1} a permanent control point", context.player, dude)
