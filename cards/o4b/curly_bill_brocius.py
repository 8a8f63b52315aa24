"""Curly Bill Brocius (21034, Out for Blood) — dude, Harrowed.
After you reveal a higher hand rank than the opposing posse during a shootout, give one of
your dudes 1 bounty.  React, Boot: After you win a shootout round with Curly Bill in your
posse, if your posse has more total bounty than the opposing posse, the opposing posse takes
2 extra casualties.

The first is a trait (no "React"): in any shootout his player fights, Curly Bill in play,
once the hands are revealed (§5.6) and the player's rank is the higher, they give one of
their dudes in play 1 bounty. The React comes once the round is decided and before the loser
assigns casualties (§5.7-5.8), so the 2 extra casualties are covered with the others.
"""

from __future__ import annotations

from engine.casualties import add_casualties
from engine.dsl import AbilityKit, CardScript, Context
from engine.events import Event
from engine.flow import Flow

EXTRA = 2


class CurlyBillBrocius(CardScript):
    code = "21034"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.you_reveal_the_higher_rank}, handler=self.wanted_man
        )
        self.reaction(
            when={"onBeforeAssigningCasualties": self.you_won_with_more_bounty},
            cost=ability.costs.boot_self(),
            message="{player} uses {source}",
            handler=self.pile_on,
        )

    def you_reveal_the_higher_rank(self, event: Event) -> bool:
        you = self.controller
        shootout = self.game.shootout
        # Two players: every shootout is his player's (a side of it).
        return shootout is not None and self.hand_rank(you) > self.hand_rank(you.opponent)

    def wanted_man(self, context: Context) -> Flow:
        dude = yield from self.select_card(context, context.player.dudes(), "Select a dude")
        self.game.actions.add_bounty(dude, 1)
        self.game.log.add("{0} gives {1} 1 bounty", context.player, dude)

    def you_won_with_more_bounty(self, event: Event) -> bool:
        shootout = self.game.shootout
        if shootout is None or shootout.winner is not self.controller or event.player is self.controller:
            return False
        ours = sum(dude.bounty for dude in self.your_posse)
        theirs = sum(dude.bounty for dude in self.opposing_posse)
        return shootout.in_posse(self.card) and ours > theirs

    def pile_on(self, context: Context) -> None:
        # A lock on React increases (Cavalry Escort's kind) leaves them be, unlogged.
        add_casualties(self.game, context.player.opponent, EXTRA, logged=True)
