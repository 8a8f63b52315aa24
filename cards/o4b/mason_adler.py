"""Mason Adler (21022, Out for Blood) — dude.
Mason cannot have non-Melee Weapons attached.  Noon Job, Boot: Mark the opposing dude with
the highest grit of 11 or higher (you choose in case of a tie). No other dudes can join your
posse. If successful, ace the mark.  Repeat Shootout: If an opposing dude with the highest
grit is in the opposing posse, Mason gains the Abomination keyword and becomes a stud. You
can use this ability once per shootout.

Grit is read as his player's card effects read it (`self.grit_of`: Lorena Corbett's "minimum
grit of 11 for your card effects" counts). "The opposing dude with the highest grit" is the
highest among the opponent's dudes in play; the Shootout ability asks whether one of those
highest is in the opposing posse (ruling mason-adler-highest-grit-among-opposing-dudes).
"Boot:" is Mason booting as he leads (§6.1); he leads alone (`leader_alone`). The keyword
and the stud last the shootout (§8.3). The mark's ace is logged only if it happened: a
Harrowed mark is discarded instead (§9.3, `ace_now`).
"""

from __future__ import annotations

from engine.abilities import Limit
from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.jobs import Job
from engine.model import Card

GRIT_NEEDED = 11


class MasonAdler(CardScript):
    code = "21022"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cannot_have_attached(self.non_melee_weapon)
        self.job(
            mark=Target(
                prompt="Select a dude", controller="opponent", condition=self.grittiest_opposing_dude
            ),
            leader_alone=True,
            on_success=self.ace_the_mark,
        )
        self.action(
            play_type="shootout",
            limit=Limit.per_shootout(1),  # Repeat, but "once per shootout"
            message="{player} uses {source}",
            handler=self.turn_abomination,
        )

    def non_melee_weapon(self, card: Card) -> bool:
        return card.has_keyword("Weapon") and not card.has_keyword("Melee")

    def has_the_highest_grit(self, dude: Card) -> bool:
        grit = self.grit_of(dude)
        return all(grit >= self.grit_of(other) for other in self.controller.opponent.dudes())

    def grittiest_opposing_dude(self, dude: Card, context: Context) -> bool:
        return self.grit_of(dude) >= GRIT_NEEDED and self.has_the_highest_grit(dude)

    def ace_the_mark(self, job: Job) -> Flow:
        mark = job.mark
        assert mark is not None
        if (yield from self.ace_now(mark, by=job.player)):
            self.game.log.add("{0} aces {1}", job.player, mark)

    def turn_abomination(self, context: Context) -> None:
        if not any(self.has_the_highest_grit(dude) for dude in self.opposing_posse):
            self.game.log.add("{0}'s opposing posse holds no dude with the highest grit", context.player)
            return
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=self.card, effect=[effects.gains_keyword("Abomination"), effects.set_as_stud()]
        )
        self.game.log.add("{0} makes {1} an Abomination and a stud", context.player, self.card)
