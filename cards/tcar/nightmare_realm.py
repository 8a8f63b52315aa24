"""Nightmare Realm (19033) — spell, Hex.
Shootout Hex 3, Boot: Choose an opposing dude. That dude cannot leave the shootout this round.
Each round before shooters are declared, give that dude -1 bullets and -1 value. Give your
dude +1 bullets.

"Cannot leave the shootout this round": he cannot flee, and no card effect moves him away
(sent home included, `engine.restrictions`), until the round ends. The Hex is cast among the
shootout plays, before this round's shooters are declared: the first -1 bullets and -1 value
come at once, and one more at the start of each later round, each lasting the shootout (they
add up). "That dude" is remembered for the rest of the shootout (`name_for_this_shootout`).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.events import Event
from engine.model import Card


class NightmareRealm(CardScript):
    code = "19033"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=3,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing_dude),
            on_success=self.trap,
        )
        self.trait_reaction(when={"onShootoutRoundStarted": self.a_round_starts}, handler=self.haunt)

    def opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse

    def trap(self, context: Context) -> None:
        dude, caster = context.target, self.parent
        assert dude is not None and caster is not None
        effects = AbilityKit.effects
        self.until_end_of_shootout_round(
            context, match=dude, effect=[effects.cannot_flee(), effects.cannot_be_moved(by="card effects")]
        )
        self.name_for_this_shootout(dude)
        self.game.log.add(
            "{0} uses {1}: {2} cannot leave the shootout this round", context.player, self.card, dude
        )
        self.weaken(context, dude)
        self.apply_ability_effect(context, match=caster, effect=effects.modify_bullets(1))
        self.game.log.add("{0} gives {1} +1 bullets", context.player, caster)

    def a_round_starts(self, event: Event) -> bool:
        return bool(self.trapped())

    def trapped(self) -> list[Card]:
        return [card for card in self.opposing_posse if self.named_this_shootout(card)]

    def haunt(self, context: Context) -> None:
        for dude in self.trapped():
            self.weaken(context, dude)

    def weaken(self, context: Context, dude: Card) -> None:
        effects = AbilityKit.effects
        self.until_end_of_shootout(
            context, match=dude, effect=[effects.modify_bullets(-1), effects.modify_value(-1)]
        )
        self.game.log.add("{0} gives {1} -1 bullets and -1 value", context.player, dude)
