"""Scattergun (21045) — goods, Weapon, +1 bullets.
Shootout, Boot: If this dude has 1 or more bullets, discard a token dude or a Sidekick with cost
equal to or less than this dude's bullets.
Shootout, Boot: An opposing dude with 0 influence does not contribute to draw hand bonuses
unless they are the shooter.

The first ability's card is any token dude or Sidekick in play whose cost is at most this dude's
bullets as the ability is used (a dude with 0 bullets discards nothing, so it is not offered,
§8.1). The second's dude is one of the opposing posse; he stays out of his posse's bonuses,
unless he is its shooter, for the shootout (§5.5, §8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Scattergun(CardScript):
    code = "21045"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a card", card_type="any", condition=self.within_range, choose=False),
            message="{player} uses {source} to discard {target}",
            handler=self.blast,
        )
        self.action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            target=Target(
                prompt="Select a dude", condition=self.opposing_dude_without_influence, choose=False
            ),
            message="{player} uses {source} on {target}",
            handler=self.pin_down,
        )

    def within_range(self, card: Card, context: Context) -> bool:
        dude = self.parent
        if dude is None or dude.bullets < 1:
            return False
        # Every token card is a dude (Gunslinger, §1.2).
        return (card.data.is_token or card.has_keyword("Sidekick")) and card.cost <= dude.bullets

    def blast(self, context: Context) -> None:
        assert context.target is not None
        self.game.actions.discard(context.target, by=context.player)

    def opposing_dude_without_influence(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse and dude.influence == 0

    def pin_down(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(
            context, match=dude, effect=AbilityKit.effects.does_not_contribute_unless_shooter()
        )
        self.game.log.add("{0} keeps {1} out of draw hand bonuses unless the shooter", context.player, dude)
