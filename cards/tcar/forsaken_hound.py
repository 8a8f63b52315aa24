"""Forsaken Hound (19031) — goods, Sidekick.
Resolution, Boot: This dude and an opposing dude cannot flee this round.

"An opposing dude" is one in the opposing posse; "this round" ends with the shootout round
(§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class ForsakenHound(CardScript):
    code = "19031"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.hold_them,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def hold_them(self, context: Context) -> None:
        dude, opponent = self.parent, context.target
        assert dude is not None and opponent is not None
        self.until_end_of_shootout_round(context, match=dude, effect=AbilityKit.effects.cannot_flee())
        self.until_end_of_shootout_round(context, match=opponent, effect=AbilityKit.effects.cannot_flee())
        self.game.log.add("{0} and {1} cannot flee this round", dude, opponent)
