"""Howling Howell Melton (25007) — dude.
Noon, Boot: Call out an opposing dude at this location, whose controller must pay you 1
additional ghost rock to refuse. No other dudes may join this shootout. This shootout ends
after one round. Reduce casualties on both sides by 2. If no dude is aced, the winner gains 2
ghost rock.

The terms are the call out's (`call_out`): refusing costs the callee's controller 1 ghost
rock paid to Howell's player (without it he must accept); the shootout is closed to every
other dude and ends after its first round, won by that round's winner (§5.4). Accepted, both
sides' casualties are reduced by 2 for the shootout (§5.7). Once it is over, its winner gains
2 ghost rock unless a dude was aced during it (as a casualty or by a card effect); an
attachment aced is no dude aced (ruling `howling-howell-melton-counts-only-dudes-aced`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

if TYPE_CHECKING:
    from engine.events import Event
    from engine.shootout_state import Shootout


class HowlingHowellMelton(CardScript):
    code = "25007"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.action(
            play_type="noon",
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", condition=self.may_be_called_out, controller="opponent"),
            message="{player} uses {source}",
            handler=self.howl,
        )
        # What the ability set going runs on though Howell falls in his duel (§8.3).
        self.trait_outliving_this_card(
            when={"onCardAced": self.a_dude_is_aced_in_his_duel}, handler=self.remember_it
        )
        self.trait_outliving_this_card(
            when={"onShootoutPhaseFinished": self.his_duel_ends}, handler=self.pay_the_winner
        )

    def may_be_called_out(self, dude: Card, context: Context) -> bool:
        return self.can_call_out(self.card, dude)

    def howl(self, context: Context) -> Flow:
        assert context.target is not None
        yield from self.call_out(
            context,
            self.card,
            context.target,
            refusal_fee=1,
            closed=True,
            last_round=1,
            if_accepted=self.reduce_both_sides_casualties,
        )

    def reduce_both_sides_casualties(self, context: Context) -> None:
        self.until_end_of_shootout(
            context, targets_players=True, effect=AbilityKit.effects.reduce_casualties(2)
        )

    def _his_duel(self, shootout: Shootout | None) -> bool:
        """The shootout his ability started: closed to others, and led by him."""
        return shootout is not None and shootout.closed and shootout.leader is self.card

    def a_dude_is_aced_in_his_duel(self, event: Event) -> bool:
        # "If no dude is aced": a dude in play, as a casualty or by a card effect; an
        # attachment aced is no dude (ruling howling-howell-melton-counts-only-dudes-aced).
        card: Card = event.card
        return card.is_dude and bool(event.get("from_play")) and self._his_duel(self.game.shootout)

    def remember_it(self, context: Context) -> None:
        assert context.event is not None
        self.name_for_this_shootout(context.event.card)

    def his_duel_ends(self, event: Event) -> bool:
        return self._his_duel(event.shootout)

    def pay_the_winner(self, context: Context) -> None:
        assert context.event is not None
        shootout, winner = context.event.shootout, context.event.winner
        if winner is None or shootout.named.get(self.card.uid):
            return
        self.game.actions.gain(winner, 2)
        self.game.log.add("{0} gains 2 ghost rock from {1}", winner, self.card)
