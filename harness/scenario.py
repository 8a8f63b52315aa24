"""The state of one Gherkin scenario: a board being described, then a game being played.

Given steps edit a board (the C3 schema) in plain data; the first When or Then step
builds the game from it, so every scenario starts from an exact, validated position
without playing through setup. When steps answer decisions; a refused play is kept
so a Then step can assert on it.
"""

from __future__ import annotations

import copy
import re
from difflib import get_close_matches
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.board_spec import BoardError
from engine.decisions import IllegalPlay
from engine.game import Game
from engine.hands import PlayingCard
from engine.model import Player
from engine.zones import Zone

if TYPE_CHECKING:
    from cards.deck_files import DeckFile

DEFAULT_OUTFITS = ("The Sloane Gang", "Law Dogs")
PHASE_NAMES = {
    "gamblin'": "gambling",
    "gambling": "gambling",
    "upkeep": "upkeep",
    "high noon": "high noon",
    "sundown": "sundown",
}


class ScenarioError(AssertionError):
    """A scenario step that cannot do what it says; the message tells the author why.

    `row` (a data-table row, 0 for the header) or `doc_line` (a line of the doc string,
    from 1) says where in the step's argument the mistake is, so the report can name the
    feature file's own line (harness/problems.py); `line` is that file line when the
    raiser already knows it."""

    def __init__(
        self,
        message: str,
        *,
        row: int | None = None,
        doc_line: int | None = None,
        line: int | None = None,
        board_path: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message, self.row, self.doc_line, self.line = message, row, doc_line, line
        #: The board entry at fault (`$.players[0].dudes[1].at`): the Given step that wrote it
        #: is where the mistake is, not the step that first looked at the game.
        self.board_path = board_path


def board_problem(error: BoardError) -> str:
    """A board's mistake in the words lint and the board step share (its line is reported apart)."""
    where = f" (at {error.path})" if error.path != "$" else ""
    return f"the board is not valid: {error.message}{where}"


def phase_name(text: str) -> str:
    key = text.strip().lower()
    if key in PHASE_NAMES:
        return PHASE_NAMES[key]
    close = get_close_matches(key, list(PHASE_NAMES), n=1)
    hint = f" Did you mean '{close[0].title()}'?" if close else ""
    raise ScenarioError(
        f"Unknown phase '{text}'. The phases are Gamblin', Upkeep, High Noon and Sundown.{hint}"
    )


#: The phases of a day, in order (§3).
DAY_ORDER = ("gambling", "upkeep", "high noon", "sundown")
_MOMENT = re.compile(
    r"^(?:the\s+)?(?P<phase>.+?)(?:\s+phase)?(?:\s+of\s+day\s+(?P<day>\d+))?$", re.IGNORECASE
)


def moment(text: str) -> tuple[str, int | None]:
    """ "Upkeep", "the Upkeep phase", "Upkeep of day 2", "the Upkeep phase of day 2": the
    phase, and the day if the words name one."""
    found = _MOMENT.match(text.strip())
    if found is None:  # pragma: no cover - the pattern matches any text
        raise ScenarioError(f"Unknown moment '{text}'")
    day = found["day"]
    return phase_name(found["phase"]), int(day) if day else None


class ScenarioState:
    def __init__(self) -> None:
        self.board: dict[str, Any] = {
            "seed": 1,
            "phase": "high noon",
            "players": [
                {"name": "Player1", "outfit": DEFAULT_OUTFITS[0]},
                {"name": "Player2", "outfit": DEFAULT_OUTFITS[1]},
            ],
        }
        self._game: Game | None = None
        self.refusal: IllegalPlay | None = None
        #: A "tries to" step the harness itself refused (an unknown card name, say): kept
        #: for `Then the play is refused because "..."`, and raised by the next step that
        #: looks at the game if nothing checked it, so a typo never passes silently.
        self.step_error: ScenarioError | None = None
        self.asserted_pending = False
        #: Names Then steps asserted on; "nothing else changed" ignores them.
        self.declared: set[str] = set()
        self.board_before: dict[str, Any] | None = None
        #: Starter deck names or deck files when the scenario starts a new game from decks
        #: (setup, §2), and the folders a deck file's path is relative to, nearest first.
        self.decks: tuple[str, str] | None = None
        self.deck_folders: tuple[Path, ...] = ()
        #: A deck file a scenario checks without playing it (`Given the deck file "..."`).
        self.deck_file: DeckFile | None = None
        #: Stacked draw hands: player index → the faces they will keep (harness.stacking).
        self.stacked: dict[int, list[PlayingCard]] = {}
        #: The same, as the Given steps set them (`stacked` is used up during the game).
        self.stacks_given: dict[int, list[PlayingCard]] = {}
        #: A second round's stacked hand (`draw hands are "..." and then "..."`), until the
        #: first is used up, and how many deck cards lay below the first hand when it was
        #: stacked (where stand-ins go between the two).
        self.later: dict[int, list[PlayingCard]] = {}
        self.later_given: dict[int, list[PlayingCard]] = {}
        self.below_first: dict[int, int] = {}
        #: Stand-ins already stacked between a player's two hands.
        self.between: dict[int, int] = {}
        #: Cards stacked on top of a player's stacked hand by later Given steps (a pull,
        #: "deck starts with"): how many, then, once the game is built, which.
        self.above: dict[int, int] = {}
        self.above_uids: dict[int, set[str]] = {}
        #: Log entries already looked at for a stacked hand's draw (`_restack`).
        self._log_seen = 0
        #: The decisions the scenario's When steps made, for re-running it (outcome tables).
        self.decisions: list[tuple[str, str]] = []
        #: What steps did on the author's behalf (decisions an advance answered, a phase it
        #: found nothing to stop at): shown with a failure, so nothing happens unseen.
        self.notes: list[str] = []
        #: Dudes a later `has these dudes:` table dropped → their player's name.
        self.replaced_dudes: dict[str, str] = {}
        #: The (day, phase)s in which the scenario answered a decision.
        self.answered_in: set[tuple[int, str]] = set()

    # -- the board ------------------------------------------------------------------
    def set_board(self, board: dict[str, Any]) -> None:
        self._forbid_after_start("replace the board")
        self.board = copy.deepcopy(board)

    def load_board(self, name: str, folder: Path | None) -> None:
        """A named board: the repository's own (`folder`), else one bundled with Gomorra
        (harness/named_boards.py). An unknown or invalid board fails the step in words."""
        from harness.named_boards import in_its_file, read_board

        self._forbid_after_start("replace the board")
        try:
            self.board = read_board(name, folder)  # already this scenario's own copy
        except BoardError as error:
            if error.file is None:  # no such board: the message lists those there are
                raise ScenarioError(error.message) from None
            raise ScenarioError(f"the board '{name}' is not valid: {in_its_file(error)}") from None

    def player_entry(self, name: str) -> dict[str, Any]:
        """The board entry of a player, for a Given step to change."""
        self._forbid_after_start(f"change {name}'s cards")
        return self.board["players"][self.player_index(name)]  # type: ignore[no-any-return]

    def player_index(self, name: str) -> int:
        """A player's position on the board, by name, "player 1" or "p1"."""
        players = self.board["players"]
        key = name.strip().lower().replace(" ", "")
        for i, entry in enumerate(players):
            names = {
                str(entry.get("name", f"Player{i + 1}")).lower().replace(" ", ""),
                f"player{i + 1}",
                f"p{i + 1}",
            }
            if key in names:
                return i
        known = [str(p.get("name", f"Player{i + 1}")) for i, p in enumerate(players)]
        close = get_close_matches(name, known, n=1)
        hint = f" Did you mean {close[0]}?" if close else ""
        raise ScenarioError(f"No player '{name}' on this board: the players are {', '.join(known)}.{hint}")

    def player(self, name: str) -> Player:
        """The game's player by the name a step uses; an unknown name fails like a Given step does."""
        return self.game.players[self.player_index(name)]

    def _forbid_after_start(self, what: str) -> None:
        if self._game is not None:
            raise ScenarioError(
                f"Cannot {what} once the game has started: put Given steps before When/Then steps"
            )

    # -- the game -------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> Game:
        if self.step_error is not None:
            error, self.step_error = self.step_error, None
            raise ScenarioError(f"An earlier 'tries to' step failed and nothing checked why: {error}")
        if self._game is None:
            if self.decks is not None:
                self._game = self._game_from_decks(self.decks)
            else:
                try:
                    self._game = Game.from_board(self.board)
                except BoardError as error:
                    raise ScenarioError(board_problem(error), board_path=error.path) from None
            self.above_uids = {
                i: {card.uid for card in self._game.players[i].deck[:count]}
                for i, count in self.above.items()
            }
            self._play_stacked_hands()
        return self._game

    def current_game(self) -> Game | None:
        """The game as it stands, or None before it is built; unlike `game` it neither
        builds the game nor raises a pending step error (reports look without touching)."""
        return self._game

    def board_refusal(self) -> BoardError:
        """Why the board the Given steps describe cannot be built; fails if it can be."""
        self._forbid_after_start("check the board")
        try:
            Game.from_board(self.board)
        except BoardError as error:
            return error
        raise AssertionError("The board was built: nothing refused it")

    def remember_board(self) -> None:
        """The board before the first When step, for "nothing else changed"."""
        if self.board_before is None:
            from engine.board_export import game_to_board

            self.board_before = game_to_board(self.game, strict=False)

    def _game_from_decks(self, names: tuple[str, str]) -> Game:
        """A new game from two starter decks, starting with setup (§2.2)."""
        from cards.database import card_db
        from cards.deck_files import DeckFileError, is_deck_file, load_deck_file
        from cards.decks import Deck, load_deck
        from cards.errors import UnknownNameError

        def deck(name: str) -> Deck:
            return (
                load_deck_file(self.find_deck_file(name), shown=name)
                if is_deck_file(name)
                else load_deck(name)
            )

        try:
            decks = [deck(name) for name in names]
            # "Player1's legend is ..." with decks: the deck is played with that Legend.
            for played, entry in zip(decks, self.board["players"], strict=False):
                if entry.get("legend"):
                    played.legend = card_db().find(entry["legend"])
                    if played.legend.type != "legend":
                        raise ScenarioError(f"{played.legend.title} is a {played.legend.type}, not a legend")
        except (UnknownNameError, DeckFileError) as error:
            raise ScenarioError(str(error)) from None
        return Game.from_decks(decks, seed=int(self.board.get("seed", 1)))

    def find_deck_file(self, name: str) -> Path:
        """A deck file a step names: relative to the feature file, else to the repository."""
        found = next((folder / name for folder in self.deck_folders if (folder / name).is_file()), None)
        if found is None:
            where = " or ".join(str(folder) for folder in self.deck_folders) or "the working folder"
            raise ScenarioError(f"no deck file '{name}' in {where}: check the path")
        return found

    # -- stacked draw hands ---------------------------------------------------------
    def stack_hand(self, player: str, faces: list[PlayingCard]) -> None:
        """The next draw hand of `player` keeps exactly these faces (see harness.stacking)."""
        index = self.player_index(player)
        self.stacked[index] = list(faces)
        self.stacks_given[index] = list(faces)

    def stack_above(self, player: str, count: int) -> None:
        """`count` cards go on top of the deck: above the player's stacked hand, if any."""
        index = self.player_index(player)
        if index in self.stacked:
            self.above[index] = self.above.get(index, 0) + count

    def stack_later_hand(self, player: str, faces: list[PlayingCard], below_first: int) -> None:
        """The draw hand after the next one keeps these faces (see harness.stacking)."""
        index = self.player_index(player)
        self.later[index] = list(faces)
        self.later_given[index] = list(faces)
        self.below_first[index] = below_first

    def _restack(self) -> bool:
        """A stacked hand drawn with a stud bonus needs cards below it: if the draw ran out
        of cards, or took cards of the next round's stacked hand, the board gets stand-ins
        (harness.stacking.STAND_INS) where they were missing and the scenario is played
        again from the start with the same decisions. Replaying (rather than patching the
        deck mid-game) keeps the game a board plus its decisions, as the engine's own
        checkpoints and rehearsals expect. True if it did."""
        from harness.stacking import drawn_by, stand_ins_needed, with_stand_ins

        game = self._game
        assert game is not None
        entries = game.log.entries[self._log_seen :]
        self._log_seen = len(game.log.entries)
        live = {game.players[i].name: i for i in self.stacked}
        for index in drawn_by(entries, live):
            self._check_stack_drawn(index)
        needed = stand_ins_needed(entries, live, {i: self.between.get(i, 0) for i in self.later})
        # Only a draw that took the stacked hand lacks cards below it: a deck emptied after
        # the stacking ("Player1's deck is empty") runs out as the scenario asked.
        needed = {i: n for i, n in needed.items() if self._holds_stack(i)}
        if not needed:
            return False
        for index, (count, between) in needed.items():
            entry = self.board["players"][index]
            below = self.below_first[index] if between else None
            if between:
                self.between[index] = self.between.get(index, 0) + count
            entry["deck"], added = with_stand_ins(list(entry.get("deck", [])), count, below)
            self.notes.append(
                f"{game.players[index].name} draws {count} more than the stacked hand: "
                f"stand-ins {added} are stacked {'below it' if between else 'at the bottom of the deck'}"
            )
        self._replay_from_start()
        return True

    def _check_stack_drawn(self, index: int) -> None:
        """A draw that did not take the stacked hand fails the scenario at once: a card
        stacked later ("next pull", "deck starts with") lies on top of it. An empty draw
        hand is a deck the scenario emptied on purpose."""
        from engine.draw_hands import playing_card

        player = self.game.players[index]
        above = self.above_uids.get(index, set())
        if not player.draw_hand or (
            self._holds_stack(index) and not above & {c.uid for c in player.draw_hand}
        ):
            return
        held = " ".join(str(playing_card(card)) for card in player.draw_hand)
        stacked = " ".join(map(str, self.stacked[index]))
        raise ScenarioError(
            f"{player.name} draws {held}, not just the stacked hand {stacked}: a card stacked after it "
            "(a pull, 'deck starts with') lies on top of it. Each Given step stacks on top of the "
            "deck, so the last one is drawn first: write a pull that comes after the draw above "
            "the draw hand's step"
        )

    def _holds_stack(self, index: int) -> bool:
        from engine.draw_hands import playing_card

        held = [playing_card(card) for card in self.game.players[index].draw_hand]
        wanted = self.stacked[index]
        return all(held.count(face) >= wanted.count(face) for face in wanted)

    def _replay_from_start(self) -> None:
        """Build the game again from the (changed) board and make the same decisions."""
        again = ScenarioState()
        again.board, again.decks = self.board, self.decks
        again.stacked = {i: list(f) for i, f in self.stacks_given.items()}
        again.stacks_given = self.stacks_given
        again.copy_later_hands(self)
        if self.board_before is not None:
            again.remember_board()
            self.board_before = again.board_before
        for who, option in self.decisions:
            again.decide(who, option)
        self._game, self.stacked, self.later = again.game, again.stacked, again.later
        self._log_seen = again._log_seen
        self.notes.extend(again.notes)

    def copy_later_hands(self, other: ScenarioState) -> None:
        """The second rounds' stacked hands of `other`, as its Given steps set them."""
        self.later = {i: list(f) for i, f in other.later_given.items()}
        self.later_given = other.later_given
        self.below_first, self.between = dict(other.below_first), dict(other.between)
        self.above = dict(other.above)

    def _play_stacked_hands(self) -> None:
        """Answer redraw and keep-five prompts of a stacked hand so the stacked faces stay;
        a stack is used up once the player holds exactly those five cards."""
        from engine.draw_hands import playing_card

        game = self._game
        assert game is not None
        drawing = ("redraw", "keep five")
        while (
            (pending := game.pending) is not None
            and pending.player in self.stacked
            and pending.kind in drawing
        ):
            if self._restack():
                return
            if pending.kind == "redraw":
                game.decide(pending.player, "done")
                continue
            wanted = list(self.stacked[pending.player])
            extra = None
            for card in game.players[pending.player].draw_hand:
                face = playing_card(card)
                if face in wanted:
                    wanted.remove(face)
                elif extra is None:
                    extra = card
            if extra is None:
                name = game.players[pending.player].name
                raise ScenarioError(
                    f"{name}'s draw hand holds none of the cards to throw away from the stacked hand"
                )
            game.decide(pending.player, f"discard {extra.uid}")
        if self._restack():
            return
        for index, faces in list(self.stacked.items()):
            hand = [playing_card(card) for card in game.players[index].draw_hand]
            waiting = pending is not None and pending.player == index and pending.kind in drawing
            if (
                len(hand) == len(faces)
                and all(hand.count(f) == faces.count(f) for f in faces)
                and not waiting
            ):
                del self.stacked[index]
                self.later.pop(index, None)  # drawn as it lies: the scenario answers its prompts
        # A card stacked above a hand that has left the deck (pulled before the draw) is
        # no longer in the draw's way, even if a reshuffle brings it back.
        for index, uids in self.above_uids.items():
            self.above_uids[index] = {uid for uid in uids if game.cards[uid].zone is Zone.DECK}

    def decide(self, player: str, option: str) -> None:
        """Answer the pending decision with an option id or label; refusals propagate."""
        game = self.game
        if game.pending is not None and game.pending.kind == "pause":  # a stop the scenario asked for
            game.decide(game.pending.player, "continue")
        pending = game.pending
        if pending is None:
            raise ScenarioError(f"{player} cannot '{option}': the game is over")
        who = self.player(player)
        chosen = option
        if pending.option(option) is None and pending.player == who.index:
            by_label = [o.id for o in pending.options if o.label == option]
            if len(by_label) == 1:
                chosen = by_label[0]
        self.answered_in.add((game.day, game.phase))
        game.decide(who, chosen)
        self.decisions.append((who.name, chosen))
        self.asserted_pending = False
        self._play_stacked_hands()

    def rerun(self, board: dict[str, Any], stacks: dict[int, list[PlayingCard]]) -> ScenarioState:
        """The same scenario from another board (e.g. another pull on top of a deck):
        the same decisions are made again. Raises ScenarioError if one becomes illegal."""
        other = ScenarioState()
        other.board = board
        other.stacked = {i: list(f) for i, f in stacks.items()}
        other.stacks_given = {i: list(f) for i, f in stacks.items()}
        other.copy_later_hands(self)
        for who, option in self.decisions:
            try:
                other.decide(who, option)
            except IllegalPlay as refusal:
                raise ScenarioError(
                    f"the scenario's decision '{who}: {option}' is refused here: {refusal}"
                ) from None
        return other

    def describe_pending(self) -> str:
        return self.pending_text(self.game)

    @staticmethod
    def pending_text(game: Game) -> str:
        pending = game.pending
        if pending is None:
            return "the game is over"
        who = game.players[pending.player].name
        ids = list(pending.ids())
        if pending.kind in ("redraw", "keep five"):  # the scenario names these cards by face
            from engine.draw_hands import playing_card

            faces = {
                f"{verb} {c.uid}": str(playing_card(c))
                for c in game.players[pending.player].draw_hand
                for verb in ("redraw", "discard")
            }
            ids = [f"{i} ({faces[i]})" if i in faces else i for i in ids]
        return f"{who} is asked to '{pending.prompt}' with options: " + "; ".join(ids)

    def starting_board(self) -> dict[str, Any] | None:
        """The board (exported) the game started from, rebuilt from the Given steps: what a
        failure report compares the board now with. None if it cannot be rebuilt."""
        from engine.board_export import game_to_board

        fresh = ScenarioState()
        fresh.board = copy.deepcopy(self.board)
        fresh.decks = self.decks
        fresh.stacked = {i: list(f) for i, f in self.stacks_given.items()}
        fresh.stacks_given = {i: list(f) for i, f in self.stacks_given.items()}
        fresh.copy_later_hands(self)
        try:
            return game_to_board(fresh.game, strict=False)
        except Exception:  # the report must not fail on top of the failure it reports
            return None

    def advance_to(self, phase: str, day: int | None = None) -> None:
        """Pass, decline and pay upkeep until `phase` of `day` (default: today) starts.

        It never crosses into another day unless `day` names it: a phase already over
        today is refused, naming the step that goes to tomorrow's. Every decision it
        answers is noted (`notes`, shown with a failure). A phase in which nobody has a
        decision is played through and the game pauses at its end (`game.pause_after`),
        noted too; any choice other than passing stops with an error."""
        game = self.game
        today = game.day
        current = DAY_ORDER.index(game.phase) if game.phase in DAY_ORDER else -1
        if day is None and DAY_ORDER.index(phase) == current and (today, phase) not in self.answered_in:
            # Already there, and nobody has acted in it yet: the game came into it without
            # a decision before it (a board at Gamblin' with nothing to decide stops first
            # in Upkeep).
            self.notes.append(f"the game is already in {phase} of day {today}: nothing to advance")
            return
        if day is None:
            if DAY_ORDER.index(phase) <= current:
                shown = {"gambling": "Gamblin'"}.get(phase, phase.title())
                raise ScenarioError(
                    f"{shown} of day {today} is under way or over (it is {game.phase} of day "
                    f"{today}): to go to tomorrow's, write 'the game advances to the {shown} phase of "
                    f"day {today + 1}'"
                )
            day = today
        if (day, DAY_ORDER.index(phase)) <= (today, current):
            raise ScenarioError(f"{phase} of day {day} is not ahead: it is {game.phase} of day {today}")
        game.pause_after = (day, phase)
        for _ in range(2000):
            pending = game.pending
            if pending is not None and pending.kind == "pause":
                self.notes.append(f"{phase} of day {day} had no decision: the game stopped at its end")
                return
            if (game.day, game.phase) == (day, phase):
                game.pause_after = None
                return
            if pending is None:
                game.pause_after = None
                raise ScenarioError(f"The game ended before {phase} of day {day}")
            answer = next(
                (o.id for o in pending.options if o.id in ("pass", "done") or o.id.startswith("pay ")), None
            )
            if answer is None:
                game.pause_after = None
                raise ScenarioError(f"Cannot advance to {phase}: {self.describe_pending()}")
            who = game.players[pending.player].name
            self.notes.append(
                f"advancing to {phase}: {who} answers '{answer}' ({game.phase} of day {game.day})"
            )
            self.decide(who, answer)
        raise ScenarioError(f"Could not reach {phase} of day {day} in 2000 decisions")

    def attempt(self, player: str, option: str) -> None:
        """Try a play that may be illegal: a refusal is kept for Then steps, not raised."""
        self.refusal = None
        self.step_error = None
        before = self.game.digest()
        try:
            self.decide(player, option)
        except IllegalPlay as refusal:
            self.refusal = refusal
            if self.game.digest() != before:
                raise AssertionError(f"The refused play changed the game: {refusal}") from None
