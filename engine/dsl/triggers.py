"""Triggers: "React:" abilities and traits that fire on an event (digest §8.2).

A trigger names the event (`when={"onDudeJoiningPosse": test}`); the events the engine
emits are listed in docs/dsl.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.abilities import Condition, Context, Handler, Limit, Reaction
from engine.ability_costs import Cost
from engine.dsl.effects import EffectCatalogue
from engine.dsl.kit import AbilityKit
from engine.dsl.lasting import LastingEffects
from engine.events import Event
from engine.log import Message
from engine.plays import cancel
from engine.spells import SpellReaction
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.model import Card, Player


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

    def spell_reaction(
        self,
        *,
        when: dict[str, Callable[[Event], bool]],
        difficulty: int | Callable[[Context], int],
        on_success: Handler,
        on_fail: Handler | None = None,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        condition: Condition | None = None,
        repeat: bool = False,
        outside_the_fight: bool = False,
    ) -> SpellReaction:
        """A spell's React ("React Hex 6, Boot: When ..."): after the event, the dude the
        spell is attached to pulls against `difficulty` (§7.2, §8.2). In a shootout its
        caster must be in a posse, unless `outside_the_fight`: the text reaches past the
        fight ("another dude at a nearby location ... at any time") and says itself where
        the caster may stand."""
        return self._declare(
            SpellReaction,
            title=title,
            cost=cost,
            handler=lambda context: None,
            condition=condition,
            repeat=repeat,
            when=when,
            difficulty=difficulty,
            on_success=on_success,
            on_fail=on_fail,
            outside_the_fight=outside_the_fight,
        )

    def trait_reaction(
        self,
        *,
        when: dict[str, Callable[[Event], bool]],
        handler: Handler,
        message: str | Callable[[Context], Message] | None = None,
        zone: Zone = Zone.PLAY,
    ) -> Reaction:
        """A trait that fires on an event without a choice (§8.2). `zone` is where the card's
        trait works from when its text works out of play ("When this Gadget is discarded
        from play, its owner draws a card": `Zone.DISCARD`, with `discarded_from_play`); the
        card's owner then resolves it."""
        return self._declare(
            Reaction,
            title=None,
            cost=(),
            handler=handler,
            message=message,
            when=when,
            trait=True,
            repeat=True,
            zone=zone,
        )

    def trait_outliving_this_card(
        self, *, when: dict[str, Callable[[Event], bool]], handler: Handler
    ) -> None:
        """A trait for what an ability of this card already set going ("If that dude is
        discarded or aced, gain 1 ghost rock", Champion): it fires whether this card is
        still in play or went to the discard pile meanwhile — with the very dude it is
        attached to, say — since effects an ability already created run to their full length
        when their source leaves play (§8.3). One of the two declarations matches the
        card's zone at a time, so it fires once."""
        for zone in (Zone.PLAY, Zone.DISCARD):
            self.trait_reaction(when=when, handler=handler, zone=zone)

    def discarded_from_play(self, event: Event) -> bool:
        """`when={"onCardDiscarded": ...}` test for "When this card is discarded from play":
        this card went from play to its owner's discard pile — on its own, with the dude it
        was attached to, or as a casualty — not from a hand or deck, and not aced."""
        return event.card is self.card and bool(event.from_play)

    def cancel_that_ability(self, event: Event) -> None:
        """Printed "cancel that ability (the card is discarded without effect)" (Agent Moquin),
        in a React to `onPlayDeclared`: the play that event declared resolves without effect,
        its costs paid and its card discarded (`engine.plays.cancel`)."""
        cancel(event.context)

    def reveals_cheatin(self, player: Player) -> bool:
        """Whether `player` revealed a cheatin' hand (§5.6) this shootout round, or in this
        gamblin' phase outside a shootout: "if your opponent reveals a cheatin' hand"."""
        shootout = self.game.shootout
        results = shootout.results if shootout is not None else self.game.hand_results
        result = results.get(player.index)
        return result is not None and result.cheatin

    def in_its_shootout(self) -> bool:
        """Whether this card's dude is in a posse ("your opponent in Lucy's shootout");
        for an attachment, the dude it is attached to."""
        shootout, dude = self.game.shootout, self.card if self.card.is_dude else self.parent
        return shootout is not None and dude is not None and shootout.in_posse(dude)

    def name_for_this_shootout(self, card: Card) -> None:
        """Remember `card` as "that dude" for the rest of this shootout, for a later clause
        of the ability ("If that dude is aced or discarded during this shootout, ...", §8.3);
        `named_this_shootout` reads it back. Outside a shootout it does nothing."""
        shootout = self.game.shootout
        if shootout is not None:
            shootout.name_for_the_shootout(self.card, card)

    def named_this_shootout(self, card: Card) -> bool:
        """Whether this card's ability named `card` earlier in the shootout now going on;
        once the shootout ends, no card is."""
        shootout = self.game.shootout
        return shootout is not None and shootout.named_by(self.card, card)

    def aced_or_discarded_from_play(self, event: Event) -> bool:
        """`when={"onCardAced": ..., "onCardDiscarded": ...}` test for "if that dude is aced
        or discarded": it left play (not a card aced from a hand or pile), and this card's
        ability named it this shootout (`name_for_this_shootout`)."""
        return bool(event.get("from_play")) and self.named_this_shootout(event.card)

    def you_took_casualties_for_losing(self, event: Event) -> bool:
        """`when={"onTakenCasualties": ...}` test for "After you take casualties for losing
        a round of a shootout": this card's player lost the round (not a tie) (§5.8)."""
        return bool(event.lost) and event.player is self.controller

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
