"""The state of a shootout in progress (rules digest §5): posses, shooters, round.

Kept as plain data so a board (C3) can describe a shootout and the harness can assert
on it; the procedure that runs a shootout is in `engine.shootout`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.hands import HandResult
    from engine.jobs import Job
    from engine.model import Card, Player

#: A shootout fought today, counted like an ability use so that boards and snapshots carry
#: it (C3): "if there has not been a shootout this turn" (Morgan Regulators) reads it.
SHOOTOUT_TODAY = "shootout:day"
#: A Cheatin' Resolution a player used this day (§5.6), counted as "cheatin:<player>": "if
#: you played a Cheatin' Resolution this turn" (Flint's Amusements).
CHEATIN_TODAY = "cheatin:"


@dataclass(frozen=True)
class Casualty:
    """A card taken as a casualty this round, and how: "discard", "ace" or "send home".
    `value` and `bullets` are what the card read as it was taken (its last known
    information, §8.3): "each dude you discarded with a value higher than the pull"."""

    card: Card
    way: str
    value: int
    bullets: int

    @property
    def left_play(self) -> bool:
        """Discarded or aced, not sent home: "each dude you discarded or aced"."""
        return self.way in ("discard", "ace")


@dataclass
class Shootout:
    location: str
    leader: Card
    mark: Card | None
    leader_player: Player
    mark_player: Player
    job: Job | None = None
    posses: dict[int, list[Card]] = field(default_factory=dict)
    round: int = 0
    shooters: dict[int, Card] = field(default_factory=dict)
    results: dict[int, HandResult] = field(default_factory=dict)
    casualties: dict[int, int] = field(default_factory=dict)
    winner: Player | None = None
    loser: Player | None = None
    #: Whether this round's winner is known (§5.7): no winner before then is not a tie.
    decided: bool = False
    #: Printed "the shootout immediately ends" (Mortimer Parsons): the rest of the round
    #: (plays, casualties, Run or Gun) and every later round are skipped (§5.9).
    ended_at_once: bool = False
    #: Printed "No other dudes may join this shootout" (Howling Howell Melton): its leader
    #: and mark are the only dudes of the posses, the usual way or by a card effect (§5.2).
    closed: bool = False
    #: Printed "This shootout ends after one round": the last round fought (§5.4); None for
    #: a shootout fought until a posse is empty.
    last_round: int | None = None
    #: Dudes who joined without moving (Buffalo Rifle) and fight from an adjacent location
    #: (§5.2): the only posse members who may stand away from the fight.
    joined_in_place: list[Card] = field(default_factory=list)
    #: This round's draw bonus and redraws made, by player: why a redraw is refused (§5.5).
    draw_bonus: dict[int, int] = field(default_factory=dict)
    redrawn: dict[int, int] = field(default_factory=dict)
    #: This round's casualties by player, in the order taken (§5.8): what "after you take
    #: casualties" reacts read. A board describes a shootout at the start of a round, when
    #: this is empty, so it needs no place on the board (C3).
    casualties_taken: dict[int, list[Casualty]] = field(default_factory=dict)
    #: Cards an ability named for the rest of this shootout ("if that dude is aced or
    #: discarded during this shootout"), by the uid of the card whose ability named them:
    #: a dude leaving play loses the lasting effects on him (§13.1), so the shootout keeps
    #: his name for the ability's later clause, and forgets it when the shootout ends.
    named: dict[str, list[Card]] = field(default_factory=dict)
    #: The player whose token dudes the posse leaves out while a Combo clause is checked
    #: ("Your token dudes are ignored when checking the combo requirements", Wang Men Wu,
    #: `engine.kung_fu.combo_holds`); None at any other time.
    tokens_ignored_for: Player | None = None

    def name_for_the_shootout(self, source: Card, card: Card) -> None:
        """`source`'s ability names `card` for the rest of this shootout."""
        self.named.setdefault(source.uid, []).append(card)

    def named_by(self, source: Card, card: Card) -> bool:
        """Whether `source`'s ability named `card` earlier in this shootout."""
        return any(named is card for named in self.named.get(source.uid, []))

    #: Players who make a Shootout play once the posses are formed, before the first
    #: player makes the first play ("If this results in a shootout, make a shootout play
    #: before the Dealer makes the first play", Culpability Scientizer). Used up before the
    #: first round, so a board, which starts at a round, never holds one.
    plays_first: list[Player] = field(default_factory=list)

    def casualties_of(self, player: Player) -> list[Casualty]:
        """The casualties `player` took this round ("your casualties")."""
        return self.casualties_taken.get(player.index, [])

    def posse(self, player: Player) -> list[Card]:
        return self.posses.setdefault(player.index, [])

    def in_posse(self, dude: Card) -> bool:
        return any(dude in posse for posse in self.posses.values())

    def posse_of(self, dude: Card) -> Player | None:
        for index, posse in self.posses.items():
            if dude in posse:
                return dude.game.players[index]
        return None

    def opposing(self, player: Player) -> Player:
        return self.mark_player if player is self.leader_player else self.leader_player

    @property
    def players(self) -> list[Player]:
        """Leader's player first, then the mark's."""
        return [self.leader_player, self.mark_player]

    def remove(self, dude: Card) -> None:
        """`dude` leaves its posse: it is no longer a shooter, nor in the job's posse. The
        leader and the mark stay on record (a job led by an aced leader goes on, §6.5)."""
        for posse in self.posses.values():
            if dude in posse:
                posse.remove(dude)
        for index, shooter in list(self.shooters.items()):
            if shooter is dude:
                del self.shooters[index]
        if self.job is not None and dude in self.job.posse:
            self.job.posse.remove(dude)

    def replace(self, old: Card, new: Card) -> None:
        """An experienced swap keeps the dude's place in the shootout."""
        for posse in self.posses.values():
            if old in posse:
                posse[posse.index(old)] = new
        for index, shooter in list(self.shooters.items()):
            if shooter is old:
                self.shooters[index] = new
        if self.leader is old:
            self.leader = new
        if self.mark is old:
            self.mark = new

    def empty(self) -> bool:
        return any(not self.posse(p) for p in self.players)

    def over(self) -> bool:
        """A posse is empty, or a card ended the shootout at once (`ended_at_once`)."""
        return self.ended_at_once or self.empty()

    def rounds_done(self) -> bool:
        """The shootout has fought the last round a card allowed it (`last_round`)."""
        return self.last_round is not None and self.round >= self.last_round
