"""Speaks-with-Buffalo (22019) — dude of the First Peoples.
Noon Job, Boot: Mark an opposing dude. Speaks-with-Buffalo becomes a stud. When forming draw
hands this shootout, all dudes use their influence instead of bullets to determine how many
cards each player draws (but keep their bullet types). If successful, unboot
Speaks-with-Buffalo, draw 2 cards, and then discard 2 cards.

He becomes a stud as the job starts, whether or not he leads it, for the day: the job is a
Noon ability (§8.3; ruling `speaks-with-buffalo-stud-for-the-day`). "This shootout" is the
job's own, once the mark's side opposes it: the influence rule starts with that shootout and
ends with it, as with Nathaniel Tuwikaa (`draws_by_influence`, §5.5); an unopposed job has
none. The success text is done once the posse has gone home booted, as Heist's "unboot your
leader" is: unbooted at the mark he would be booted again a moment later (ruling
`speaks-with-buffalo-unboots-at-home`). The 2 cards discarded are the player's pick.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.flow import Flow
from engine.jobs import Job

CARDS = 2


class SpeaksWithBuffalo(CardScript):
    code = "22019"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.buffalo_job = self.job(
            mark=Target(prompt="Select a dude", controller="opponent"),
            handler=self.becomes_a_stud,
            after_home=self.unboot_draw_and_discard,
        )
        self.trait_reaction(
            when={"onShootoutPhaseStarted": self.this_jobs_shootout_starts}, handler=self.talk_it_out
        )

    def becomes_a_stud(self, job: Job) -> None:
        self.apply_ability_effect(job.context, match=self.card, effect=AbilityKit.effects.set_as_stud())
        self.game.log.add("{0} makes {1} a stud", job.player, self.card)

    def this_jobs_shootout_starts(self, event: Event) -> bool:
        job = event.shootout.job
        return job is not None and job.ability is self.buffalo_job

    def talk_it_out(self, context: Context) -> None:
        self.until_end_of_shootout(
            context, effect=AbilityKit.effects.draws_by_influence(), targets_players=True
        )
        self.game.log.add("{0} has all dudes use their influence to draw this shootout", context.player)

    def unboot_draw_and_discard(self, job: Job) -> Flow:
        player = job.player
        self.game.actions.unboot(self.card)
        self.game.actions.draw(player, CARDS)
        discarded = yield from self.select_cards(
            job.context, list(player.hand), "Select a card", minimum=CARDS, maximum=CARDS
        )
        for card in discarded:
            self.game.actions.discard(card)
        names = ", ".join(card.uid for card in discarded)
        self.game.log.add("{0} unboots {1}, draws 2 cards and discards {2}", player, self.card, names)
