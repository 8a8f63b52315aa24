"""Curse of Failure (20055, Too Tough to Die) — action, Condition.
This dude loses all keywords, traits, and abilities. This dude's bullets, influence, and
control points are equal to 0 and cannot be modified. This dude gets +1 upkeep. This card
cannot be discarded by card effects.
Noon Job, Boot: Mark an opposing dude. If successful, discard all cards attached to the
mark and send them home booted; attach this card to the mark.

The first paragraph is the Condition's text once it is attached to the mark (§1.4): his
keywords go (and the skills they print, `effects.loses_all_keywords`), his traits and
abilities stop working (`blank`), the three stats read 0 whatever raises them
(`zero_and_unmodifiable`); no card effect discards the Curse (`engine.restrictions`). The
success text resolves while the leader's posse is still at the mark (§6): the mark's
attachments go to their owners' discard piles, he goes home booted, and the Curse, still
being played, attaches to him instead of going to the discard pile.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Target
from engine.jobs import Job

CURSED_STATS = ("bullets", "influence", "control")


class CurseOfFailure(CardScript):
    code = "20055"

    def setup_abilities(self, ability: AbilityKit) -> None:
        kit = ability.effects
        self.while_attached(
            effect=[
                kit.loses_all_keywords(),
                kit.blank(),
                *(spec for stat in CURSED_STATS for spec in kit.zero_and_unmodifiable(stat)),
                kit.modify_upkeep(1),
            ]
        )
        self.persistent_effect(effect=kit.cannot_be_discarded(by="card effects"))
        self.job(mark=Target(prompt="Select a dude", controller="opponent"), on_success=self.curse_the_mark)

    def curse_the_mark(self, job: Job) -> None:
        mark, you = job.mark, job.player
        if mark is None or not mark.in_play:
            return
        for card in list(mark.attachments):
            self.game.actions.discard(card, by=you)
            self.game.log.add("{0} discards {1}", you, card)
        self.game.actions.send_home(mark, booted=True)
        self.game.actions.attach(self.card, mark)
        self.game.log.add("{0} attaches {1} to {2}", you, self.card, mark)
