"""Cards and players as they are during a game.

Printed facts come from `CardData`; everything that changes during play (zone,
location, booted, bounty, attachments, permanent tokens) lives on `Card`. Current stats
are never stored: `Card.bullets` and friends ask the effect engine, which starts from
the printed value and applies every active effect, so a stat can never go stale.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from engine.zones import Zone

if TYPE_CHECKING:
    from cards.database import CardData
    from engine.abilities import CardAbility
    from engine.costs import CostModifier
    from engine.dsl import CardScript
    from engine.effects import Effect
    from engine.game import Game
    from engine.hands import PlayingCard
    from engine.locations import AdjacencyLink
    from engine.protection import Redirect

TOWN_SQUARE = "Town Square"


@functools.cache
def _granted(keyword: str) -> str:
    """The flag of an effect that gives a card `keyword` ("keyword:weapon"); the same few
    keywords are asked about many times a decision, so each flag is spelt once."""
    return f"keyword:{keyword.lower()}"


class Card:
    """One physical card in a game, identified by a readable, unique `uid`."""

    def __init__(self, game: Game, uid: str, data: CardData, owner: Player) -> None:
        self.game = game
        self.uid = uid
        self.data = data
        self.owner = owner
        self._controller = owner
        self.zone = Zone.DECK
        self.location: str | None = None
        self._parent: Card | None = None
        self.attachments: list[Card] = []
        self.booted = False
        self.bounty = 0
        self.control_tokens = 0
        #: Ghost rock placed on the card (James Ghetty); not a bounty, not the stash.
        self.ghost_rock = 0
        self.entered_play_at = 0
        #: (day, phase) the card last entered play in: "brought into play this Noon phase".
        self.entered_play_in: tuple[int, str] | None = None
        self.script: CardScript | None = None
        #: The abilities the card prints (its script's declarations); `abilities` adds
        #: those other cards grant it (`engine.granted`).
        self.own_abilities: list[CardAbility] = []
        self.persistent_effects: list[Effect] = []
        #: "Other players cannot choose <these> if they could choose this card instead".
        self.redirects: list[Redirect] = []
        #: "This location is adjacent to ..." traits (`engine.locations.AdjacencyLink`).
        self.adjacency_links: list[AdjacencyLink] = []
        #: "Reduce / increase the cost of ..." traits (`engine.costs`).
        self.cost_modifiers: list[CostModifier] = []
        #: The suit and value an effect changed this card to in a draw hand ("changes to the
        #: suit and value of your choice", §5.6); forgotten when the card leaves the hand.
        self.drawn_as: PlayingCard | None = None
        #: "Before you discard your draw hand, shuffle the joker back into your deck"
        #: (`engine.draw_hands.shuffle_back_before_discard`); forgotten when it leaves the hand.
        self.back_to_deck = False

    @property
    def abilities(self) -> list[CardAbility]:
        """What the card can use: its own abilities, then those granted to it now."""
        grants = self.game.grants
        if not grants.templates:
            return self.own_abilities
        granted = grants.on(self, len(self.own_abilities))
        return [*self.own_abilities, *granted] if granted else self.own_abilities

    @property
    def controller(self) -> Player:
        """Who controls the card now: its owner, unless an effect gave control away."""
        return self._controller

    @controller.setter
    def controller(self, controller: Player) -> None:
        # The cards in play are listed by controller, then by when they came into play
        # (`Game.cards_in_play`): a dude who changes sides (Alferd Packer) takes his place
        # among his new controller's dudes, so the game and its snapshot list them alike.
        if controller is not self._controller:
            self._controller = controller
            self.game.play_order_changed()

    @property
    def parent(self) -> Card | None:
        """The card this one is attached to (None if it is not an attachment)."""
        return self._parent

    @parent.setter
    def parent(self, parent: Card | None) -> None:
        # Which card a while-attached effect applies to follows the parent (§8.3).
        if parent is not self._parent:
            self._parent = parent
            self.game.effects.changed()

    # -- identity -------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.uid

    @property
    def title(self) -> str:
        return self.data.title

    @property
    def type(self) -> str:
        return self.data.type

    def __repr__(self) -> str:
        return f"<{self.uid} {self.zone}>"

    def has_keyword(self, keyword: str) -> bool:
        from engine.effects import LOSES_ALL_KEYWORDS

        effects = self.game.effects
        if not (self.data.has_keyword(keyword) or effects.has_flag(self, _granted(keyword))):
            return False
        return not effects.has_flag(self, LOSES_ALL_KEYWORDS)

    # -- state questions ------------------------------------------------------------
    @property
    def in_play(self) -> bool:
        return self.zone is Zone.PLAY

    @property
    def is_dude(self) -> bool:
        return self.data.type == "dude"

    @property
    def is_deed(self) -> bool:
        return self.data.type == "deed"

    @property
    def is_location(self) -> bool:
        return self.data.type in ("deed", "outfit")

    @property
    def in_town_square(self) -> bool:
        return self.in_play and self.location == TOWN_SQUARE

    @property
    def wanted(self) -> bool:
        return self.bounty > 0

    @property
    def blank(self) -> bool:
        return self.game.effects.has_flag(self, "blank")

    def attachments_with(self, keyword: str) -> list[Card]:
        return [a for a in self.attachments if a.has_keyword(keyword)]

    # -- current stats (printed value plus effects, clamped on read) ----------------
    @property
    def value(self) -> int:
        return self.game.effects.stat(self, "value")

    @property
    def bullets(self) -> int:
        return self.game.effects.stat(self, "bullets")

    @property
    def influence(self) -> int:
        return self.game.effects.stat(self, "influence")

    @property
    def control(self) -> int:
        return self.game.effects.stat(self, "control")

    @property
    def production(self) -> int:
        return self.game.effects.stat(self, "production")

    @property
    def upkeep(self) -> int:
        return self.game.effects.stat(self, "upkeep")

    @property
    def cost(self) -> int:
        return self.game.effects.stat(self, "cost")

    @property
    def grit(self) -> int:
        """Grit = value + bullets + influence (§1.3)."""
        return self.value + self.bullets + self.influence

    @property
    def shooter(self) -> str | None:
        """ "stud" or "draw" for dudes: printed type unless an effect changes it."""
        return self.game.effects.shooter(self)

    def skill(self, name: str) -> int | None:
        """The dude's rating in a skill (huckster, blessed, shaman, mad scientist)."""
        return self.game.effects.skill(self, name.lower())


#: The attribute of `Player` that holds each zone's pile (`Player.pile`).
_PILES = {
    Zone.DECK: "deck",
    Zone.HAND: "hand",
    Zone.DISCARD: "discard",
    Zone.BOOT_HILL: "boot_hill",
    Zone.DRAW_HAND: "draw_hand",
}


class Player:
    """One side of the game: stash, piles, street and per-day bookkeeping."""

    def __init__(self, game: Game, index: int, name: str) -> None:
        self.game = game
        self.index = index
        self._name = name
        self.outfit: Card | None = None
        self.legend: Card | None = None
        self.ghost_rock = 0
        self.hand: list[Card] = []
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.boot_hill: list[Card] = []
        self.draw_hand: list[Card] = []
        self.street: list[Card] = []
        self.out_of_town: list[Card] = []
        self.debtor = False
        self.control_tokens = 0
        self.rank_modifier = 0
        #: Cheatin' Resolutions this player has played this round (§5.6: one, or two
        #: where an effect allows a second against the opponent).
        self.cheatin_plays = 0
        #: "Make another play": plays this player makes before the turn passes (§8.1).
        self.extra_plays = 0
        self.flags: dict[str, Any] = {}

    @property
    def name(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return f"<Player {self._name}>"

    @property
    def home(self) -> Card:
        if self.outfit is None:
            raise RuntimeError(f"{self._name} has no outfit")
        return self.outfit

    @property
    def opponent(self) -> Player:
        return self.game.players[1 - self.index]

    def pile(self, zone: Zone) -> list[Card]:
        """The list that holds this player's cards in a zone outside play."""
        list_of: list[Card] = getattr(self, _PILES[zone])
        return list_of

    # -- what the player has in play ------------------------------------------------
    def dudes(self) -> list[Card]:
        return [c for c in self.game.cards_in_play() if c.controller is self and c.is_dude]

    def deeds(self) -> list[Card]:
        """Deeds this player owns (on their street or out of town)."""
        return [c for c in self.street if c.is_deed] + list(self.out_of_town)

    def controlled_deeds(self) -> list[Card]:
        return [d for d in self.game.all_deeds() if self.game.locations.controller(d) is self]

    @property
    def total_influence(self) -> int:
        """All your dudes' influence, wherever they stand (§9.1)."""
        return sum(d.influence for d in self.dudes())

    @property
    def total_control(self) -> int:
        """Control points of everything you control, plus player-level tokens and effects
        ("you have an extra control point during Sundown", Raven) (§9.1)."""
        deeds = sum(d.control for d in self.controlled_deeds())
        dudes = sum(d.control for d in self.dudes())
        extra = self.game.effects.player_amount(self, "control_points")
        return deeds + dudes + self.control_tokens + extra

    @property
    def hand_size(self) -> int:
        return 5 + self.game.effects.player_amount(self, "hand_size")
