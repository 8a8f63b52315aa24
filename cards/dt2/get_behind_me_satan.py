"""Get Behind Me, Satan! (24192, Weird West Edition) — spell, Miracle.
Resolution Miracle 5, Boot: Reduce your casualties this round by this dude's Blessed
rating. Target opposing Abomination does not contribute to the posse's draw and stud
ratings during the next shootout round.

The requirement is the first sentence (§8.1), always met: with no opposing Abomination the
spell is still cast and only reduces the casualties (ruling
get-behind-me-satan-without-an-abomination). The Blessed rating is read as the spell
resolves. "The next shootout round" is the round after this one.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class GetBehindMeSatan(CardScript):
    code = "24192"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="resolution",
            difficulty=5,
            cost=ability.costs.boot_self(),
            on_success=self.get_behind_me,
        )

    def get_behind_me(self, context: Context) -> Flow:
        blessed = self.parent
        assert blessed is not None
        rating = blessed.skill("blessed") or 0
        effects = AbilityKit.effects
        self.until_end_of_shootout_round(
            context, targets_players=True, effect=effects.reduce_casualties(rating)
        )
        self.game.log.add("{0} reduces their casualties this round by {1}", context.player, rating)
        abominations = [dude for dude in self.opposing_posse if dude.has_keyword("Abomination")]
        if not abominations:
            return
        abomination: Card = yield from self.select_card(context, abominations, "Select a dude")
        self.during_the_next_shootout_round(
            context, match=abomination, effect=effects.does_not_contribute_to_draw_hands()
        )
        self.game.log.add(
            "{0} does not contribute to the posse's draw and stud ratings next round", abomination
        )
