"""Locations, adjacency, movement costs and deed control (rules digest §4).

A location is named by a uid: an outfit's or deed's card uid, or `Town Square`.
Each player's street runs left to right with their home somewhere in it; the town
square is adjacent to every in-town location; Out of Town deeds are adjacent to
nothing (§4.1) — save where a card in play links locations (`AdjacencyLink`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model import TOWN_SQUARE

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


#: Printed "cannot move from this location" (Jade King Stance): the flag on a dude who moves
#: by no means while it lasts — no standard move, no card effect's move, not sent home, no
#: joining a posse elsewhere (joining where he stands is no move) (§4.2).
CANNOT_MOVE = "cannot move"


def cannot_move(game: Game, dude: Card) -> bool:
    """Whether `dude` may not leave his location now (`CANNOT_MOVE`)."""
    if game.effects.has_flag(dude, CANNOT_MOVE):
        game.trace("move.cannot_move")
        return True
    return False


@dataclass(frozen=True, eq=False)
class AdjacencyLink:
    """Printed "This location is adjacent to <...>" (§4.1: cards can add adjacency): while
    `source` is in play, the location it is (a deed) or stands at (a Totem on it) is
    adjacent to every location whose uid `reaches` accepts. It ends when the card leaves
    play, and follows the card if its location changes."""

    source: Card
    reaches: Callable[[str], bool]
    #: Printed "This deed is not adjacent to <...>": the link takes adjacency away instead.
    cuts: bool = False

    def here(self) -> str | None:
        source = self.source
        if not source.in_play:
            return None
        return source.game.actions.location_of(source)


#: The memo key of the set of location uids inside a `frozen` stretch.
_LOCATION_SET = ("locations",)


class Locations:
    """Answers where things are, what is adjacent, and who controls each deed."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def _uid_set(self) -> frozenset[str]:
        return frozenset(self.all())

    def all(self) -> list[str]:
        """Every location uid: the town square, then each street left to right, then out of town."""
        uids = [TOWN_SQUARE]
        for player in self.game.players:
            uids += [card.uid for card in player.street]
            uids += [card.uid for card in player.out_of_town]
        return uids

    def card(self, uid: str) -> Card | None:
        """The outfit or deed card that is this location (None for the town square)."""
        return None if uid == TOWN_SQUARE else self.game.card(uid)

    def exists(self, uid: str) -> bool:
        """Whether `uid` is a location now: the town square, or a card on a street or out
        of town (the same answer as `uid in self.all()`, without listing them)."""
        if uid == TOWN_SQUARE:
            return True
        if self.game.effects.memo_open:
            return uid in self.game.effects.remembered(_LOCATION_SET, self._uid_set)
        card = self.game.cards.get(uid)
        return card is not None and any(card in p.street or card in p.out_of_town for p in self.game.players)

    def is_home(self, uid: str, player: Player | None = None) -> bool:
        card = self.card(uid)
        if card is None or card.data.type != "outfit":
            return False
        return player is None or card.owner is player

    def owner(self, uid: str) -> Player | None:
        card = self.card(uid)
        return None if card is None else card.owner

    def is_private(self, uid: str) -> bool:
        """A home (it counts as Private) or a deed printed or made Private (§1.4, §5.3)."""
        card = self.card(uid)
        return card is not None and (card.data.type == "outfit" or card.has_keyword("Private"))

    def is_public(self, uid: str) -> bool:
        """A deed printed or made Public (§1.4). The town square has no keyword: it is
        neither Public nor Private (ruling deadwood-town-square-is-neither)."""
        card = self.card(uid)
        return card is not None and card.has_keyword("Public")

    def street_of(self, uid: str) -> list[Card] | None:
        for player in self.game.players:
            if any(card.uid == uid for card in player.street):
                return player.street
        return None

    def in_town(self, uid: str) -> bool:
        return uid == TOWN_SQUARE or self.street_of(uid) is not None

    def out_of_town_deed(self, uid: str) -> bool:
        """An Out of Town deed (§4.1): a deed off every street."""
        return any(card.uid == uid for player in self.game.players for card in player.out_of_town)

    def adjacent(self, a: str, b: str) -> bool:
        """Street neighbours and the town square are adjacent (§4.1), and the locations a
        card in play makes adjacent ("This deed is adjacent to all Out of Town deeds")."""
        if a == b:
            return False
        self.game.trace("location.adjacency")
        if self._linked(a, b, cuts=True):
            return False  # a card's "not adjacent" outweighs the street and other cards
        return self._on_the_street(a, b) or self._linked(a, b, cuts=False)

    def _on_the_street(self, a: str, b: str) -> bool:
        if TOWN_SQUARE in (a, b):
            other = b if a == TOWN_SQUARE else a
            return self.street_of(other) is not None
        street = self.street_of(a)
        if street is None or street is not self.street_of(b):
            return False
        order = [card.uid for card in street]
        return abs(order.index(a) - order.index(b)) == 1

    def _linked(self, a: str, b: str, *, cuts: bool) -> bool:
        """Adjacency goes both ways: a card that makes its location adjacent (or not
        adjacent, `cuts`) to another makes that one adjacent (or not) to it too."""
        for link in self._links():
            if link.cuts is not cuts:
                continue
            here = link.here()
            if (here == a and link.reaches(b)) or (here == b and link.reaches(a)):
                self.game.trace("location.adjacency.card")
                # The link is its card's trait text (the ledger's "trait:<code>").
                self.game.trace_item("trait", link.source.data.code)
                return True
        return False

    def _links(self) -> list[AdjacencyLink]:
        """The adjacency links of the cards in play (a blank card's text is gone)."""
        game = self.game

        def collect() -> list[AdjacencyLink]:
            found = [link for card in game.in_play_unordered() for link in card.adjacency_links]
            return [link for link in found if not link.source.blank]

        if game.effects.memo_open:
            return game.effects.remembered(("adjacency links",), collect)
        return collect()

    def nearby(self, a: str | None, b: str | None) -> bool:
        """The Weird West Edition's "nearby": the same location or an adjacent one (§4.1).
        "A nearby dude" of a deed stands at the deed or next to it. A card out of play (no
        location) is near nothing."""
        self.game.trace("location.nearby")
        if a is None or b is None:
            return False
        return a == b or self.adjacent(a, b)

    def adjacent_to(self, uid: str) -> list[str]:
        return [other for other in self.all() if self.adjacent(uid, other)]

    def dudes_at(self, uid: str) -> list[Card]:
        if self.game.effects.memo_open:
            # Listing options asks this for every deed: one pass over the cards in play.
            return list(
                self.game.effects.remembered(("dudes by location",), self._dudes_by_location).get(uid, ())
            )
        return [c for c in self.game.cards_in_play() if c.is_dude and c.location == uid]

    def _dudes_by_location(self) -> dict[str | None, list[Card]]:
        found: dict[str | None, list[Card]] = {}
        for card in self.game.cards_in_play():
            if card.is_dude:
                found.setdefault(card.location, []).append(card)
        return found

    def name(self, uid: str) -> str:
        """How a location reads in the log and in steps: "Town Square", "Player1's home"."""
        card = self.card(uid)
        if card is not None and card.data.type == "outfit":
            return f"{card.owner.name}'s home"
        return uid

    # -- movement (§4.2) ------------------------------------------------------------
    def move_needs_boot(self, dude: Card, destination: str) -> bool:
        """Home → adjacent and town square → adjacent-but-not-own-home are free; all else boots,
        unless an effect frees that move ("can move from home to Out of Town deeds without
        booting", Rabid Rance Hitchcock)."""
        origin = dude.location
        if origin is None:
            return True
        home = dude.controller.home.uid
        freed = "moves home to out of town without booting"
        if origin == home and self.out_of_town_deed(destination) and self.game.effects.has_flag(dude, freed):
            self.game.trace("move.freed")
            return False
        adjacent = self.adjacent(origin, destination)
        if origin == home and adjacent:
            return False
        return not (origin == TOWN_SQUARE and adjacent and destination != home)

    # -- control (§4.3) -------------------------------------------------------------
    def controller(self, deed: Card) -> Player:
        """The owner keeps a deed unless another player has strictly more influence there.

        Dead Dog Tavern-style effects ("control using bullets") switch the measure for every
        dude at the deed; on a dude (Rattler Young 'Un: "he uses his bullet rating to
        determine control of the deed instead of his influence") for that dude alone, as a
        skill rating does (Black Elk, `control_skill`). The per-location influence limit
        (Morgan Regulators) caps influence only.
        """
        owner = deed.owner
        if not deed.in_play or not deed.is_deed:
            return owner
        return self.game.effects.remembered((id(deed), "controller"), lambda: self._controller(deed, owner))

    def influence_at(self, player: Player, uid: str) -> int:
        """`player`'s influence total at a location ("you have more influence there than
        each other player"): their dudes' influence there, within a per-location limit
        (Morgan Regulators), as a deed's control counts it (§4.3)."""
        total = sum(dude.influence for dude in self.dudes_at(uid) if dude.controller is player)
        limit = self.game.effects.player_limit(player, "influence_limit_per_location")
        return total if limit is None else min(total, limit)

    def control_skill(self, dude: Card) -> str | None:
        """The skill a dude checks a deed's control with instead of his influence ("he uses
        his Shaman skill rating to check control of the deed instead of his influence", Black
        Elk), or None. A deed that counts bullets for every dude (Dead Dog Tavern) still
        counts his bullets: his text replaces his influence, not the deed's measure."""
        from engine.effects import SKILLS  # engine.effects imports this module's users

        for skill in SKILLS:
            if self.game.effects.has_flag(dude, f"control by {skill} skill"):
                return skill
        return None

    def _control_influence(self, dude: Card) -> int:
        """A dude's "+1 influence for controlling deeds" (Swagger): counted toward a deed's
        control and nowhere else (§4.3)."""
        from engine.effects import CONTROL_INFLUENCE  # engine.effects imports this module's users

        return self.game.effects.stat(dude, CONTROL_INFLUENCE)

    def _controller(self, deed: Card, owner: Player) -> Player:
        self.game.trace("location.control")
        use_bullets = self.game.effects.has_flag(deed, "control by bullets")
        totals = {player.index: 0 for player in self.game.players}
        influence = {player.index: 0 for player in self.game.players}
        for dude in self.dudes_at(deed.uid):
            by_bullets = use_bullets or self.game.effects.has_flag(dude, "control by bullets")
            skill = None if by_bullets else self.control_skill(dude)
            if by_bullets:
                totals[dude.controller.index] += dude.bullets
            elif skill is not None:
                totals[dude.controller.index] += dude.skill(skill) or 0
            else:
                influence[dude.controller.index] += dude.influence + self._control_influence(dude)
        for player in self.game.players:
            # "Each player's influence total at each location is limited to N" (Morgan Regulators).
            limit = self.game.effects.player_limit(player, "influence_limit_per_location")
            count = influence[player.index] if limit is None else min(influence[player.index], limit)
            totals[player.index] += count
        best = owner
        for player in self.game.players:
            if player is not owner and totals[player.index] > totals[best.index]:
                best = player
        return best
