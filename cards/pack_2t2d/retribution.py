"""Retribution (20045, Too Tough to Die) — spell, Miracle.
Shootout Miracle X, Boot: Choose an opposing dude. X is that dude's value. If that dude's
controller reveals a cheating hand this round and you reveal a legal hand, ace that dude.
This acing effect cannot be prevented.

The miracle is cast before the draw; its promise waits for this round's reveal (§5.6):
the chosen dude is marked for the round, and when the draw hands are revealed, a cheatin'
hand from his controller against a legal one from you aces him. "Cannot be prevented":
no protection spares him, no "instead" of another card replaces the ace, and a Harrowed
dude is aced, not discarded (`actions.ace(unpreventable=True)`). "That dude" is followed
out of the shootout: sent home before the reveal, he is aced all the same (ruling
retribution-follows-that-dude-out-of-the-shootout).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.effects import EffectSpec
from engine.events import Event
from engine.model import Card

#: The dude Retribution watches this round; a lasting effect, so a board (C3) keeps it.
WATCHED = EffectSpec("flag", "watched by Retribution")


class Retribution(CardScript):
    code = "20045"
    flags = (WATCHED.stat,)

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            difficulty=self.that_dudes_value,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.opposing),
            on_success=self.watch_him,
        )
        self.trait_reaction(when={"onDrawHandsRevealed": self.he_cheats_and_you_do_not}, handler=self.smite)

    def opposing(self, dude: Card, context: Context) -> bool:
        return dude in self.opposing_posse

    def that_dudes_value(self, context: Context) -> int:
        assert context.target is not None
        return self.value_of(context.target)

    def watch_him(self, context: Context) -> None:
        dude = context.target
        assert dude is not None
        self.until_end_of_shootout_round(context, match=dude, effect=WATCHED)
        self.game.log.add("{0} calls down Retribution on {1}", context.player, dude)

    def watched(self) -> list[Card]:
        # "That dude" wherever he is: sent home since the cast, he is aced all the same.
        return [
            dude
            for dude in self.game.cards_in_play()
            if any(source is self.card for _, source in self.game.effects.flag_sources(dude, WATCHED.stat))
        ]

    def he_cheats_and_you_do_not(self, event: Event) -> bool:
        you = self.controller
        return not self.reveals_cheatin(you) and any(
            self.reveals_cheatin(d.controller) for d in self.watched()
        )

    def smite(self, context: Context) -> None:
        # Each opposing dude is the cheater's: the condition says he cheated.
        for dude in self.watched():
            self.game.actions.ace(dude, by=context.player, unpreventable=True)
            self.game.log.add("{0}'s Retribution aces {1}", context.player, dude)
