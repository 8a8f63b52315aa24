"""Turn the Other Cheek (25045, Debt of Blood) — spell, Miracle.
Shootout Miracle X, Boot: Target an opposing dude. X is that dude's grit. If successful,
send them and this Blessed home. Unboot both dudes.

The target is a dude of the opposing posse; X is his grit as this card's effects read it
(§1.3), when the Blessed pulls. Sent home (booted, §5.9) each leaves the fight; then each
dude that went home is unbooted. One that an effect keeps in the fight stays, booted or not.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class TurnTheOtherCheek(CardScript):
    code = "25045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            difficulty=self.targets_grit,
            on_success=self.walk_away,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def targets_grit(self, context: Context) -> int:
        assert context.target is not None
        return self.grit_of(context.target)

    def walk_away(self, context: Context) -> None:
        blessed, dude = self.parent, context.target
        assert blessed is not None and dude is not None
        for sent in (dude, blessed):
            if self.game.actions.send_home(sent):
                self.game.actions.unboot(sent)
                self.game.log.add("{0} uses {1} to send {2} home unbooted", context.player, self.card, sent)
