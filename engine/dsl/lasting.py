"""Lasting effects created inside handlers, and how long they last (digest §8.3, contract C5).

`apply_ability_effect` follows the play type (Noon → end of day; Shootout/Resolution → end
of shootout; React → end of shootout or phase); the `until_end_of_...` forms say it outright.
Pass methods, not lambdas, as conditions so a board (C3) can store the effect by name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.abilities import ActionAbility, Context, Reaction
from engine.dsl.base import ScriptBase, Specs, specs_of
from engine.effects import Duration, Effect, EffectSpec
from engine.model import Card
from engine.protection import allowed_specs


class LastingEffects(ScriptBase):
    """The lasting effects a handler applies."""

    def _lasting(
        self,
        context: Context,
        duration: Duration,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None,
        effect: Specs,
        condition: Callable[[], bool] | None,
        target_controller: str,
        phase: str | None = None,
        targets_players: bool = False,
        card_condition: Callable[[Card], bool] | None = None,
        waits_for_shooter: bool = False,
    ) -> Effect:
        game = self.game
        lasting = Effect(
            source=self.card,
            specs=specs_of(effect),
            duration=duration,
            match=match,
            condition=condition,
            card_condition=card_condition,
            target_controller=target_controller,
            targets_players=targets_players,
            player=context.player,
            phase=phase,
            in_shootout=game.shootout is not None,
            label=self.card.title,
            waits_for_shooter=waits_for_shooter,
        )
        named = lasting.fixed_targets()
        if named:
            reached = self._unprotected(context, lasting)
            if not reached:
                return lasting  # every named card is protected from (all of) it
            if len(reached) < len(named):
                lasting.match = reached
        return game.effects.add_lasting(lasting)

    def _unprotected(self, context: Context, lasting: Effect) -> list[Card]:
        """The named cards an ability's effect may reach (scoped protection,
        `engine/protection.py`): a card shielded from it is left out, and a card whose
        bullets it may not lower gets the rest of it as an effect of its own."""
        reached = []
        for card in lasting.fixed_targets() or []:
            allowed = allowed_specs(self.game, card, context, lasting.specs)
            if allowed == lasting.specs:
                reached.append(card)
            elif allowed:
                self.game.effects.add_lasting(replace(lasting, specs=allowed, match=card))
        return reached

    def apply_ability_effect(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        condition: Callable[[], bool] | None = None,
        card_condition: Callable[[Card], bool] | None = None,
        target_controller: str = "current",
        targets_players: bool = False,
    ) -> Effect:
        """A lasting effect whose duration follows the play type (C5): Noon → end of
        day; Shootout/Resolution → end of shootout; Noon/Shootout → as the window it was
        used in; React → end of shootout or phase."""
        ability = context.ability
        if isinstance(ability, Reaction):
            duration, phase = Duration.REACT, self.game.phase
        elif isinstance(ability, ActionAbility) and ability.play_type.startswith("noon/shootout"):
            # Noon/Shootout follows the window it was used in (§8.1).
            in_fight = self.game.shootout is not None
            duration, phase = (Duration.SHOOTOUT if in_fight else Duration.DAY), None
        elif isinstance(ability, ActionAbility) and ability.play_type != "noon":
            duration, phase = Duration.SHOOTOUT, None
        else:
            duration, phase = Duration.DAY, None
        return self._lasting(
            context,
            duration,
            match,
            effect,
            condition,
            target_controller,
            phase,
            targets_players,
            card_condition,
        )

    def for_the_duration_of_that_play(
        self,
        context: Context,
        *,
        play: Context,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
    ) -> Effect:
        """Printed "for the duration of that play" (Johnny Brocklehurst, §8.1): from now
        until the declared play of `play` (the event's context) has resolved."""
        lasting = self._lasting(context, Duration.PLAY, match, effect, None, "any")
        lasting.play = int(play.data.get("play", 0))
        return lasting

    def until_posses_are_formed(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None,
    ) -> Effect:
        """Printed "until after posses are formed" (Enrique Dos Santos, §5.2, §8.3): from now
        until both posses of the shootout to come are formed, moved in included — before
        any "after posses are formed" react; should no shootout come of it, the phase's end."""
        return self._lasting(context, Duration.POSSES_FORMED, match, effect, None, "any")

    def until_end_of_shootout_round(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        targets_players: bool = False,
        target_controller: str | None = None,
        condition: Callable[[], bool] | None = None,
    ) -> Effect:
        """Until the end of this shootout round (§8.3): "this round, ...". With
        `targets_players` the effect is on the ability's player ("... on you this round"),
        or on every player with `target_controller="any"` ("the player with the most ...");
        `condition` (a method) is an "unless ..." read whenever the effect is ("cannot be
        chosen as a casualty this round unless you lose by 3 or more hand ranks")."""
        controller = target_controller or ("current" if targets_players else "any")
        return self._lasting(
            context,
            Duration.SHOOTOUT_ROUND,
            match,
            effect,
            condition,
            controller,
            targets_players=targets_players,
        )

    def for_this_round(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        targets_players: bool = False,
    ) -> Effect:
        """Printed "this round" where the ability may be played in a shootout or in
        gamblin' (a Cheatin' Resolution): until the end of this shootout round in a
        shootout; outside one, lowball's round, which ends with the gamblin' phase (§3.1,
        §8.3). With `targets_players` the effect is on the ability's player."""
        if self.game.shootout is not None:
            return self.until_end_of_shootout_round(
                context, effect=effect, match=match, targets_players=targets_players
            )
        controller = "current" if targets_players else "any"
        return self._lasting(
            context,
            Duration.PHASE,
            match,
            effect,
            None,
            controller,
            self.game.phase,
            targets_players=targets_players,
        )

    def until_end_of_shootout(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        targets_players: bool = False,
    ) -> Effect:
        """Until the end of the shootout (§8.3), however it ends (everyone ran, a posse
        emptied). With `targets_players` the effect is on every player ("this shootout,
        all dudes use their influence ...")."""
        return self._lasting(
            context, Duration.SHOOTOUT, match, effect, None, "any", targets_players=targets_players
        )

    def once_chosen_as_shooter(self, context: Context, *, effect: Specs, match: Card) -> Effect:
        """ "If that dude is chosen as the shooter, they get ..." (§8.3): from the moment
        `match` is next picked as a shooter until the end of the shootout, whether or not
        he is a shooter in a later round."""
        return self._lasting(context, Duration.SHOOTOUT, match, effect, None, "any", waits_for_shooter=True)

    def during_the_next_shootout_round(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | None = None,
        targets_players: bool = False,
        target_controller: str = "any",
    ) -> Effect:
        """ "During the next shootout round" (§8.3): on `match` in the round after this one
        only, whatever happens in between; it is gone when the shootout ends. With
        `targets_players` the effect is on players instead: every player (`target_controller`
        "any", "in the next round of the shootout, double the number of casualties
        inflicted") or the ability's ("current")."""
        shootout = self.game.shootout
        assert shootout is not None, "the next shootout round is that of a shootout in progress"
        lasting = self._lasting(
            context,
            Duration.SHOOTOUT,
            match,
            effect,
            None,
            target_controller,
            targets_players=targets_players,
        )
        lasting.in_round = shootout.round + 1
        return lasting

    def until_end_of_phase(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None,
        phase: str | None = None,
    ) -> Effect:
        """Until the end of `phase` (default: the current one) (§8.3)."""
        return self._lasting(context, Duration.PHASE, match, effect, None, "any", phase or self.game.phase)

    def until_after_next_production(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None,
    ) -> Effect:
        """Printed "until after the next Production phase" (§8.3): production is collected
        in the Upkeep phase (§3.2), so the effect lasts until the end of the next Upkeep —
        today's if it is still to come, else tomorrow's — through Sundown's victory check and
        the production it changes. The day ending does not end it."""
        return self._lasting(context, Duration.PHASE, match, effect, None, "any", "upkeep")

    def until_next_turn(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None,
        phase: str = "high noon",
    ) -> Effect:
        """Printed "until Noon next turn" (§8.3): through the rest of this day, the day's end
        and tomorrow's phases before `phase`, ending as tomorrow's `phase` starts — used at
        Noon, it lasts through tomorrow's Gamblin' and Upkeep (upkeep and production it
        changes) and ends as tomorrow's High Noon begins."""
        return self._lasting(context, Duration.NEXT_TURN, match, effect, None, "any", phase)

    def while_it_stays(
        self, context: Context, *, effect: Specs, match: Card, today_only: bool = False
    ) -> Effect:
        """ "While he stays at that deed": on `match` until it moves (anywhere) or leaves
        play, however many days that takes (§8.3). With `today_only`, "until he leaves
        that deed or the end of the turn (whichever occurs first)": also until the day ends."""
        duration = Duration.STAYS_TODAY if today_only else Duration.STAYS
        return self._lasting(context, duration, match, effect, None, "current")

    def mark_until_it_moves(self, context: Context, card: Card) -> None:
        """Remember, for a later clause of the ability, that `card` stood still ("After
        victory is checked during Sundown, if Dan has not moved, ...", §8.3): a mark on
        `card` that its next move, its leaving play or the day's end wipes, read back by
        `has_not_moved`. It changes nothing else about the card."""
        self.while_it_stays(
            context, match=card, effect=EffectSpec("flag", self._stayed_mark()), today_only=True
        )

    def has_not_moved(self, card: Card) -> bool:
        """Whether `card` has not moved (nor left play) today since this card's ability
        marked it with `mark_until_it_moves`."""
        return self.game.effects.has_flag(card, self._stayed_mark())

    def _stayed_mark(self) -> str:
        return f"has not moved since {self.card.uid} was used"

    def permanently(self, context: Context, *, effect: Specs, match: Card) -> Effect:
        """ "This deed permanently gains +1 control points and +1 production" (§8.3): on
        `match` for as long as it stays in play, across days and whoever controls it; it
        ends only when the card leaves play (a card coming back is a new card, §13.1)."""
        return self._lasting(context, Duration.PERMANENT, match, effect, None, "any")

    def until_nightfall(
        self, context: Context, *, effect: Specs, match: Card | Sequence[Card] | Callable[[Card], bool] | None
    ) -> Effect:
        """Printed "until Nightfall" (Weird West Edition): through today's Sundown victory
        check, in which it counts, ending as Nightfall begins, before anything done "at
        Nightfall" (§3.4, §8.3). Made during Nightfall, it ends with the day."""
        return self._lasting(context, Duration.NIGHTFALL, match, effect, None, "any")

    def until_end_of_day(
        self,
        context: Context,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        condition: Callable[[], bool] | None = None,
        card_condition: Callable[[Card], bool] | None = None,
        targets_players: bool = False,
        target_controller: str = "current",
    ) -> Effect:
        """Until the end of the day. `card_condition` (a method of this script taking the
        affected card) limits when the effect applies, e.g. "while not at home"; use
        methods, not lambdas, so a board (C3) can store the effect by name."""
        return self._lasting(
            context,
            Duration.DAY,
            match,
            effect,
            condition,
            target_controller,
            None,
            targets_players,
            card_condition,
        )
