"""Declarations: the printed abilities and traits a card script declares in `setup_abilities`.

One method per kind of printed text: a trait (`persistent_effect`, `while_attached`), an
action ("Noon:", "Shootout:", "Resolution:", "Cheatin' Resolution:"), a job, a spell, a
technique. Reactions and triggered traits live in `engine.dsl.triggers`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.abilities import ActionAbility, CardAbility, Condition, Context, Handler, Limit, Target
from engine.ability_costs import Cost
from engine.costs import ChosenReduction, CostChange, CostModifier, no_change
from engine.dsl.base import ScriptBase, Specs, specs_of
from engine.effects import Duration, Effect
from engine.jobs import Job, JobAbility, LocationMark
from engine.kung_fu import TechniqueAbility
from engine.locations import AdjacencyLink
from engine.log import Message
from engine.protection import ACTION_CARDS, Redirect
from engine.spells import SpellAbility

if TYPE_CHECKING:
    from engine.model import Card, Player

A = TypeVar("A", bound=CardAbility)


class Declarations(ScriptBase):
    """The declarations of traits and actions (`self.action(...)` in `setup_abilities`)."""

    def cannot_be_in_starting_gang(self) -> None:
        """Printed "Harry cannot be in your starting gang" (§2.2): a setup restriction, read
        while the gang is chosen, when the card is still in the deck (no trait works there)."""
        self.barred_from_starting_gang = True

    def can_only_attach_to(self, condition: Callable[[Card], bool]) -> None:
        """Printed "Can only attach to a deed" (Fire of Nanahbozho), "... to a Mad Scientist":
        shoppin' (or any play that attaches it) refuses every parent `condition` rejects."""
        self.attaches_to = condition

    def limit_one_per_dude(self) -> None:
        """Printed "A dude cannot have more than one Articulated Reloading Manager attached":
        an attachment limit, like one Weapon per dude (§3.5, `engine.attachments`). It never
        refuses the play that attaches a second one; once that play resolves, the dude's
        controller keeps one copy of the title and discards the others."""
        self.one_per_dude = True

    def cannot_have_attached(self, condition: Callable[[Card], bool]) -> None:
        """Printed "Mason cannot have non-Melee Weapons attached": the parent's side of "Can
        only attach to": shoppin' (or any play that attaches a card to this one, a trade
        too) refuses every attachment `condition` accepts (§3.5)."""
        self.refuses_attachment = condition

    def carries_totems(self, up_to: int = 1) -> None:
        """Printed "Ghost Dancers can have one Totem attached. If Ghost Dancers are at a
        deed, a Totem attached to them is considered to be planted at that deed": this dude
        takes up to `up_to` Totems through an ability (never by shoppin', which plants at a
        location), and each is planted at the deed he stands at, nowhere elsewhere
        (`engine.totems`)."""
        self.totems_carried = up_to

    def is_adjacent_to(self, reaches: Callable[[str], bool]) -> None:
        """Printed "This deed is adjacent to all Out of Town deeds" / "This location is
        adjacent to each other location that has a Spirit Trail attached" (§4.1): while this
        card is in play, its location (the deed itself, or where it is attached) is adjacent,
        both ways, to each location whose uid `reaches` accepts."""
        self.card.adjacency_links.append(AdjacencyLink(self.card, reaches))

    def is_not_adjacent_to(self, reaches: Callable[[str], bool]) -> None:
        """Printed "This deed is not adjacent to the town square" (Maza Gang Hideout, §4.1):
        while this card is in play, its location is not adjacent, either way, to each
        location `reaches` accepts, whatever the street or another card says."""
        self.card.adjacency_links.append(AdjacencyLink(self.card, reaches, cuts=True))

    def may_be_in_starting_gang(self) -> None:
        """Printed "You can include POST-A-TRON in your starting gang": a Gadget dude, which
        must otherwise be invented before it enters play, may start in the gang (§2.2,
        §7.3). What the text asks of it then ("if you do, you must ...") is a trait on
        `onStartingGangsInPlay`, emitted once every deck is shuffled."""
        self.allowed_in_starting_gang = True

    def enters_play_at_inventors_location(self) -> None:
        """Printed "QUATERMAN PRIME must be invented, and enters play at the Mad Scientist's
        location": a Gadget dude, shopped, is invented by one of your scientists at a location
        you control (§7.3, `engine.gadgets.invent_dude`) and enters play where that scientist
        stands, not at home."""
        self.enters_at_inventors_location = True

    def enters_play_booted(self) -> None:
        """Printed "This deed enters play booted" (California Tax Office): however it comes
        into play (played from hand, put into play by an ability, §3.5), it arrives booted,
        so its "Boot:" abilities wait until it is unbooted (at Sundown, §3.4)."""
        self.enters_booted = True

    def can_be_invented_with(self, skill: str) -> None:
        """Printed "A Huckster can invent this Gadget using their Huckster skill" (Magnum Opus
        Tenebri): the Gadget's side of Valeria Batten's trait — a dude with `skill` may
        invent it, pulling with that rating as if it were Mad Scientist, whichever of his two
        rates higher (§7.3, `engine.gadgets.inventing_skill`). Read while the Gadget is in
        hand or being shopped, where no trait of its own works yet."""
        self.invented_with = skill.lower()

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
                specs=specs_of(effect),
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
                specs=specs_of(effect),
                duration=Duration.PERSISTENT,
                condition=condition,
                while_attached=True,
                label=self.card.title,
            )
        )

    def cost_modifier(self, *, change: CostChange, own: bool = False, first_each_day: bool = False) -> None:
        """Printed "reduce / increase the cost of ..." (§8.1, `engine.costs`): `change` (a
        method taking the player, the card played and the location uid it is played at)
        says by how much, 0 where the text does not apply. A trait of a card in play, or
        with `own` printed on the card itself ("reduce Jessica's cost"), read as it is
        played; `first_each_day` is "the first ... you play each turn": once it has changed
        a cost paid, not again that day. The total cost never goes below 0."""
        self.card.cost_modifiers.append(
            CostModifier(self.card, change, own=own, first_each_day=first_each_day)
        )

    def cost_reduced_by_choice(
        self,
        *,
        candidates: Callable[[Player], Sequence[Card]],
        amount: Callable[[Card], int],
        many: bool = False,
        boot: bool = False,
        enter_at: bool = False,
    ) -> None:
        """Printed "reduce the cost to play <this card> by the influence of one of your
        dudes" (§8.1, `engine.costs.ChosenReduction`): as the card is played paying its
        cost, its player may choose one of `candidates(player)` (none: nothing offered) and
        the cost drops by `amount(chosen)`; `many` is "any number of your dudes" (amounts
        add up), `boot` boots the chosen ("boot any number of your dudes to reduce ..."),
        `enter_at` is "she may enter play at that dude's location"."""
        reduction = ChosenReduction(self.card, candidates, amount, many=many, boot=boot, enter_at=enter_at)
        self.card.cost_modifiers.append(CostModifier(self.card, no_change, own=True, chosen=reduction))

    def redirect_choices(self, *, protects: Callable[[Card], bool], kind: str = ACTION_CARDS) -> None:
        """Printed "Other players cannot choose or affect <protects> with action cards if
        they could legally choose to affect <this card> instead" (Tyxarglenak): while this
        card is a legal target of another player's ability of `kind` ("action cards" or
        "shootout abilities"), the cards `protects` accepts are not."""
        self.card.redirects.append(Redirect(self.card, protects, kind))

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
        marks a deed's "Controller Noon:" ability, usable by whoever controls the deed.
        `play_type="shootout:join"` (or `"noon/shootout:join"`) is one whose Shootout play
        brings its dude into the posse ("Kevin joins your posse"): a dude outside the posse
        may use it (§5.4)."""
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

    def grant_action(
        self,
        *,
        to: Callable[[Card], bool],
        play_type: str,
        handler: Handler,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        target: Target | None = None,
        condition: Condition | None = None,
        limit: Limit | None = None,
        repeat: bool = False,
        message: str | Callable[[Context], Message] | None = None,
    ) -> ActionAbility:
        """Printed "<cards> gain the ability: 'Noon, Boot: ...'" (Nicodemus Whateley): while
        this card is in play, each card in play that `to` accepts holds the quoted ability
        as its own (§8.1, `engine.granted`): "Boot:" boots that card, "this dude" is
        `context.source`, it is offered to that card's controller and its limit counts for
        that card alone. The handler is this script's method."""
        ability = self._declare(
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
            grants_to=to,
        )
        self.game.grants.declare(ability)
        return ability

    def grant_job(
        self,
        *,
        to: Callable[[Card], bool],
        on_success: Callable[[Job], Any],
        mark: Target | LocationMark | str = "town square",
        title: str | None = None,
        message: str | Callable[[Context], Message] | None = None,
    ) -> JobAbility:
        """Printed "Each player gains the ability: 'Noon Job: Mark the town square. If
        successful, ...'" (Tumblebleeds!): while this card is in play, each card `to` accepts
        (a player's outfit, for "each player") holds the quoted job as its own (§6, §8.1,
        `engine.granted`); any of that player's dudes may lead it, once a day for each copy.
        `on_success` is this script's method, as in `job`."""
        ability = self._declare(
            JobAbility,
            title=title,
            cost=(),
            handler=lambda context: None,
            message=message,
            play_type="noon",
            mark=mark,
            on_success=on_success,
            grants_to=to,
        )
        self.game.grants.declare(ability)
        return ability

    def job(
        self,
        *,
        mark: Target | LocationMark | str = "town square",
        on_success: Callable[[Job], Any] | None = None,
        on_fail: Callable[[Job], Any] | None = None,
        on_join: Callable[[Job, Card], Any] | None = None,
        after_home: Callable[[Job], Any] | None = None,
        handler: Callable[[Job], Any] | None = None,
        title: str | None = None,
        cost: Cost | Sequence[Cost] = (),
        condition: Condition | None = None,
        posse_condition: Callable[[Job], str | None] | None = None,
        boot_leader: bool = True,
        message: str | Callable[[Context], Message] | None = None,
        leader_condition: Callable[[Card], bool] | None = None,
        controller: bool = False,
        leader_alone: bool = False,
    ) -> JobAbility:
        """A "Noon Job" ability (§6): `mark` is a Target, "town square", or a
        `LocationMark` ("Mark another in-town location": any location, the town square
        included, that its condition accepts); `handler` runs
        once the leader's posse is formed, before the mark's side may oppose; `on_join`
        runs for each dude that joins the leader's posse during the job, as it forms or
        later ("each dude that joins your posse during the job"); `after_home` is a success
        text printed "(this occurs after dudes have returned home)" (Francisco Rosales).
        `leader_condition` is printed "Your leader must have ...": only a dude meeting it may
        lead, and with none the job is refused. `controller=True` marks a deed's "Controller
        Noon Job:". `leader_alone` is printed "No other dudes can join your posse" (Mason
        Adler): the leader's posse is the leader alone for the whole job (`engine.posse`)."""
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
            on_join=on_join,
            after_home=after_home,
            posse_condition=posse_condition,
            boot_leader=boot_leader,
            leader_condition=leader_condition,
            controller_only=controller,
            leader_alone=leader_alone,
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
