"""The game: state, the decision loop (C1), determinism (C2), trace (C4) and log (C6).

A `Game` is built from a board (`Game.from_board`, any phase of the day, C3) or from
two decks (`Game.from_decks`, playing setup). It then runs until a player must choose;
`game.pending` describes that choice and `game.decide(player, option_id)` answers it.
All randomness comes from `game.rng`, seeded at creation and re-seeded at every
checkpoint from itself, so a checkpoint is fully described by a board plus one seed.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from engine.actions import Actions
from engine.decisions import Decision, IllegalPlay, Refusal
from engine.dsl import AbilityKit, CardScript
from engine.effects import EffectEngine
from engine.events import Event
from engine.flow import Flow
from engine.granted import GrantedAbilities
from engine.locations import Locations
from engine.log import GameLog
from engine.model import TOWN_SQUARE, Card, Player
from engine.reactions import Listeners
from engine.rules import rule
from engine.shootout_state import CHEATIN_TODAY, SHOOTOUT_TODAY
from engine.totems import is_totem
from engine.tracing import LISTENERS, Tracer

if TYPE_CHECKING:
    from cards.database import CardData, CardDB
    from engine.abilities import CardAbility
    from engine.card_effects import CardEffect
    from engine.hands import HandResult
    from engine.jobs import Job
    from engine.replacements import Held
    from engine.shootout_state import Shootout

PHASES = ("setup", "gambling", "upkeep", "high noon", "sundown")
#: What every script's `setup_abilities` receives: the kit holds no state, so one serves all.
_KIT = AbilityKit()
#: Above 0 while a game replays towards a lazy checkpoint: every checkpoint is exported.
_EAGER_EXPORT = [0]


class Game:
    """One game of Doomtown between two players."""

    def __init__(
        self,
        *,
        seed: int = 0,
        player_names: tuple[str, str] = ("Player1", "Player2"),
        card_db: CardDB | None = None,
        scripts: Mapping[str, type[CardScript]] | None = None,
    ) -> None:
        from cards.database import card_db as default_db
        from cards.scripts import script_lookup

        self.db = card_db if card_db is not None else default_db()
        self.scripts = scripts if scripts is not None else script_lookup()
        self.seed = seed
        self.rng = random.Random(seed)
        self.players = [Player(self, i, name) for i, name in enumerate(player_names)]
        self.cards: dict[str, Card] = {}
        self._in_play: list[Card] = []
        self._play_order_dirty = False
        self.log = GameLog()
        self.effects = EffectEngine(self)
        self.locations = Locations(self)
        self.actions = Actions(self)
        #: "Your dudes ... gain the ability": the grants declared and their copies.
        self.grants = GrantedAbilities(self)
        self.day = 1
        self.phase = "setup"
        self.step = ""
        self.turn = 0
        self.passes = 0
        self.first_player = 0
        self.shootout: Shootout | None = None
        #: A job's posses from the moment its leader's posse forms until its shootout
        #: starts or the job ends (§6.2–6.4): no shootout yet, but dudes are in posses.
        self.job_posses: Shootout | None = None
        #: The last shootout and job to end, kept for assertions and reports.
        self.last_shootout: Shootout | None = None
        self.last_job: Job | None = None
        #: Whose card effects are resolving and of which play type, innermost last; the
        #: player None where the rules act (`engine.card_effects`).
        self.card_effects: list[CardEffect] = []
        self.pot = 0
        self.hand_results: dict[int, HandResult] = {}
        #: How many plays have been declared (`engine.plays`): each one's number.
        self.plays_declared = 0
        self.pulled: list[Card] = []
        self.winner: Player | None = None
        self.pending: Decision | None = None
        #: (day, phase) after which the game pauses, whether or not that phase had a
        #: decision (engine.phases.day.pause): a reader's request, not a rule.
        self.pause_after: tuple[int, str] | None = None
        self.history: list[tuple[int, str]] = []
        self.event_queue: list[Event] = []
        #: Game actions announced and held for a replacement (`engine.replacements`).
        self.pending_would: list[Held] = []
        #: Which cards react to which event (engine/reactions.py).
        self.listeners = Listeners()
        self._tracers: list[Tracer] = list(LISTENERS)
        self._uses: dict[tuple[str, str], int] = {}
        self._flow: Flow | None = None
        self._entered = 0
        self._checkpoint: dict[str, Any] | None = None
        #: The last checkpoint is not exported yet (`_checkpoint_board` exports it).
        self._checkpoint_lazy = False
        #: How many decisions came before the last checkpoint.
        self._checkpoint_at = 0
        #: The last exported board a lazy checkpoint can be replayed from, and its decision count.
        self._base: tuple[dict[str, Any], int] | None = None
        self._since_checkpoint: list[tuple[int, str]] = []
        #: (day, phase) of every phase the game has entered, in order.
        self.phases_entered: list[tuple[int, str]] = []
        #: The board a replay starts from and how many decisions came before it (C2, C3).
        self.origin: tuple[dict[str, Any], int] | None = None
        #: Set by a board build: the first checkpoint is the board's own, keep its seed.
        self.resume_checkpoint = False

    # -- construction ---------------------------------------------------------------
    @classmethod
    def from_board(cls, board: Mapping[str, Any], **kwargs: Any) -> Game:
        """Build a game at the position a board describes (C3), ready for decisions."""
        from engine.board import build_game

        return build_game(board, **kwargs)

    @classmethod
    def from_decks(cls, decks: Iterable[Any], *, seed: int = 0, **kwargs: Any) -> Game:
        """Start a game from two decks: the setup phase asks for starting gangs."""
        from engine.phases.setup import start_from_decks

        return start_from_decks(list(decks), seed=seed, **kwargs)

    def new_card(self, data: CardData, owner: Player, uid: str | None = None) -> Card:
        """Create a card with a readable uid: its title ("Title #2" for a second copy).

        A printing other than the title's first one is named "Title (Pack)" so a board
        (C3) always says which printing it is."""
        if uid is None:
            base = self.db.uid_base(data)
            uid, n = base, 1
            # A numbered uid is never itself a title, so a board reads it back as a copy.
            while uid in self.cards or (n > 1 and self.db.has(uid)):
                n += 1
                uid = f"{base} #{n}"
        elif uid in self.cards:
            raise ValueError(f"two cards are named {uid!r}")
        card = Card(self, uid, data, owner)
        self.cards[uid] = card
        script_class = self.scripts.get(data.code)
        if script_class is not None:
            card.script = script_class(card)
            card.script.setup_abilities(_KIT)
        return card

    # -- lookups --------------------------------------------------------------------
    def open_posses(self) -> list[Shootout]:
        """Every set of posses a dude can be in now: the shootout in progress, and a job's
        posses still forming before it (§5.2, §6.2). A card leaving play leaves them all."""
        states = [self.shootout]
        if self.job_posses is not None and self.job_posses is not self.shootout:
            states.append(self.job_posses)
        return [s for s in states if s is not None]

    def card(self, uid: str) -> Card:
        try:
            return self.cards[uid]
        except KeyError:
            from difflib import get_close_matches

            close = get_close_matches(uid, list(self.cards), n=3)
            hint = f" Did you mean: {', '.join(close)}?" if close else ""
            raise KeyError(f"No card {uid!r} in this game.{hint}") from None

    def player(self, ref: int | str | Player) -> Player:
        """A player by index, name, "player 1" or "p1"."""
        if isinstance(ref, Player):
            return ref
        if isinstance(ref, int):
            return self.players[ref]
        text = ref.strip().lower().replace(" ", "")
        for player in self.players:
            if text in (
                player.name.lower().replace(" ", ""),
                f"player{player.index + 1}",
                f"p{player.index + 1}",
            ):
                return player
        from difflib import get_close_matches

        names = [p.name for p in self.players]
        close = get_close_matches(ref, names, n=1)
        hint = f" Did you mean {close[0]}?" if close else ""
        raise KeyError(f"No player {ref!r}: the players are {', '.join(names)}.{hint}")

    def cards_in_play(self) -> list[Card]:
        """Every card in play in a canonical order — by player; outfit and legend, then deeds in street
        order, then dudes in the order they came into play, each followed by its
        attachments — so prompts list options the same way in a game rebuilt from a board."""
        if self._play_order_dirty:
            self._in_play.sort(key=self._play_key)
            self._play_order_dirty = False
        return list(self._in_play)

    def in_play_unordered(self) -> list[Card]:
        """The cards in play in no promised order, not copied: for a question about all of
        them whose answer does not depend on the order (do not change the list)."""
        return self._in_play

    def play_order_changed(self) -> None:
        """Call when a card moves within play (a traded goods, a new deed on a street)."""
        self._play_order_dirty = True
        self.effects.changed()

    def _play_key(self, card: Card) -> tuple[int, ...]:
        if card.parent is not None:
            return (*self._play_key(card.parent), 1, card.parent.attachments.index(card))
        owner = card.owner
        if card.data.type == "outfit":
            return (owner.index, 0, 0)
        if card.data.type == "legend":  # beside the outfit (§1.2)
            return (owner.index, 0, 1)
        if card.is_deed:
            if card in owner.street:
                return (owner.index, 1, owner.street.index(card))
            if card in owner.out_of_town:
                return (owner.index, 1, 100 + owner.out_of_town.index(card))
            return (owner.index, 1, 200)  # entering play, not yet placed on the street
        # A dude another player controls (Alferd Packer, taken) comes after his controller's
        # own: the board lists each player's dudes in this order, but not when dudes of
        # different players came into play, so a game rebuilt from it orders them alike.
        controller = card.controller
        borrowed = controller is not owner
        return (controller.index, 2, borrowed, owner.index if borrowed else 0, card.entered_play_at)

    def all_deeds(self) -> list[Card]:
        return [c for c in self._in_play if c.is_deed]

    def mark_in_play(self, card: Card) -> None:
        if card not in self._in_play:
            self._entered += 1
            card.entered_play_at = self._entered
            self._in_play.append(card)
            self._play_order_dirty = True
            self.effects.changed()
            self.trace_item("in_play", card.data.code)

    def mark_out_of_play(self, card: Card) -> None:
        if card in self._in_play:
            self._in_play.remove(card)
            self.effects.changed()

    def controller_of(self, card: Card) -> Player:
        """Who controls a card now: a deed by influence (§4.3), an attachment with its
        parent, save a Totem, which stays its player's wherever it is planted (§7.2)."""
        if card.is_deed and card.in_play:
            return self.locations.controller(card)
        if card.parent is not None and not is_totem(card):
            return self.controller_of(card.parent)
        return card.controller

    def players_in_order(self) -> list[Player]:
        """All players, first player first (§3.3)."""
        first = self.first_player
        return [self.players[(first + i) % len(self.players)] for i in range(len(self.players))]

    def describe(self, card: Card) -> str:
        """A label for a card in a prompt: "Jake Smiley (Player1, Town Square)"."""
        where = self.actions.location_of(card)
        place = self.locations.name(where) if where is not None else str(card.zone)
        return f"{card.uid} ({card.controller.name}, {place})"

    # -- rules trace (C4) ----------------------------------------------------------
    def add_tracer(self, tracer: Tracer) -> None:
        self._tracers.append(tracer)

    def trace(self, rule_id: str) -> None:
        if self._tracers:
            rule(rule_id)
            for tracer in self._tracers:
                tracer("rule", rule_id)

    def trace_ability(self, ability: CardAbility, stage: str) -> None:
        if self._tracers:
            for tracer in self._tracers:
                # A granted copy is traced as the granting card's ability it copies.
                shown = getattr(ability, "granted_by", None) or ability
                tracer(f"ability.{stage}", f"{shown.card.data.code}:{shown.index}")

    def trace_item(self, kind: str, item: str) -> None:
        """Trace something other than a rule step: a play window opened ("window"), an
        effect applied ("effect", "duration", "trait"); the ledger counts each kind."""
        if self._tracers:
            for tracer in self._tracers:
                tracer(kind, item)

    @property
    def tracing(self) -> bool:
        """Whether anyone listens: lets a hot path skip building trace items."""
        return bool(self._tracers)

    # -- events (§8.2) --------------------------------------------------------------
    def emit(self, name: str, **params: Any) -> None:
        self.event_queue.append(Event(name, params))
        if self._tracers:
            for tracer in self._tracers:
                tracer("event", name)

    def resolve_events(self) -> Flow:
        """Traits, then a react window, for each queued event in order (§8.2); then the
        checks that follow every resolution: attachment limits (§1.4, §3.5)."""
        from engine.attachments import enforce_limits, may_be_over_limit
        from engine.reactions import may_react_to, resolve_event
        from engine.replacements import resolve_pending

        while True:
            if self.pending_would:  # announced game actions first: they were to happen before
                yield from resolve_pending(self)
            while self.event_queue:
                event = self.event_queue.pop(0)
                if may_react_to(self, event.name):  # most events: no card could react
                    yield from resolve_event(self, event)
            if may_be_over_limit(self):
                yield from enforce_limits(self)
            if not self.event_queue:
                return

    # -- ability use limits (§3.3) ---------------------------------------------------
    def ability_uses(self, key: str, period: str) -> int:
        return self._uses.get((key, period), 0)

    def record_ability_use(self, key: str, periods: tuple[str, ...] = ("day", "shootout", "round")) -> None:
        """A use counts against the limits of every period it falls in; a board restores
        the uses of this shootout alone (`periods=("shootout",)`)."""
        for period in periods:
            self._uses[(key, period)] = self._uses.get((key, period), 0) + 1

    def uncount_ability_use(self, key: str) -> None:
        """A cancelled ability does not count against its limit."""
        for period in ("day", "shootout", "round"):
            if self._uses.get((key, period), 0) > 0:
                self._uses[(key, period)] -= 1

    def grant_extra_use(self, key: str) -> None:
        """ "That ability can be used another time" / "an additional time": one use fewer
        counts against each of its limits (§3.3), so an unused ability may be used twice;
        the extra use ends with the period it was granted in."""
        for period in ("day", "shootout", "round"):
            self._uses[(key, period)] = self._uses.get((key, period), 0) - 1

    @property
    def shootout_fought_today(self) -> bool:
        """Whether a shootout has started this day ("if there has not been a shootout this
        turn"), a job's or a call out's."""
        return self.ability_uses(SHOOTOUT_TODAY, "day") > 0

    def cheatin_resolution_played_today(self, player: Player) -> bool:
        """Whether `player` used a Cheatin' Resolution ability this day (§5.6): "if you
        played a Cheatin' Resolution this turn"."""
        return self.ability_uses(CHEATIN_TODAY + player.name, "day") > 0

    def extra_ability_uses(self) -> list[str]:
        """The extra uses granted today and not yet taken, one entry per use (a board's
        `extra_uses`)."""
        return sorted(key for (key, period), n in self._uses.items() if period == "day" for _ in range(-n))

    def reset_ability_uses(self, period: str) -> None:
        self._uses = {k: v for k, v in self._uses.items() if k[1] != period}

    def used_abilities(self, period: str = "day") -> list[str]:
        """The uses counted in `period`, one entry per use (a board's `used_abilities`, or
        its shootout's for "shootout")."""
        return sorted(key for (key, counted), n in self._uses.items() if counted == period for _ in range(n))

    # -- the decision loop (C1) -----------------------------------------------------
    def start(self, flow: Flow) -> None:
        self._flow = flow
        self._advance(None)

    def _advance(self, answer: str | None) -> None:
        assert self._flow is not None
        try:
            self.pending = self._flow.send(answer) if answer is not None else next(self._flow)
        except StopIteration:
            self.pending = None
            self._flow = None

    @property
    def over(self) -> bool:
        return self._flow is None

    def why_not(self, player: int | str | Player, play: str) -> Refusal | None:
        """Whether `player` may make `play` now: None, or the refusal naming the rule that
        forbids it — for either player, at any moment (C1; `engine.why_not`)."""
        from engine.why_not import why_not

        return why_not(self, self.player(player), play)

    def decide(self, player: int | str | Player, option_id: str) -> None:
        """Answer the pending decision; an illegal answer raises IllegalPlay and changes nothing.

        A multi-part answer ("redraw A + B", "cover discard A + ace B") is one play: it is
        checked whole, then made part by part, each part recorded as its own decision."""
        who = self.player(player)
        pending = self.pending
        if pending is not None and pending.player == who.index and pending.option(option_id) is not None:
            self._apply(who, option_id)
            return
        parts = (
            pending.expand(option_id)
            if pending is not None and pending.player == who.index and pending.expand
            else None
        )
        if isinstance(parts, list):
            self._apply_parts(who, parts)
            return
        refusal = self.why_not(who, option_id)
        if refusal is None:  # pragma: no cover - why_not and the options never disagree
            raise AssertionError(f"{option_id!r} is neither an option nor refused")
        self.trace_item("refusal", refusal.rule.id)
        raise IllegalPlay(refusal)

    def _apply(self, who: Player, option_id: str) -> None:
        self.history.append((who.index, option_id))
        self._since_checkpoint.append((who.index, option_id))
        self._advance(option_id)

    def _apply_parts(self, who: Player, parts: list[str]) -> None:
        """Make a multi-part play on a rebuilt copy first, so a part refused half-way
        (a react that intervenes, say) refuses the whole play and changes nothing."""
        from engine.board_export import SnapshotError

        try:
            rehearsal: Game | None = Game.from_board(self.snapshot(), card_db=self.db, scripts=self.scripts)
        except SnapshotError:
            rehearsal = None
        if rehearsal is not None:
            for part in parts:
                rehearsal.decide(who.index, part)
        for part in parts:
            self.decide(who.index, part)

    # -- checkpoints, snapshots and digests (C2, C3) --------------------------------
    def checkpoint(self, phase: str, step: str = "", *, turn: int | None = None, passes: int = 0) -> None:
        """Mark a position a board can describe; re-seed the RNG so a seed describes it."""
        if not self.phases_entered or self.phases_entered[-1] != (self.day, phase):
            self.phases_entered.append((self.day, phase))
        self.phase, self.step, self.passes = phase, step, passes
        if turn is not None:
            self.turn = turn
        if self.resume_checkpoint:
            self.resume_checkpoint = False
        else:
            self.seed = self.rng.getrandbits(32)
            self.rng.seed(self.seed)
        from engine.board_export import has_opaque_effects

        self._since_checkpoint = []
        self._checkpoint_at = len(self.history)
        if self.origin is None or self._base is None or _EAGER_EXPORT[0] or has_opaque_effects(self):
            self._export_checkpoint()
        else:
            self._checkpoint, self._checkpoint_lazy = None, True

    def _export_checkpoint(self) -> None:
        """Export the board now; a board every later lazy checkpoint can be replayed from."""
        from engine.board_export import game_to_board

        self._checkpoint, self._checkpoint_lazy = game_to_board(self, strict=False), False
        if not any(e.get("opaque") for e in self._checkpoint.get("effects", [])):
            self._base = (self._checkpoint, self._checkpoint_at)
        if self.origin is None:
            self.origin = (self._checkpoint, len(self.history))

    def _checkpoint_board(self) -> dict[str, Any] | None:
        """The board at the last checkpoint. Exporting the board at every checkpoint (each
        High Noon turn) would cost more than the play itself, so a checkpoint is exported
        only when asked: by replaying the decisions since the last exported board (C2) on a
        copy that exports every checkpoint, and taking the copy's last one."""
        if self._checkpoint_lazy and self._base is not None:
            board, at = self._base
            replay = [[self.players[p].name, option] for p, option in self.history[at : self._checkpoint_at]]
            _EAGER_EXPORT[0] += 1
            try:
                copy = Game.from_board(
                    {**json.loads(json.dumps(board)), "replay": replay}, card_db=self.db, scripts=self.scripts
                )
            finally:
                _EAGER_EXPORT[0] -= 1
            self._checkpoint, self._checkpoint_lazy = copy._checkpoint, False
            if copy._base is not None and copy._base[0] is copy._checkpoint:
                self._base = (copy._checkpoint, self._checkpoint_at)
        return self._checkpoint

    def snapshot(self) -> dict[str, Any]:
        """The position as a board (C3); mid-step decisions are kept as `replay`."""
        checkpoint = self._checkpoint_board()
        if checkpoint is None:
            from engine.board_export import game_to_board

            return game_to_board(self)
        board: dict[str, Any] = json.loads(json.dumps(checkpoint))
        opaque = [e for e in board.get("effects", []) if e.get("opaque")]
        if opaque:
            from engine.board_export import SnapshotError

            names = ", ".join(f"{e['source']} ({e['effect']})" for e in opaque)
            raise SnapshotError(f"this position holds lasting effects a board cannot store: {names}")
        if self._since_checkpoint:
            board["replay"] = [[self.players[p].name, option] for p, option in self._since_checkpoint]
        return board

    def state(self) -> dict[str, Any]:
        """Everything that makes two games the same game: board now, log, pending, RNG."""
        from engine.board_export import game_to_board

        pending = None
        if self.pending is not None:
            pending = [self.pending.player, self.pending.prompt, self.pending.ids()]
        rng_hash = hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()
        return {
            "board": game_to_board(self, strict=False),
            "log": self.log.lines(),
            "pending": pending,
            "rng": rng_hash,
            "winner": None if self.winner is None else self.winner.name,
        }

    def digest(self) -> str:
        """A hash of `state()`: equal digests mean equal games (C2)."""
        text = json.dumps(self.state(), sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()

    def position_digest(self) -> str:
        """A hash of `state()` without the log: equal for a game and the game rebuilt from
        its snapshot (C3), whose log starts at the snapshot rather than at setup."""
        state = self.state()
        del state["log"]
        return hashlib.sha256(json.dumps(state, sort_keys=True, default=str).encode()).hexdigest()

    # -- ending ---------------------------------------------------------------------
    def declare_winner(self, player: Player) -> None:
        self.winner = player
        self.log.add("{0} wins the game", player)


__all__ = ["PHASES", "TOWN_SQUARE", "Game"]
