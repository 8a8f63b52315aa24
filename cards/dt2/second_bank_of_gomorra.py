"""2nd Bank Of Gomorra (24107, Weird West Edition) — deed, Private.
Controller Noon, Boot: Place 2 ghost rock (from the bank) on this deed.
Controller Noon, Boot: Take all ghost rock from this deed and add it to your stash.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context


class SecondBankOfGomorra(CardScript):
    code = "24107"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.make_a_deposit,
        )
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            handler=self.make_a_withdrawal,
        )

    def make_a_deposit(self, context: Context) -> None:
        """Place 2 ghost rock (from the bank) on this deed."""
        self.game.actions.place_ghost_rock(self.card, 2)
        self.game.log.add("{0} uses {1} to place 2 ghost rock on it", context.player, self.card)

    def make_a_withdrawal(self, context: Context) -> None:
        """Take all ghost rock from this deed and add it to your stash: whoever controls the
        deed now takes it, whoever placed it (§4.3)."""
        amount = self.game.actions.discard_ghost_rock_on(self.card)
        self.game.actions.gain(context.player, amount)
        self.game.log.add("{0} uses {1} to take {2} ghost rock", context.player, self.card, amount)
