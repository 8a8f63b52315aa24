"""POST-A-TRON (24037, Weird West Edition) — dude, Gadget 6.
You can include POST-A-TRON in your starting gang. If you do, you must boot a Mad
Scientist, who makes a skill check of difficulty 6. If you fail, or cannot make, the skill
check, discard POST-A-TRON.
Noon, Boot: if POST-A-TRON is at the town square, gain 3 ghost rock.

A Gadget dude must otherwise be invented to enter play (§7.3), so it cannot start in a
gang; this one may. Once the decks are shuffled (the older printing: "after shuffling your
deck") its player boots one of their Mad Scientists, who pulls with his Mad
Scientist rating against 6; with none to boot, or on a failure, POST-A-TRON is discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.events import Event

SKILL = "mad scientist"


class PostATron(CardScript):
    code = "24037"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.may_be_in_starting_gang()
        self.trait_reaction(
            when={"onStartingGangsInPlay": self.in_the_starting_gang}, handler=self.get_invented
        )
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.deliver_the_post,
        )

    def in_the_starting_gang(self, event: Event) -> bool:
        return self.card.in_play

    def get_invented(self, context: Context) -> Flow:
        # Every dude of the gang has just entered play unbooted.
        scientists = [dude for dude in context.player.dudes() if dude.skill(SKILL) is not None]
        if not scientists:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} has no Mad Scientist to boot and discards {1}", context.player, self.card)
            return
        scientist = yield from self.select_card(context, scientists, "Select a dude")
        self.game.actions.boot(scientist)
        self.game.log.add("{0} boots {1} to make a skill check for {2}", context.player, scientist, self.card)
        check = yield from self.skill_check(context, scientist, SKILL, 6)
        if not check.succeeded:
            self.game.actions.discard(self.card)
            self.game.log.add("{0} discards {1}", context.player, self.card)

    def deliver_the_post(self, context: Context) -> None:
        if self.card.in_town_square:
            self.game.actions.gain(context.player, 3)
            self.game.log.add("{0} gains 3 ghost rock", context.player)
