"""Fallen Star (23053) — action.
React: After your dude is chosen by an opponent's Shootout ability, boot a dude in your posse
that could have been chosen. The booted dude is chosen instead.

The React answers the play as it is declared (its target chosen), before it resolves
(`engine.plays`): an opponent's Shootout ability that chose one of your dudes. The dude
booted is another unbooted dude of your posse the ability could legally have chosen, and the
play resolves on him.
"""

from __future__ import annotations

from engine.abilities import ActionAbility, is_shootout_ability
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.model import Card
from engine.plays import PLAY_DECLARED, chosen_instead


class FallenStar(CardScript):
    code = "23053"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={PLAY_DECLARED: self.an_opponent_chooses_your_dude},
            condition=self.another_could_have_been_chosen,
            message="{player} plays {source}",
            handler=self.take_the_fall,
        )

    def an_opponent_chooses_your_dude(self, event: Event) -> bool:
        chosen = event.context.target
        return (
            event.player is not self.card.owner
            and is_shootout_ability(event.ability)
            and chosen is not None
            and chosen.is_dude
            and chosen.controller is self.card.owner
        )

    def stand_ins(self, context: Context) -> list[Card]:
        assert context.event is not None
        play: Context = context.event.context
        ability = play.ability
        assert isinstance(ability, ActionAbility) and ability.target is not None
        eligible = ability.target.eligible(play)
        posse = self.game.shootout.posse(context.player) if self.game.shootout is not None else []
        return [dude for dude in posse if dude is not play.target and not dude.booted and dude in eligible]

    def another_could_have_been_chosen(self, context: Context) -> bool:
        return bool(self.stand_ins(context))

    def take_the_fall(self, context: Context) -> Flow:
        assert context.event is not None
        dude = yield from self.select_card(context, self.stand_ins(context), "Select a dude")
        self.game.actions.boot(dude)
        chosen_instead(self.game, context.event.context, dude)
        self.game.log.add("{0} boots {1}, who is chosen instead", context.player, dude)
