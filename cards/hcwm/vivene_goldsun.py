"""Vivene Goldsun (22012) — If Vivene has a Mystical goods, she is a stud.
Shootout, Boot: Discard one of Vivene's Mystical goods to choose an opposing dude with grit
lower than that goods' value. Send that dude home booted.

"Discard ... to choose" pays for the effect (`costs.discard_attachment`); the opposing dude
(one in the opposing posse) is chosen after it, against the discarded goods' value as it
was in play. With no such dude, nothing is sent home.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card


class ViveneGoldsun(CardScript):
    code = "22012"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_mystical_goods, effect=ability.effects.set_as_stud())
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.discard_attachment("Mystical")],
            message="{player} uses {source}",
            handler=self.send_one_home,
        )

    def has_mystical_goods(self) -> bool:
        # Only goods print the Mystical keyword among attachments, as the cost relies on too.
        return any(c.has_keyword("Mystical") for c in self.card.attachments)

    def send_one_home(self, context: Context) -> Flow:
        goods = context.paid_card
        assert goods is not None
        value = goods.value
        dudes = [d for d in self.opposing_posse if d.grit < value]
        if not dudes:
            return
        dude: Card = yield from self.select_card(context, dudes, "Select a dude")
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
