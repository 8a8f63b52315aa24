"""Emre, The Turkish Bear (Exp.1) (24019, Weird West Edition) — dude, Kung Fu 1, Experienced 1.
Repeat React: After Emre successfully performs a Technique during a shootout, draw a card
and give Emre +1 bullets. You may use this ability once per shootout.

"Successfully performs" is a technique whose Kung Fu test he passed, once its effect has
resolved (`onTechniquePerformed`); a React's +1 bullets lasts until the end of the
shootout (§8.3). "Repeat" frees it from the once-a-day limit; the text itself allows it
once per shootout.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class EmreTheTurkishBearExp1(CardScript):
    code = "24019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onTechniquePerformed": self.emre_succeeds_in_a_shootout},
            repeat=True,
            limit=ability.limit.per_shootout(1),
            message="{player} uses {source}",
            handler=self.bear_up,
        )

    def emre_succeeds_in_a_shootout(self, event: Event) -> bool:
        return event.dude is self.card and event.succeeded and self.game.shootout is not None

    def bear_up(self, context: Context) -> None:
        self.game.actions.draw(context.player, 1)
        self.apply_ability_effect(context, match=self.card, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} draws a card and gives {1} +1 bullets", context.player, self.card)
