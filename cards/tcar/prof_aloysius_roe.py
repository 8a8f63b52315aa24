"""Prof. Aloysius Roe (19014, There Comes a Reckoning) — dude, Mad Scientist 5.
Prof. Roe cannot invent Gadgets and has the Gadget keyword while in play.

React: After a dude at this location pulls for a Mad Scientist skill check, increase the
pull by Prof. Roe's Mad Scientist rating.

The React answers the pull before it is used (§7.1 "after this dude makes a pull"): the
check then counts the pull's value plus his rating, then the dude's own rating. Any dude
at Roe's location, either player's, inventing or making another Mad Scientist check.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.gadgets import SKILL
from engine.pulls import PullMade


class ProfAloysiusRoe(CardScript):
    code = "19014"

    def setup_abilities(self, ability: AbilityKit) -> None:
        effects = ability.effects
        self.persistent_effect(effect=[effects.cannot_invent_gadgets(), effects.gains_keyword("Gadget")])
        self.reaction(
            when={"onPullMade": self.a_scientist_here_pulls},
            message="{player} uses {source}",
            handler=self.lend_a_hand,
        )

    def a_scientist_here_pulls(self, event: Event) -> bool:
        made: PullMade = event.pull
        return made.skill == SKILL and made.dude.location == self.card.location

    def lend_a_hand(self, context: Context) -> None:
        assert context.event is not None
        made = context.event.pull
        rating = self.card.skill(SKILL)
        assert rating is not None  # printed Mad Scientist 5; no effect takes a skill away
        self.game.actions.increase_pull(made, rating)
        self.game.log.add("{0} increases the pull by {1} to {2}", context.player, rating, made.pull.value)
