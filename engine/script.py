"""The card DSL: the base class of every card script (docs/contributing-cards.md, docs/dsl.md).

A script is a class per card with `code = "01035"` and a `setup_abilities` method that
declares the card's abilities so they read like the printed text::

    class AllieHensman(CardScript):
        code = "01035"

        def setup_abilities(self, ability: AbilityKit) -> None:
            self.action(
                play_type="noon",
                cost=ability.costs.boot_self(),
                message="{player} uses {source} to gain a permanent control point",
                handler=self.take_charge,
            )

The declaration helpers mirror the Doomtown online engine's DSL in Python style:
`persistent_effect`, `while_attached`, `action`, `reaction`, `trait_reaction`, and for
handlers the lasting effects `apply_ability_effect`, `until_end_of_shootout_round`,
`until_end_of_shootout`, `until_end_of_phase` and `until_end_of_day`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from engine.abilities import (
    ActionAbility,
    BootParent,
    BootSelf,
    BootYourDude,
    CardAbility,
    Condition,
    Context,
    Cost,
    FromHand,
    Handler,
    Limit,
    PayGhostRock,
    Reaction,
    Target,
)
from engine.decisions import Decision, Option
from engine.effects import Duration, Effect, EffectSpec
from engine.events import Event
from engine.flow import Flow
from engine.jobs import Job, JobAbility
from engine.kung_fu import TechniqueAbility
from engine.log import Message
from engine.spells import SpellAbility

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

Matcher = "Card | Sequence[Card] | Callable[[Card], bool] | None"
Specs = EffectSpec | Sequence[EffectSpec]
A = TypeVar("A", bound=CardAbility)


class EffectCatalogue:
    """The one catalogue of effects card scripts may apply (`ability.effects`)."""

    @staticmethod
    def modify(stat: str, amount: int) -> EffectSpec:
        """`stat` (bullets, influence, value, control, production, upkeep) gets +/- `amount`."""
        return EffectSpec("modify", stat, amount)

    @staticmethod
    def modify_bullets(amount: int) -> EffectSpec:
        """Printed "+N bullets" / "-N bullets" (a dude's bullets never read below 0, §1.3)."""
        return EffectSpec("modify", "bullets", amount)

    @staticmethod
    def modify_influence(amount: int) -> EffectSpec:
        """Printed "+N influence" / "-N influence" (never read below 0, §1.3)."""
        return EffectSpec("modify", "influence", amount)

    @staticmethod
    def modify_value(amount: int) -> EffectSpec:
        """Printed "+N value" / "-N value" (value reads clamped to 1..13, §1.3)."""
        return EffectSpec("modify", "value", amount)

    @staticmethod
    def modify_control(amount: int) -> EffectSpec:
        """Printed "+N control points" while the effect lasts (a permanent point: `actions.add_control_point`)."""
        return EffectSpec("modify", "control", amount)

    @staticmethod
    def modify_production(amount: int) -> EffectSpec:
        """Printed "+N production" on a deed (never read below 0)."""
        return EffectSpec("modify", "production", amount)

    @staticmethod
    def modify_upkeep(amount: int) -> EffectSpec:
        """Printed "+N upkeep" / "-N upkeep" (never read below 0)."""
        return EffectSpec("modify", "upkeep", amount)

    @staticmethod
    def modify_skill_rating(amount: int, skill: str) -> EffectSpec:
        """Printed "+N to her Huckster/Blessed/Shaman/Mad Scientist skill" (`skill` by name)."""
        return EffectSpec("modify", f"skill:{skill.lower()}", amount)

    @staticmethod
    def dynamic_bullets(amount: Callable[[Card], int]) -> EffectSpec:
        """Bullets +/- an amount computed for each affected card whenever read ("+1 bullets for each ...")."""
        return EffectSpec("modify", "bullets", dynamic=amount)

    @staticmethod
    def dynamic_influence(amount: Callable[[Card], int]) -> EffectSpec:
        """Influence +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "influence", dynamic=amount)

    @staticmethod
    def dynamic_production(amount: Callable[[Card], int]) -> EffectSpec:
        """Production +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "production", dynamic=amount)

    @staticmethod
    def dynamic_control(amount: Callable[[Card], int]) -> EffectSpec:
        """Control points +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "control", dynamic=amount)

    @staticmethod
    def set_bullets(amount: int | Callable[[Card], int]) -> EffectSpec:
        """Printed "Bullets become N": a fixed number, or one computed whenever read."""
        if callable(amount):
            return EffectSpec("set", "bullets", dynamic=amount)
        return EffectSpec("set", "bullets", amount)

    @staticmethod
    def set_influence(amount: int | Callable[[Card], int]) -> EffectSpec:
        """Printed "Influence becomes N": a fixed number, or one computed whenever read."""
        if callable(amount):
            return EffectSpec("set", "influence", dynamic=amount)
        return EffectSpec("set", "influence", amount)

    @staticmethod
    def set_as_stud() -> EffectSpec:
        """Printed "becomes a stud" (§5.5): a stud bonus equal to bullets in draw hands."""
        return EffectSpec("flag", "stud")

    @staticmethod
    def set_as_draw() -> EffectSpec:
        """Printed "becomes a draw" (§5.5), unless an effect says the dude cannot become a draw."""
        return EffectSpec("flag", "draw")

    @staticmethod
    def cannot_become_draw() -> EffectSpec:
        """Printed "cannot become a draw": wins over `set_as_draw` whatever the order."""
        return EffectSpec("flag", "cannot become a draw")

    @staticmethod
    def joins_without_booting() -> EffectSpec:
        """Does not boot when forming or joining a posse (§5.2)."""
        return EffectSpec("flag", "joins without booting")

    @staticmethod
    def joins_while_booted() -> EffectSpec:
        """May join a posse even while booted (§5.2)."""
        return EffectSpec("flag", "joins while booted")

    @staticmethod
    def joins_without_moving() -> EffectSpec:
        """Joins a posse from an adjacent location without moving there (§5.2)."""
        return EffectSpec("flag", "joins without moving")

    @staticmethod
    def bounty_at_least(amount: int) -> EffectSpec:
        """The dude's bounty cannot be reduced below `amount`."""
        return EffectSpec("flag", f"bounty at least {amount}")

    @staticmethod
    def cannot_be_called_out() -> EffectSpec:
        """Printed "cannot be called out" (§5.1): call outs naming the dude are refused."""
        return EffectSpec("flag", "cannot be called out")

    @staticmethod
    def control_by_bullets() -> EffectSpec:
        """Rowdy-style control: the dude or deed counts bullets instead of influence (§1.4)."""
        return EffectSpec("flag", "control by bullets")

    @staticmethod
    def cannot_be_chosen_by_opponents() -> EffectSpec:
        """Printed "cannot be chosen by opponents' card effects": `Target(choose=True)` skips it."""
        return EffectSpec("flag", "cannot be chosen by opponents")

    @staticmethod
    def blank() -> EffectSpec:
        """Printed "loses its text": the card's traits and abilities stop working while blanked."""
        return EffectSpec("flag", "blank")

    @staticmethod
    def modify_hand_size(amount: int) -> EffectSpec:
        """A player effect: the play hand size drawn up to at Sundown changes by `amount`."""
        return EffectSpec("player", "hand_size", amount)

    @staticmethod
    def modify_sundown_discard(amount: int) -> EffectSpec:
        """A player effect: discard up to `amount` more cards at Sundown."""
        return EffectSpec("player", "sundown_discard", amount)

    @staticmethod
    def unlimited_sundown_discard() -> EffectSpec:
        """A player effect: discard any number of cards at Sundown."""
        return EffectSpec("player", "sundown_discard", 99)


class CostCatalogue:
    """The costs card scripts may ask for (`ability.costs`)."""

    @staticmethod
    def boot_self() -> Cost:
        """Printed "Boot:" — boot this card; not offered while it is booted."""
        return BootSelf()

    @staticmethod
    def boot_parent() -> Cost:
        """Boot the dude this card is attached to ("boot your dude" on goods and spells)."""
        return BootParent()

    @staticmethod
    def boot_your_dude(condition: Callable[[Card, Context], bool] | None = None, what: str = "dude") -> Cost:
        """Boot one of your unbooted dudes that meets `condition` (chosen when paid)."""
        return BootYourDude(condition, what)

    @staticmethod
    def pay_ghost_rock(amount: int) -> Cost:
        """Printed "Pay N ghost rock": not offered to a player with less."""
        return PayGhostRock(amount)

    @staticmethod
    def discard_from_hand(condition: Callable[[Card], bool] | None = None) -> Cost:
        """Discard a card (meeting `condition`) from your play hand."""
        return FromHand(ace=False, condition=condition)

    @staticmethod
    def ace_from_hand(condition: Callable[[Card], bool] | None = None) -> Cost:
        """Ace a card (meeting `condition`) from your play hand."""
        return FromHand(ace=True, condition=condition)


class AbilityKit:
    """What `setup_abilities` receives: `ability.effects`, `ability.costs`, `ability.limit`."""

    effects = EffectCatalogue
    costs = CostCatalogue
    limit = Limit
    target = Target


def _specs(effect: Specs) -> tuple[EffectSpec, ...]:
    return (effect,) if isinstance(effect, EffectSpec) else tuple(effect)


class CardScript:
    """Base of every card script: one instance per card in a game."""

    code: ClassVar[str] = ""
    #: Flags this card's effects set beyond the engine's own (`engine.effects.ENGINE_FLAGS`),
    #: so a board may hold them.
    flags: ClassVar[tuple[str, ...]] = ()

    def __init__(self, card: Card) -> None:
        self.card = card
        self.game: Game = card.game
        self._abilities = 0

    def setup_abilities(self, ability: AbilityKit) -> None:
        """Declare the card's abilities and traits; override in each script."""

    # -- what the printed text talks about ------------------------------------------
    @property
    def controller(self) -> Player:
        return self.card.controller

    @property
    def parent(self) -> Card | None:
        return self.card.parent

    @property
    def location(self) -> str | None:
        return self.card.location

    @property
    def phase(self) -> str:
        return self.game.phase

    @property
    def controller_now(self) -> Player:
        """The card's controller right now (a deed's by influence, §4.3)."""
        return self.game.controller_of(self.card)

    # -- choices inside handlers ----------------------------------------------------
    def choose_option(
        self, context: Context, options: Sequence[str], prompt: str = "Select an option"
    ) -> Flow:
        """Ask the ability's player to pick one of `options` (e.g. "raise" / "lower");
        returns the chosen text. Use `yield from` inside a generator handler."""
        answer = yield Decision(context.player.index, prompt, [Option(o, o) for o in options], kind="choice")
        return answer

    def choose_location(
        self, context: Context, places: Sequence[str], prompt: str = "Select a location"
    ) -> Flow:
        """Ask the ability's player to pick one of `places` (location uids), offered by their
        names ("Town Square", "Player2's home", a deed); returns the uid."""
        names = {self.game.locations.name(uid): uid for uid in places}
        answer = yield from self.choose_option(context, list(names), prompt)
        return names[answer]

    def move_to_chosen_location(self, context: Context, dude: Card) -> Flow:
        """ "Move this dude": to any other location the player picks. A card-effect move
        boots the dude only if the card says so (§4.2)."""
        others = [uid for uid in self.game.locations.all() if uid != dude.location]
        destination = yield from self.choose_location(context, others)
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)

    def select_card(
        self,
        context: Context,
        cards: Sequence[Card],
        prompt: str = "Select a card",
        player: Player | None = None,
    ) -> Flow:
        """Ask a player (default: the ability's) to select one of `cards`; returns the Card."""
        chooser = player if player is not None else context.player
        options = [Option(c.uid, self.game.describe(c)) for c in cards]
        answer = yield Decision(chooser.index, prompt, options, kind="select")
        return self.game.card(answer)

    # -- declarations ---------------------------------------------------------------
    def persistent_effect(
        self,
        *,
        effect: Specs,
        match: Card | Sequence[Card] | Callable[[Card], bool] | None = None,
        condition: Callable[[], bool] | None = None,
        target_controller: str = "current",
        targets_players: bool = False,
    ) -> None:
        """A trait that applies while this card is in play (and `condition` holds)."""
        self.card.persistent_effects.append(
            Effect(
                source=self.card,
                specs=_specs(effect),
                duration=Duration.PERSISTENT,
                match=match,
                condition=condition,
                target_controller=target_controller,
                targets_players=targets_players,
                label=self.card.title,
            )
        )

    def while_attached(self, *, effect: Specs, condition: Callable[[], bool] | None = None) -> None:
        """An effect on the dude (or deed) this card is attached to."""
        self.card.persistent_effects.append(
            Effect(
                source=self.card,
                specs=_specs(effect),
                duration=Duration.PERSISTENT,
                condition=condition,
                while_attached=True,
                label=self.card.title,
            )
        )

    def _next_index(self) -> int:
        index = self._abilities
        self._abilities += 1
        return index

    def _declare(self, kind: type[A], *, title: str | None, cost: Cost | Sequence[Cost], **fields: Any) -> A:
        """Build an ability of `kind` for this card (title, costs, index) and register it."""
        ability = kind(
            card=self.card,
            title=title or self.card.title,
            cost=(cost,) if isinstance(cost, Cost) else tuple(cost),
            index=self._next_index(),
            **fields,
        )
        self.card.abilities.append(ability)
        return ability

    def action(
        self,
        *,
        play_type: str,
        handler: Handler,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        target: Target | None = None,
        condition: Condition | None = None,
        limit: Limit | None = None,
        repeat: bool = False,
        message: str | Callable[[Context], Message] | None = None,
        controller: bool = False,
    ) -> ActionAbility:
        """A Noon/Shootout/Resolution/Cheatin' Resolution ability. `controller=True`
        marks a deed's "Controller Noon:" ability, usable by whoever controls the deed."""
        return self._declare(
            ActionAbility,
            title=title,
            cost=cost,
            handler=handler,
            condition=condition,
            limit=limit,
            repeat=repeat,
            message=message,
            play_type=play_type,
            target=target,
            controller_only=controller,
        )

    def job(
        self,
        *,
        mark: Target | str = "town square",
        on_success: Callable[[Job], Any] | None = None,
        on_fail: Callable[[Job], Any] | None = None,
        handler: Callable[[Job], Any] | None = None,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        condition: Condition | None = None,
        posse_condition: Callable[[Job], str | None] | None = None,
        boot_leader: bool = True,
        message: str | Callable[[Context], Message] | None = None,
    ) -> JobAbility:
        """A "Noon Job" ability (§6): `mark` is a Target or "town square"; `handler` runs
        once the leader's posse is formed, before the mark's side may oppose."""
        return self._declare(
            JobAbility,
            title=title,
            cost=cost,
            handler=lambda context: None,
            condition=condition,
            message=message,
            play_type="noon",
            mark=mark,
            before=handler,
            on_success=on_success,
            on_fail=on_fail,
            posse_condition=posse_condition,
            boot_leader=boot_leader,
        )

    def spell_action(
        self,
        *,
        play_type: str,
        difficulty: int | Callable[[Context], int],
        on_success: Handler,
        on_fail: Handler | None = None,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        target: Target | None = None,
        condition: Condition | None = None,
        repeat: bool = False,
    ) -> SpellAbility:
        """A spell ("Shootout Hex X, Boot:"): the attached dude pulls against `difficulty` (§7.2)."""
        return self._declare(
            SpellAbility,
            title=title,
            cost=cost,
            handler=lambda context: None,
            condition=condition,
            repeat=repeat,
            play_type=play_type,
            target=target,
            difficulty=difficulty,
            on_success=on_success,
            on_fail=on_fail,
        )

    def technique_action(
        self,
        *,
        on_success: Handler,
        on_fail: Handler | None = None,
        combo: Condition | None = None,
        play_type: str = "shootout",
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        target: Target | None = None,
        condition: Condition | None = None,
    ) -> TechniqueAbility:
        """A technique ("Shootout Tao Technique:"): played from hand by one of your Kung Fu
        dudes, whose pull must not be above his value (§7.4). `combo` is the printed "Combo if
        ..." clause of a Tao technique, checked after a success."""
        return self._declare(
            TechniqueAbility,
            title=title,
            cost=cost,
            handler=lambda context: None,
            condition=condition,
            play_type=play_type,
            target=target,
            on_success=on_success,
            on_fail=on_fail,
            combo=combo,
        )

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
    ) -> Reaction:
        """A React: after the event, this card's player may use it (§8.2)."""
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

    # -- lasting effects (inside handlers) ------------------------------------------
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
    ) -> Effect:
        game = self.game
        return game.effects.add_lasting(
            Effect(
                source=self.card,
                specs=_specs(effect),
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
            )
        )

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
        day; Shootout/Resolution → end of shootout; React → end of shootout or phase."""
        ability = context.ability
        if isinstance(ability, Reaction):
            duration, phase = Duration.REACT, self.game.phase
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

    def until_end_of_shootout_round(
        self, context: Context, *, effect: Specs, match: Card | Sequence[Card] | Callable[[Card], bool] | None
    ) -> Effect:
        """Until the end of this shootout round (§8.3): "this round, ..."."""
        return self._lasting(context, Duration.SHOOTOUT_ROUND, match, effect, None, "any")

    def until_end_of_shootout(
        self, context: Context, *, effect: Specs, match: Card | Sequence[Card] | Callable[[Card], bool] | None
    ) -> Effect:
        """Until the end of the shootout (§8.3), however it ends (everyone ran, a posse emptied)."""
        return self._lasting(context, Duration.SHOOTOUT, match, effect, None, "any")

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
