"""Byron Decker (21035) — dude.
While Byron has a Gadget Weapon, he gets +1 influence.
React: Before Byron is aced as a casualty, by a Shootout ability, or by a non-Cheatin'
Resolution ability, discard another of your dudes in your posse to prevent Byron from being
aced.

A Gadget Weapon is one attachment with both keywords. The React answers the ace announced
before it happens (`engine.replacements`): a casualty taken by acing him, or an ace by a
card effect of those types (a Noon/Shootout ability used in a shootout is a Shootout one,
§8.1; a Cheatin' Resolution, a React or a trait is none). Discarding the other dude is what
it costs, so it needs one in his posse. Prevented as a casualty, he stays in the posse and
the casualties he was to cover stay covered (ruling `byron-decker-still-covers-his-casualties`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.replacements import NOTHING
from engine.type_locks import ability_type

if TYPE_CHECKING:
    from engine.events import Event
    from engine.model import Card

#: The types of ability whose ace he may prevent ("non-Cheatin' Resolution" is "resolution").
PREVENTABLE = ("shootout", "resolution")


class ByronDecker(CardScript):
    code = "21035"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.persistent_effect(condition=self.has_a_gadget_weapon, effect=ability.effects.modify_influence(1))
        self.reaction(
            when={
                "onCasualtyWouldBeTaken": self.he_would_be_aced_as_a_casualty,
                "onCardWouldBeAced": self.he_would_be_aced_by_a_shootout_or_resolution_ability,
            },
            condition=self.another_dude_in_your_posse,
            message="{player} uses {source}",
            handler=self.take_the_bullet,
        )

    def has_a_gadget_weapon(self) -> bool:
        return any(card.has_keyword("Weapon") for card in self.card.attachments_with("Gadget"))

    def he_would_be_aced_as_a_casualty(self, event: Event) -> bool:
        return event.card is self.card and event.type == "ace"

    def he_would_be_aced_by_a_shootout_or_resolution_ability(self, event: Event) -> bool:
        play_type = event.play_type
        return (
            event.card is self.card
            and play_type is not None
            and ability_type(self.game, play_type) in PREVENTABLE
        )

    def others_in_your_posse(self) -> list[Card]:
        return [dude for dude in self.your_posse if dude is not self.card]

    def another_dude_in_your_posse(self, context: Context) -> bool:
        return bool(self.others_in_your_posse())

    def take_the_bullet(self, context: Context) -> Flow:
        event = context.event
        assert event is not None
        dude = yield from self.select_card(context, self.others_in_your_posse(), "Select a dude")
        self.game.actions.discard(dude)
        event.replace(NOTHING, by=context.player)
        self.game.log.add("{0} discards {1} to keep {2} from being aced", context.player, dude, self.card)
