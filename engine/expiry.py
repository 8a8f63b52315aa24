"""When lasting effects end (rules digest §8.3 Durations): at the end of a play, a posse's
forming, a shootout round, a shootout, a phase, Nightfall or the day; when the card they
stay with moves; when every card they name has left play (§13.1). The checks of what must
always hold (`check_invariants`) live here too: they are the durations, read backwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effect_lookup import EffectLookup
from engine.effect_specs import DISCARD_AT_EXPIRY, Duration, phase_order

if TYPE_CHECKING:
    from engine.effect_lookup import Effect
    from engine.model import Card

#: What ended, in words, for the log line of a card discarded at expiry.
_ENDS = {
    Duration.SHOOTOUT_ROUND: "the shootout round ends",
    Duration.SHOOTOUT: "the shootout ends",
    Duration.PHASE: "the phase ends",
    Duration.DAY: "the day ends",
    Duration.NIGHTFALL: "Nightfall begins",
    Duration.NEXT_TURN: "the phase starts",
    Duration.POSSES_FORMED: "the posses are formed",
}


def _ending(effect: Effect) -> str:
    """What ended, in words; a react's effect ends with its shootout, else its phase."""
    if effect.duration is Duration.REACT:
        return "the shootout ends" if effect.in_shootout else "the phase ends"
    return _ENDS.get(effect.duration, str(effect.duration))


class EffectExpiry(EffectLookup):
    """The expiry questions of `EffectEngine`: what ends now, and what outlived its end."""

    # -- expiry (§8.3) --------------------------------------------------------------
    def expire(self, *durations: Duration, phase: str | None = None) -> list[Effect]:
        """Remove lasting effects whose duration has ended; returns what was removed."""
        ended = [
            e
            for e in self.lasting
            if e.duration in durations and (e.duration is not Duration.PHASE or e.phase in (phase, None))
        ]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)
        return ended

    def end_of_play(self, play: int) -> None:
        """A declared play has resolved (`engine.plays`): what lasted "for the duration of
        that play" ends."""
        ended = [e for e in self.lasting if e.duration is Duration.PLAY and e.play == play]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def posses_formed(self) -> None:
        """Both posses of a shootout are formed (§5.2): "until after posses are formed" ends."""
        self.expire(Duration.POSSES_FORMED)

    def end_of_shootout_round(self) -> None:
        self.expire(Duration.SHOOTOUT_ROUND)

    def end_of_shootout(self) -> None:
        self.expire(Duration.SHOOTOUT_ROUND, Duration.SHOOTOUT)
        ended = [e for e in self.lasting if e.duration is Duration.REACT and e.in_shootout]
        self.lasting = [e for e in self.lasting if e not in ended]
        self.discard_expired(ended)

    def end_of_phase(self, phase: str) -> None:
        self.expire(Duration.PHASE, phase=phase)
        self.expire(Duration.POSSES_FORMED)
        ended = [e for e in self.lasting if e.duration is Duration.REACT and not e.in_shootout]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def start_of_phase(self, phase: str) -> None:
        """ "Until Noon next turn" ends as that phase starts on the day after the one the
        effect began (§8.3): today's Noon does not end it, the day ending does not either."""
        day = self.game.day
        ended = [
            e
            for e in self.lasting
            if e.duration is Duration.NEXT_TURN and e.phase == phase and day >= e.until_day
        ]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")
            self.discard_expired(ended)

    def discard_expired(self, ended: list[Effect]) -> None:
        """Cards that were in play only while an effect lasted go now that it has ended:
        its controller discards each one still in play (a Tao technique, §7.4)."""
        game = self.game
        for effect in ended:
            if DISCARD_AT_EXPIRY not in effect.specs:
                continue
            for card in effect.fixed_targets() or []:
                if not card.in_play:
                    continue
                player, parent, when = game.controller_of(card), card.parent, _ending(effect)
                if parent is not None:
                    game.log.add("{0} discards {1} from {2} as {3}", player, card, parent, when)
                else:
                    game.log.add("{0} discards {1} as {2}", player, card, when)
                game.actions.discard(card)

    def nightfall(self) -> None:
        """Nightfall begins, once the victory check is made (§3.4): "until Nightfall" ends."""
        self.nightfall_day = self.game.day
        self.expire(Duration.NIGHTFALL)

    def end_of_day(self) -> None:
        self.expire(
            Duration.DAY,
            Duration.NIGHTFALL,
            Duration.STAYS_TODAY,
            Duration.PHASE,
            Duration.REACT,
            Duration.SHOOTOUT,
            Duration.SHOOTOUT_ROUND,
            Duration.POSSES_FORMED,
        )

    def card_moved(self, card: Card) -> None:
        """ "While he stays at that deed" ends when he moves, wherever to (§8.3)."""
        staying = (Duration.STAYS, Duration.STAYS_TODAY)
        ended = [e for e in self.lasting if e.duration in staying and card in (e.fixed_targets() or [])]
        if ended:
            self.lasting = [e for e in self.lasting if e not in ended]
            self.game.trace("effect.expiry")

    def card_left_play(self, card: Card) -> None:
        """Lasting effects aimed only at cards that left play can never apply again: a
        card coming back into play is a new card (§13.1). Called while `card` is still
        on its way out (its zone not yet changed), so it counts as gone already."""
        kept = []
        for effect in self.lasting:
            fixed = effect.fixed_targets()
            if fixed is not None and all(t is card or not t.in_play for t in fixed):
                continue
            kept.append(effect)
        self.lasting = kept

    def retarget(self, old: Card, new: Card) -> None:
        """Lasting effects on `old` now apply to `new` (an experienced swap, §9.4)."""
        for effect in self.lasting:
            fixed = effect.fixed_targets()
            if fixed is not None and any(t is old for t in fixed):
                effect.match = [new if t is old else t for t in fixed]
                self.changed()

    # -- invariants checked by tests and the fuzzer ---------------------------------
    def check_invariants(self) -> list[str]:
        """What must always hold (C5): used by tests and the fuzzer after every decision."""
        game = self.game
        problems = [
            f"{card.uid} carries a persistent effect of {effect.source.uid}"
            for card in game.cards_in_play()
            for effect in card.persistent_effects
            if effect.source is not card
        ]
        for effect in self.lasting:
            name = effect.label or effect.describe()
            if effect.duration in (Duration.SHOOTOUT, Duration.SHOOTOUT_ROUND) and game.shootout is None:
                problems.append(f"{name} ({effect.duration}) outlived its shootout")
            if effect.duration in (Duration.DAY, Duration.STAYS_TODAY) and effect.day != game.day:
                problems.append(f"{name} (until end of day) outlived day {effect.day}")
            if effect.duration is Duration.PHASE and effect.phase is not None:
                ends = (effect.until_day, phase_order(effect.phase))
                if (game.day, phase_order(game.phase)) > ends:
                    problems.append(
                        f"{name} (until the end of {effect.phase}) outlived day {ends[0]}'s {effect.phase}"
                    )
            if effect.duration is Duration.NEXT_TURN and effect.phase is not None:
                ends = (effect.until_day, phase_order(effect.phase))
                if (game.day, phase_order(game.phase)) > ends:
                    problems.append(
                        f"{name} (until {effect.phase} next turn) outlived day {ends[0]}'s {effect.phase}"
                    )
            if (
                effect.duration is Duration.REACT
                and not effect.in_shootout
                and (effect.phase != game.phase or effect.day != game.day)
            ):
                problems.append(f"{name} (a react's effect) outlived its phase")
        return problems
