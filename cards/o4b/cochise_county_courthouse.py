"""Cochise County Courthouse (21042) — deed, Public • Government.
Controller Noon Job, Boot: Mark the town square. Your posse must have 4 or more bullets. If
successful, you may pay ghost rock equal to an opposing dude's influence to boot all cards
attached to that dude and move that dude to town square booted.

On success the job's player may pick one of the other player's dudes whose influence they can
pay (or decline); the ghost rock goes to the bank (§9.1), then the dude's attachments boot and he
is moved to the town square booted (§4.2: a card effect's move boots when it says so).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript
from engine.flow import Flow
from engine.jobs import Job
from engine.model import TOWN_SQUARE

BULLETS_NEEDED = 4


class CochiseCountyCourthouse(CardScript):
    code = "21042"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.job(
            mark="town square",
            cost=ability.costs.boot_self(),
            controller=True,
            posse_condition=self.has_four_bullets,
            on_success=self.summon_to_court,
        )

    def has_four_bullets(self, job: Job) -> str | None:
        bullets = sum(dude.bullets for dude in job.posse)
        if bullets >= BULLETS_NEEDED:
            return None
        return f"the posse needs {BULLETS_NEEDED} or more bullets and has {bullets}"

    def summon_to_court(self, job: Job) -> Flow:
        player = job.player
        affordable = [
            dude
            for dude in self.game.cards_in_play()
            if dude.type == "dude"
            and dude.controller is player.opponent
            and dude.influence <= player.ghost_rock
        ]
        dude = yield from self.may_select_card(
            job.context, self.affectable(job.context, affordable), "Select a dude"
        )
        if dude is None:
            return
        fee = dude.influence
        self.game.actions.pay(player, fee)
        for attachment in dude.attachments:
            self.game.actions.boot(attachment)
        self.game.actions.move_dude(dude, TOWN_SQUARE, boot=True)
        self.game.log.add(
            "{0} pays {1} ghost rock to boot {2}'s attachments and move them to Town Square booted",
            player,
            fee,
            dude,
        )
