"""Triggers: "React:" abilities and traits that fire on an event (digest §8.2).

A trigger names the event (`when={"onDudeJoiningPosse": test}`); the events the engine
emits are listed in docs/dsl.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.abilities import Condition, Context, Cost, Handler, Limit, Reaction
from engine.dsl.effects import EffectCatalogue
from engine.dsl.kit import AbilityKit
from engine.dsl.lasting import LastingEffects
from engine.events import Event
from engine.log import Message
from engine.zones import Zone


class Triggers(LastingEffects):
    """The reactions and triggered traits a card declares."""

    def reaction(
        self,
        *,
        when: dict[str, Callable[[Event], bool]],
        handler: Handler,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        condition: Condition | None = None,
        limit: Limit | None = None,
        repeat: bool = False,
        message: str | Callable[[Context], Message] | None = None,
        controller: bool = False,
        zone: Zone = Zone.PLAY,
    ) -> Reaction:
        """A React: after the event, this card's player may use it (§8.2). `zone` is where
        the card reacts from when its text works out of play ("If you discard Dawn as a
        casualty, you may ...": `Zone.DISCARD`)."""
        return self._declare(
            Reaction,
            title=title,
            cost=cost,
            handler=handler,
            condition=condition,
            limit=limit,
            repeat=repeat,
            message=message,
            when=when,
            controller_only=controller,
            zone=zone,
        )

    def trait_reaction(
        self,
        *,
        when: dict[str, Callable[[Event], bool]],
        handler: Handler,
        message: str | Callable[[Context], Message] | None = None,
    ) -> Reaction:
        """A trait that fires on an event without a choice (§8.2)."""
        return self._declare(
            Reaction,
            title=None,
            cost=(),
            handler=handler,
            message=message,
            when=when,
            trait=True,
            repeat=True,
        )

    def prevent_booting_when_joining(self, ability: AbilityKit) -> Reaction:
        """The Horse React "React, Boot: Prevent this dude from booting when they join a
        posse (this does not let a booted dude join a posse)" (Roan, Mechanical Horse)."""
        return self.reaction(
            when={"onDudeJoiningPosse": lambda event: event.card is self.parent},
            cost=ability.costs.boot_self(),
            handler=self._join_without_booting,
        )

    def _join_without_booting(self, context: Context) -> None:
        dude = self.parent
        assert dude is not None
        self.apply_ability_effect(context, match=dude, effect=EffectCatalogue.joins_without_booting())
        self.game.log.add("{0} uses {1} so that {2} joins without booting", context.player, self.card, dude)
