"""James Bogue (25026) — dude.
React: After your posse containing James suffers 1 or more casualties in a shootout, James gets
+1 bullets for the rest of the shootout.

Casualties are suffered once the round's are taken (§5.8), won or lost; James must still be
in the posse to fight on, so his own casualty does not let him react.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event


class JamesBogue(CardScript):
    code = "25026"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onTakenCasualties": self.your_posse_with_james_suffers_casualties},
            message="{player} uses {source}",
            handler=self.fight_harder,
        )

    def your_posse_with_james_suffers_casualties(self, event: Event) -> bool:
        return event.player is self.controller and self.card in self.your_posse

    def fight_harder(self, context: Context) -> None:
        self.until_end_of_shootout(context, match=self.card, effect=AbilityKit.effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets for the rest of the shootout", context.player, self.card)
