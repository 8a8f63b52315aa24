"""Corporeal Twist (24182, Weird West Edition) — spell, Hex.
Shootout Hex 4, Boot: Give an opposing dude -1 bullets and -2 value. If that dude is aced or
discarded during this shootout, this Huckster gains 1 permanent control point.

The penalty lasts the shootout, as every Shootout ability's effect (§8.3); "that dude" is
remembered for the rest of the shootout (`name_for_this_shootout`), however he leaves
play: as a casualty, by a card effect, either player's.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.model import Card


class CorporealTwist(CardScript):
    code = "24182"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=4,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.twist,
        )
        self.trait_reaction(
            when={
                "onCardAced": self.aced_or_discarded_from_play,
                "onCardDiscarded": self.aced_or_discarded_from_play,
            },
            handler=self.huckster_gains_a_control_point,
        )

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def twist(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        effects = AbilityKit.effects
        self.apply_ability_effect(
            context, match=dude, effect=[effects.modify_bullets(-1), effects.modify_value(-2)]
        )
        self.name_for_this_shootout(dude)
        self.game.log.add("{0} uses {1} to give {2} -1 bullets and -2 value", context.player, self.card, dude)

    def huckster_gains_a_control_point(self, context: Context) -> None:
        huckster = self.parent
        if huckster is None:
            return
        self.game.actions.add_control_point(huckster)
        assert isinstance(context.event, Event)
        self.game.log.add(
            "{0}'s {1} gains a permanent control point as {2} leaves play",
            context.player,
            huckster,
            context.event.card,
        )
