"""Enrique Dos Santos (21023) — dude, Deputy.
React: After a wanted dude who is not at home accepts a callout from Enrique, other dudes
cannot join the mark's posse until after posses are formed.

The React answers the call out's acceptance, before the posses form (`engine.callout`); the
mark stands alone in his posse, and the effect is gone once both posses are formed
(`until_posses_are_formed`), so a card effect may still bring a dude in during the fight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class EnriqueDosSantos(CardScript):
    code = "21023"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDudeAcceptedCallOut": self.a_wanted_dude_away_from_home_accepts_his_callout},
            message="{player} uses {source}",
            handler=self.nobody_backs_him_up,
        )

    def a_wanted_dude_away_from_home_accepts_his_callout(self, event: Event) -> bool:
        mark = event.callee
        return event.caller is self.card and mark.wanted and mark.location != mark.controller.home.uid

    def nobody_backs_him_up(self, context: Context) -> None:
        assert context.event is not None
        mark = context.event.callee
        self.until_posses_are_formed(
            context, match=mark, effect=AbilityKit.effects.others_cannot_join_posse()
        )
        self.game.log.add("{0}'s {1} faces {2} alone", mark.controller, mark, self.card)
