"""Drew Beauman (24072, Weird West Edition) — dude, Mad Scientist 1.
Whenever an opponent reveals a cheatin' hand and yours is legal, Drew may immediately
attempt to invent a Gadget without booting (other requirements of inventing must still be
met.)

A React on the reveal (§8.2), in a shootout or in lowball. "Other requirements" are those
of inventing a Gadget from hand (§3.5, §7.3): its cost is paid, Drew pulls his Mad
Scientist against its difficulty; only this invention spares him the boot.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow
from engine.gadgets import is_gadget
from engine.phases.noon_actions import Shop


class DrewBeauman(CardScript):
    code = "24072"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_and_you_do_not},
            condition=self.has_a_gadget_to_invent,
            message="{player} uses {source}",
            handler=self.invent,
        )

    def opponent_cheats_and_you_do_not(self, event: Event) -> bool:
        you = self.controller_now
        return self.reveals_cheatin(you.opponent) and not self.reveals_cheatin(you)

    def gadgets(self, context: Context) -> list[Shop]:
        return self.playable(
            context.player, card=is_gadget, onto=[self.card], as_shoppin=False, without_booting=True
        )

    def has_a_gadget_to_invent(self, context: Context) -> bool:
        return bool(self.gadgets(context))

    def invent(self, context: Context) -> Flow:
        yield from self.play_card(context, self.gadgets(context))
