"""Red River Roulette (22032) — deed, Public • Casino.
Resolution, Boot: If your hand is legal, boot your dude at this deed to prevent all
casualties this round. Dudes cannot flee this round. In the next round of the shootout,
double the number of casualties inflicted.

"If your hand is legal" is a requirement, checked before the play is offered (§8.1): a
player who revealed a cheatin' hand this round cannot use it. "Boot your dude at this deed
to ..." is a cost (§8.1): an unbooted dude of yours at the deed, in the shootout or not.
All three effects are on both sides: no posse takes casualties this round, no dude may
run at this round's Run or Gun (§5.9), and next round both posses' casualties are doubled
as they are set, after increases and before reductions (`engine.shootout`; ruling
red-river-roulette-doubles-both-posses).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.model import Card


class RedRiverRoulette(CardScript):
    code = "22032"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="resolution",
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.at_this_deed)],
            condition=self.your_hand_is_legal,
            message="{player} uses {source}",
            handler=self.spin_the_wheel,
        )

    def your_hand_is_legal(self, context: Context) -> bool:
        return not self.reveals_cheatin(context.player)

    def at_this_deed(self, dude: Card, context: Context) -> bool:
        return dude.location == self.card.uid

    def a_dude(self, card: Card) -> bool:
        return card.is_dude

    def spin_the_wheel(self, context: Context) -> None:
        effects = AbilityKit.effects
        self.until_end_of_shootout_round(
            context,
            targets_players=True,
            target_controller="any",
            effect=effects.casualties_reduced_to_zero(),
        )
        self.until_end_of_shootout_round(context, match=self.a_dude, effect=effects.cannot_flee())
        self.during_the_next_shootout_round(
            context, targets_players=True, effect=effects.casualties_doubled()
        )
        self.game.log.add(
            "{0} prevents all casualties and fleeing this round and doubles the casualties of the next",
            context.player,
        )
