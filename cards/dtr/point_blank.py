"""Point Blank (01142) — action.
Resolution: Boot your stud dude in this posse. Your opponent must ace a dude in their posse
with lower bullets than your dude's bullets.

The ace is logged once it has happened: one that is prevented (Byron Decker) or replaced
is not (`ace_now`).
"""

from __future__ import annotations

from engine.abilities import in_this_shootout
from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.log import Message, message
from engine.model import Card


class PointBlank(CardScript):
    code = "01142"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_your_dude(self.stud_in_your_posse, what="stud dude in this posse"),
            message=self.announce,
            handler=self.fire_point_blank,
        )

    def stud_in_your_posse(self, dude: Card, context: Context) -> bool:
        return in_this_shootout(dude, context) and dude.shooter == "stud"

    def announce(self, context: Context) -> Message:
        return message("{player} plays {source}, booting {dude}", dude=context.data["booted dude"])

    def fire_point_blank(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        shooter: Card = context.data["booted dude"]
        opponent = shootout.opposing(context.player)
        outgunned = [dude for dude in shootout.posse(opponent) if dude.bullets < shooter.bullets]
        if not outgunned:
            self.game.log.add("{0} has no dude with lower bullets than {1}", opponent, shooter)
            return
        victim = yield from self.select_card(context, outgunned, "Select a dude", player=opponent)
        if (yield from self.ace_now(victim, by=context.player)):
            self.game.log.add("{0} aces {1}", opponent, victim)
