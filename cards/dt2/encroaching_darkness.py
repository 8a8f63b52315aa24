"""Encroaching Darkness (24005, Weird West Edition) — outfit.
Reduce the cost of the first Abomination you play from your hand each turn by 1.
Noon, Boot: Boot your dude to target an opposing dude in their location with lower value.
Reduce the target's influence by 1. If your dude is an Abomination, reduce the target's
bullet rating by 1.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.model import Card, Player
from engine.zones import Zone


class EncroachingDarkness(CardScript):
    code = "24005"

    def setup_abilities(self, ability: AbilityKit) -> None:
        # A turn is a day (§3): the first Abomination each day.
        self.cost_modifier(change=self.first_abomination_costs_less, first_each_day=True)
        self.action(
            play_type="noon",
            target=Target(prompt="Select a dude", controller="opponent", condition=self.faces_a_higher_value),
            cost=[ability.costs.boot_self(), ability.costs.boot_your_dude(self.higher_value_with_target)],
            handler=self.darken,
        )

    def first_abomination_costs_less(self, player: Player, card: Card, at: str | None) -> int:
        mine = player is self.controller and card.zone is Zone.HAND
        return -1 if mine and card.has_keyword("Abomination") else 0

    def faces_a_higher_value(self, card: Card, context: Context) -> bool:
        return any(self.outranks(dude, card) for dude in context.player.dudes() if not dude.booted)

    def higher_value_with_target(self, dude: Card, context: Context) -> bool:
        return context.target is None or self.outranks(dude, context.target)

    def outranks(self, dude: Card, target: Card) -> bool:
        return dude.location == target.location and dude.value > self.value_of(target)

    def darken(self, context: Context) -> None:
        target, dude = context.target, context.data["booted dude"]
        assert target is not None and isinstance(dude, Card)
        effect = [AbilityKit.effects.modify_influence(-1)]
        if dude.has_keyword("Abomination"):
            effect.append(AbilityKit.effects.modify_bullets(-1))
        # A Noon effect lasts until the end of the day (§8.3).
        self.apply_ability_effect(context, match=target, effect=effect)
        what = "-1 influence and -1 bullets" if len(effect) == 2 else "-1 influence"
        self.game.log.add("{0} uses {1} to give {2} {3}", context.player, self.card, target, what)
