"""Flight of the Lepus (24249, Weird West Edition) — action.
Cheatin' Resolution: Target up to two dudes controlled by you or the cheatin' player. If
you revealed a legal hand, you may target one additional dude. Move those dudes home. If
this is as shootout, you may boot them.

The dudes are selected one at a time ("done" ends it): yours or the cheatin' player's,
anywhere. They move home without booting; in a shootout they leave their posses and the
player chooses once whether to boot them all.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card, Player

BOOT, DONT = "boot them", "leave them unbooted"


class FlightOfTheLepus(CardScript):
    code = "24249"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(play_type="cheatin resolution", message="{player} plays {source}", handler=self.flee)

    def cheaters(self) -> list[Player]:
        return [
            self.game.players[index] for index, result in self.game.hand_results.items() if result.cheatin
        ]

    def revealed_a_legal_hand(self, player: Player) -> bool:
        result = self.game.hand_results.get(player.index)
        return result is not None and not result.cheatin

    def flee(self, context: Context) -> Flow:
        player = context.player
        owners = {player, *self.cheaters()}
        limit = 3 if self.revealed_a_legal_hand(player) else 2
        chosen: list[Card] = []
        while len(chosen) < limit:
            left = [dude for dude in self.game.cards_in_play() if dude.is_dude and dude.controller in owners]
            dude = yield from self.may_select_card(
                context, [d for d in left if d not in chosen], "Select a dude"
            )
            if dude is None:
                break
            chosen.append(dude)
        if not chosen:
            return
        boot = False
        if self.game.shootout is not None:
            boot = (yield from self.choose_option(context, [BOOT, DONT])) == BOOT
        for dude in chosen:
            if self.game.actions.send_home(dude, booted=boot):
                self.game.log.add("{0} moves {1} home", player, dude)
