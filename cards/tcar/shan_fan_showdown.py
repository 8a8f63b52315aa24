"""Shan Fan Showdown! (19044, There Comes a Reckoning) — action, Headline.
React: After posses are formed, choose your dude with a Melee Weapon in your posse. That
dude unboots and becomes a stud. For the remainder of the shootout, React, Shootout, and
non-Cheatin' Resolution abilities cannot increase or decrease hand ranks or increase or
decrease casualties.

Offered only with such a dude in your posse. The stud lasts the shootout, as a React's
effect in a shootout does (§8.3); the lock binds every player's abilities, this card's
player's too, and lapses when the shootout ends (`engine.type_locks`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event

LOCKED = ("React", "Shootout", "Resolution")


class ShanFanShowdown(CardScript):
    code = "19044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onPossesFormed": self.you_have_a_dude_with_a_melee_weapon},
            message="{player} plays {source}",
            handler=self.showdown,
        )

    def your_dudes_with_a_melee_weapon(self) -> list[Card]:
        return [
            dude
            for dude in self.your_posse
            if any(a.has_keyword("Melee") and a.has_keyword("Weapon") for a in dude.attachments)
        ]

    def you_have_a_dude_with_a_melee_weapon(self, event: Event) -> bool:
        return bool(self.your_dudes_with_a_melee_weapon())

    def showdown(self, context: Context) -> Flow:
        effects = AbilityKit.effects
        dude = yield from self.select_card(context, self.your_dudes_with_a_melee_weapon(), "Select a dude")
        self.game.actions.unboot(dude)
        self.until_end_of_shootout(context, match=dude, effect=effects.set_as_stud())
        self.until_end_of_shootout(
            context,
            targets_players=True,
            effect=[*effects.hand_ranks_locked(*LOCKED), *effects.casualties_locked(*LOCKED)],
        )
        self.game.log.add("{0} unboots {1} and makes them a stud", context.player, dude)
