"""What every part of a card script knows: its card, its game, and what the printed text
talks about (its controller, the dude it is attached to, where it is, the phase).

The DSL's concerns (declarations, triggers, lasting effects, choices) are mixins over this
base, one module each, so `CardScript` reads as their sum.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from engine.abilities import CardAbility
from engine.ability_costs import Cost
from engine.effects import EffectSpec
from engine.hand_rank import rank_modifier
from engine.losses import lost_today

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player

#: One effect or several (`effect=` of a declaration or lasting effect).
Specs = EffectSpec | Sequence[EffectSpec]


A = TypeVar("A", bound=CardAbility)

#: The Weird West Edition's faction names ("If you are Law Dogs") and the card data's gangs.
FACTIONS = {
    "Law Dogs": "lawdogs",
    "Outlaws": "outlaws",
    "Entrepreneurs": "entrepreneurs",
    "Fearmongers": "fearmongers",
    "Anarchists": "anarchists",
    "First Peoples": "1stpeoples",
    # The same factions under their names in the older printings ("If your outfit is
    # Fourth Ring", "If your outfit is The Sloane Gang"): the outfit's faction, not its title.
    "The Fourth Ring": "fearmongers",
    "The Sloane Gang": "outlaws",
    "Morgan Cattle Co.": "entrepreneurs",
    "108 Righteous Bandits": "anarchists",
    "Eagle Wardens": "1stpeoples",
}


def specs_of(effect: Specs) -> tuple[EffectSpec, ...]:
    """`effect=` as a tuple of specs, whether one or several were given."""
    return (effect,) if isinstance(effect, EffectSpec) else tuple(effect)


class ScriptBase:
    """One instance per card in a game: the card, its game, and the nouns of its text."""

    #: Printed "Can only attach to ..." (`can_only_attach_to`): the parents it accepts.
    attaches_to: Callable[[Card], bool] | None = None
    #: Printed "Mason cannot have non-Melee Weapons attached" (`cannot_have_attached`): the
    #: attachments this card refuses.
    refuses_attachment: Callable[[Card], bool] | None = None
    #: Printed "A dude cannot have more than one <this card> attached" (`one_per_dude`):
    #: an attachment limit of one of this title per dude (`engine.attachments`).
    one_per_dude: bool = False
    #: Printed "Ghost Dancers can have one Totem attached" (`carries_totems`): how many.
    totems_carried: int = 0
    #: Printed "A Huckster can invent this Gadget using their Huckster skill"
    #: (`can_be_invented_with`): the skill, lowercase, besides Mad Scientist.
    invented_with: str | None = None
    #: Restrictions the card prints on itself that hold in play or not ("cannot leave
    #: Boot Hill", `engine.restrictions.printed`).
    printed_restrictions: tuple[str, ...] = ()

    def __init__(self, card: Card) -> None:
        self.card = card
        self.game: Game = card.game
        self._abilities = 0

    @property
    def controller(self) -> Player:
        """The player who controls this card ("you" in its text)."""
        return self.card.controller

    @property
    def parent(self) -> Card | None:
        """The card this one is attached to ("this dude" on goods, spells and horses)."""
        return self.card.parent

    @property
    def location(self) -> str | None:
        """Where this card is ("this location"); None out of play."""
        return self.card.location

    @property
    def your_posse(self) -> list[Card]:
        """Your dudes in this shootout ("your dude in this posse"); none outside a shootout.
        While a Combo clause that ignores your tokens is checked (Wang Men Wu), without them."""
        shootout = self.game.shootout
        if shootout is None:
            return []
        posse = shootout.posse(self.controller)
        if shootout.tokens_ignored_for is self.controller:
            return [dude for dude in posse if not dude.data.is_token]
        return list(posse)

    @property
    def opposing_posse(self) -> list[Card]:
        """The dudes of the posse facing yours in this shootout ("an opposing dude", "an
        opposing spell" is one on them); none outside a shootout."""
        shootout = self.game.shootout
        return list(shootout.posse(shootout.opposing(self.controller))) if shootout is not None else []

    def is_opposing_card(self, card: Card) -> bool:
        """Printed "an opposing card" in a shootout (Hart's Tea Shoppe, Test of Wills): a dude
        of the posse facing yours, or a card attached to one (§5); none outside a shootout."""
        dude = card.parent if card.parent is not None else card
        return dude in self.opposing_posse

    @property
    def you_are_the_leader(self) -> bool:
        """Printed "If you are the leader" (the Legends' posse rules): a shootout is on and
        this card's controller is the leading player, whose dude called out or leads the
        job (§5.1, §6); the other side is the mark's."""
        shootout = self.game.shootout
        return shootout is not None and shootout.leader_player is self.controller

    @property
    def your_shooter(self) -> Card | None:
        """Your shooter this shootout round ("your shooter"), once picked (§5.4); None before
        it is picked and outside a shootout."""
        shootout = self.game.shootout
        return None if shootout is None else shootout.shooters.get(self.controller.index)

    @property
    def phase(self) -> str:
        """The phase now (gamblin', upkeep, noon, sundown)."""
        return self.game.phase

    @property
    def controller_now(self) -> Player:
        """The card's controller right now (a deed's by influence, §4.3)."""
        return self.game.controller_of(self.card)

    def is_faction(self, player: Player, faction: str) -> bool:
        """Printed "If you are <faction>" (Anarchists, Law Dogs...): the faction of
        `player`'s outfit (§2.1), whatever their dudes are."""
        return FACTIONS[faction] in player.home.data.gangs

    def is_dealer(self, player: Player) -> bool:
        """Whether `player` is "the Dealer": the Weird West Edition's name for the player who
        won lowball this day and makes the first play, the first player (§3.1.6; ruling
        `dealer-is-first-player`)."""
        return self.game.first_player == player.index

    @property
    def shootout_fought_today(self) -> bool:
        """Whether there has been a shootout this day (turn), a job's or a call out's."""
        return self.game.shootout_fought_today

    def dude_lost_today(self, player: Player, *hows: str) -> bool:
        """Printed "if one of your dudes has been discarded or aced this turn, either as a
        casualty or by an opposing card effect" (Debt of Blood): `hows` is "aced" and/or
        "discarded"; the player's own effects and the rules' other steps do not count
        (`engine.losses`)."""
        return lost_today(self.game, player, *hows)

    def hand_rank(self, player: Player) -> int:
        """A player's draw hand rank now ("your hand rank", "your opponent's hand rank"):
        the revealed hand's total with this round's modifiers, 1..11 (§5.6); 0 while the
        player has no revealed hand."""
        result = self.game.hand_results.get(player.index)
        return 0 if result is None else result.total(rank_modifier(self.game, player))

    def lost_round_by(self, player: Player) -> int:
        """By how many hand ranks `player` lost this shootout round ("unless you lose by 3 or
        more hand ranks"): the winner's rank less theirs once the round is decided (§5.7); 0
        before that, for the winner, on a tie, and for a loss on a tie-breaker."""
        shootout = self.game.shootout
        if shootout is None or shootout.loser is not player or shootout.winner is None:
            return 0
        return self.hand_rank(shootout.winner) - self.hand_rank(player)

    def value_of(self, card: Card) -> int:
        """`card`'s value as this card's effects read it ("a dude with lower value"): with
        its value "for the purpose of opposing card effects" when this card's controller is
        not its controller (Tusk, `engine.effects`)."""
        return self.game.effects.value_against(card, self.controller_now)

    def grit_of(self, card: Card) -> int:
        """`card`'s grit as this card's effects read it ("the opposing dude with the highest
        grit"): value + bullets + influence (§1.3), at least any minimum an effect of this
        card's controller gives it "for your card effects" (Lorena Corbett, `engine.effects`)."""
        return self.game.effects.grit_against(card, self.controller_now)

    def brought_into_play_this_phase(self, card: Card) -> bool:
        """Whether `card` is in play and entered play during this phase of this day ("a dude
        that was brought into play this Noon phase"); boards keep it (`entered_this_phase`)."""
        return card.in_play and card.entered_play_in == (self.game.day, self.game.phase)

    def is_nearby(self, card: Card) -> bool:
        """Whether `card` stands at a nearby location ("an opposing dude at a nearby
        location", "goods in a nearby location"): where this card is, or a location
        adjacent to it (§4.1). Attachments stand where their parent stands."""
        here, there = self.game.actions.location_of(self.card), self.game.actions.location_of(card)
        if here is None or there is None:
            return False
        return self.game.locations.nearby(here, there)

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
        self.card.own_abilities.append(ability)
        return ability
