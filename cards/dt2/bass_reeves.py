"""Bass Reeves (24077, Weird West Edition) — dude, Deputy • Blessed 1.
If you are Law Dogs, reduce the cost to play Bass by 1 for each opposing wanted dude.
If your opponent in Bass' shootout reveals a cheatin' hand and yours is legal, raise your
hand rank by 1.
Noon: If Bass is unbooted, cal out or boot a nearby wanted dude. If a call out is accepted
by a dude at an adjacent location, boot Bass and move him to that location.

"Nearby" is Bass' location or an adjacent one (§4.1). The wanted dude is selected, not
chosen; booting him needs him unbooted, calling him out needs him callable there (an
opposing dude, not at his own home, §5.1). A call out accepted at an adjacent location is
met there: Bass boots and moves to it (`engine.callout`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.flow import Flow
from engine.model import Card, Player

CALL_OUT, BOOT = "call out", "boot"


class BassReeves(CardScript):
    code = "24077"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.cost_modifier(change=self.wanted_dudes_make_him_cheaper, own=True)
        # A trait on the reveal (§8.2), as Tommy Harden's: "this round" is the round's modifier.
        self.trait_reaction(
            when={"onDrawHandsRevealed": self.opponent_cheats_and_you_do_not}, handler=self.raise_rank
        )
        self.action(
            play_type="noon",
            condition=self.bass_is_unbooted,
            target=Target(prompt="Select a dude", condition=self.nearby_wanted_dude, choose=False),
            message="{player} uses {source} on {target}",
            handler=self.bring_him_in,
        )

    def wanted_dudes_make_him_cheaper(self, player: Player, card: Card, at: str | None) -> int:
        if not self.is_faction(player, "Law Dogs"):
            return 0
        return -sum(1 for dude in player.opponent.dudes() if dude.wanted)

    def opponent_cheats_and_you_do_not(self, event: Event) -> bool:
        you = self.controller_now
        return self.in_its_shootout() and self.reveals_cheatin(you.opponent) and not self.reveals_cheatin(you)

    def raise_rank(self, context: Context) -> None:
        if self.game.actions.modify_rank(context.player, 1):
            self.game.log.add("{0}'s {1} raises {0}'s hand rank by 1", context.player, self.card)

    def bass_is_unbooted(self, context: Context) -> bool:
        return not self.card.booted

    def nearby_wanted_dude(self, dude: Card, context: Context) -> bool:
        return dude.wanted and bool(self._ways(dude))

    def _ways(self, dude: Card) -> list[str]:
        ways = []
        if self.can_call_out(self.card, dude, nearby=True):
            ways.append(CALL_OUT)
        if not dude.booted and self._nearby(dude):
            ways.append(BOOT)
        return ways

    def _nearby(self, dude: Card) -> bool:
        here, there = self.card.location, dude.location
        return here is not None and there is not None and self.game.locations.nearby(here, there)

    def bring_him_in(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        ways = self._ways(dude)
        way = ways[0] if len(ways) == 1 else (yield from self.choose_option(context, ways))
        if way == CALL_OUT:
            yield from self.call_out(context, self.card, dude)
        else:
            self.game.actions.boot(dude)
            self.game.log.add("{0} boots {1}", context.player, dude)
