"""Malison (21050) — spell, Hex.
Shootout Hex 9, Boot: Choose an opposing dude. Your posse gets a +1 draw hand bonus of that
dude's bullet type while that dude is in the shootout. If that dude is aced or discarded during
this shootout, give this dude a permanent +1 influence.

The bonus is a flag on the chosen dude for the shootout (`gives_opposing_posse_bonus`): it
counts at each draw while he is in his posse, of his bullet type then (§5.5). "That dude" is
remembered for the rest of the shootout (`name_for_this_shootout`); leaving play then, as a
casualty or by a card effect, gives the Huckster +1 influence for as long as he stays in play.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card


class Malison(CardScript):
    code = "21050"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=9,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.curse,
        )
        self.trait_reaction(
            when={
                "onCardAced": self.aced_or_discarded_from_play,
                "onCardDiscarded": self.aced_or_discarded_from_play,
            },
            handler=self.huckster_gains_influence,
        )

    def opposing_dude(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def curse(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=AbilityKit.effects.gives_opposing_posse_bonus())
        self.name_for_this_shootout(dude)
        self.game.log.add(
            "{0} uses {1} on {2}: their posse gets +1 bonus of {2}'s bullet type",
            context.player,
            self.card,
            dude,
        )

    def huckster_gains_influence(self, context: Context) -> None:
        huckster = self.parent
        if huckster is None:
            return
        self.permanently(context, match=huckster, effect=AbilityKit.effects.modify_influence(1))
        self.game.log.add("{0} gives {1} a permanent +1 influence", context.player, huckster)
