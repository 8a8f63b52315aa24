"""Sgt. Elijah Clay (21025) — dude, Deputy • Harrowed.
After each Shootout play (including passing) while Elijah is in your posse, if the opposing
posse has greater total bounty than total bullets, Elijah becomes a stud and has a minimum
bullet rating of 3.

A trait on each turn of the Shootout plays window, a pass included (`engine.plays`,
`onPlayMade`); what it gives lasts the shootout (§8.3, ruling
`elijah-clay-stands-firm-for-the-shootout`), and is given again after each play it holds,
so it is the latest stud/draw change: "becomes a draw" played on him before it is undone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context

if TYPE_CHECKING:
    from engine.events import Event

#: "has a minimum bullet rating of 3".
MINIMUM_BULLETS = 3


class SgtElijahClay(CardScript):
    code = "21025"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onPlayMade": self.a_shootout_play_while_outgunned_by_bounty},
            handler=self.stand_firm,
        )

    def a_shootout_play_while_outgunned_by_bounty(self, event: Event) -> bool:
        if event.window != "shootout plays" or self.card not in self.your_posse:
            return False
        opposing = self.opposing_posse
        return sum(dude.bounty for dude in opposing) > sum(dude.bullets for dude in opposing)

    def stand_firm(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.until_end_of_shootout(
            context,
            match=self.card,
            effect=[effects.set_as_stud(), effects.bullets_at_least(MINIMUM_BULLETS)],
        )
        self.game.log.add(
            "{0}'s {1} becomes a stud with a minimum of {2} bullets",
            context.player,
            self.card,
            MINIMUM_BULLETS,
        )
