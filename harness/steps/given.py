"""Given steps: describe the board a scenario starts from (C3), in the game's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytest_bdd import given

from engine.effects import Duration
from harness.scenario import ScenarioError, ScenarioState, board_problem, phase_name
from harness.steps.types import step
from harness.tables import card_list, place_key, rows, table_row, whole_number, yes_no
from harness.vocabulary import accepts, choose


@given(step("the board:"))
def board_from_yaml(doomtown: ScenarioState, docstring: str) -> None:
    from engine.board_spec import BoardError
    from harness.boards import read_board_text

    try:
        board = read_board_text(docstring, "the board in this scenario")
    except BoardError as error:
        raise ScenarioError(board_problem(error), doc_line=error.line) from None
    doomtown.set_board(board)


@given(step('the board "{name}"'))
def named_board(doomtown: ScenarioState, boards_dir: Path, name: str) -> None:
    """A named board: one bundled with Gomorra or the repository's own
    `scenarios/boards/NAME.yaml`, which wins on a name clash (`gomorra boards` lists them)."""
    doomtown.load_board(name, boards_dir)


@given(step('a game between "{first}" and "{second}"'))
def outfits(doomtown: ScenarioState, first: str, second: str) -> None:
    doomtown.player_entry("Player1")["outfit"] = first
    doomtown.player_entry("Player2")["outfit"] = second


@given(step("the phase is {phase}"))
def the_phase(doomtown: ScenarioState, phase: str) -> None:
    doomtown.board["phase"] = phase_name(phase)


@given(step("it is day {day:d}"))
def the_day(doomtown: ScenarioState, day: int) -> None:
    doomtown.board["day"] = day


@given(step("it is {player}'s turn"))
def whose_turn(doomtown: ScenarioState, player: str) -> None:
    doomtown.player_entry(player)
    doomtown.board["turn"] = player


@given(step("{player} is the first player"))
def first_player(doomtown: ScenarioState, player: str) -> None:
    doomtown.player_entry(player)
    doomtown.board["first_player"] = player


@given(step("the seed is {seed:d}"))
def the_seed(doomtown: ScenarioState, seed: int) -> None:
    doomtown.board["seed"] = seed


@given(step("{player} has {amount:d} ghost rock"))
def ghost_rock(doomtown: ScenarioState, player: str, amount: int) -> None:
    doomtown.player_entry(player)["ghost_rock"] = amount


@given(step("{player} is a debtor"))
def debtor(doomtown: ScenarioState, player: str) -> None:
    doomtown.player_entry(player)["debtor"] = True


@given(step("{player}'s {place} {is} empty"))
def empty_place(doomtown: ScenarioState, player: str, place: str, verb: str) -> None:
    key = place_key(place)
    doomtown.player_entry(player)[key] = ["home"] if key == "street" else []


@given(step('{player}\'s {place} {is} "{cards}"'))
def place_cards(doomtown: ScenarioState, player: str, place: str, cards: str, verb: str) -> None:
    key = place_key(place)
    entries: list[Any] = []
    for name, booted in card_list(cards):
        if key in ("street", "out_of_town") and booted:
            entries.append({"card": name, "booted": True})
        elif booted:
            raise ScenarioError(
                f"'{name} (booted)': only cards in play can be booted, not cards in a {place}"
            )
        else:
            entries.append(name)
    if key == "street" and "home" not in entries:
        raise ScenarioError(
            f"{player}'s street must include 'home' where their outfit stands, e.g. \"home, {cards}\""
        )
    doomtown.player_entry(player)[key] = entries


@given(step("{player}'s outfit is booted"))
def outfit_booted(doomtown: ScenarioState, player: str) -> None:
    doomtown.player_entry(player)["outfit_booted"] = True


@given(step('{player}\'s legend is "{legend}"'))
def legend(doomtown: ScenarioState, player: str, legend: str) -> None:
    """The player's Legend, in play beside their outfit (§1.2); "Raven (booted)" boots it."""
    name, booted = legend, legend.endswith(" (booted)")
    if booted:
        name = legend.removesuffix(" (booted)")
    entry = doomtown.player_entry(player)
    entry["legend"] = name
    if booted:
        entry["legend_booted"] = True


@given(step("{player} has these dudes:"))
def dudes_table(doomtown: ScenarioState, player: str, datatable: list[list[str]]) -> None:
    dudes = []
    table = rows(
        datatable,
        required=("dude",),
        optional=(
            "at",
            "booted",
            "bounty",
            "control points",
            "ghost rock",
            "entered this phase",
            "attachments",
        ),
    )
    for number, row in enumerate(table, start=1):
        with table_row(number):
            dudes.append(_dude_entry(row))
    entry = doomtown.player_entry(player)
    # A dudes table lists all of the player's dudes: a second one (a scenario's after the
    # Background's) replaces the first. The dudes it drops are remembered, so a step that
    # names one says why it is gone (harness.resolve.check_card).
    kept = {d["card"] for d in dudes}
    for old in entry.get("dudes", []):
        if isinstance(old, dict) and old.get("card") not in kept:
            doomtown.replaced_dudes[str(old.get("card"))] = entry.get("name", player)
    entry["dudes"] = dudes


def _dude_entry(row: dict[str, str]) -> dict[str, Any]:
    """One row of a dudes table as a board entry; a bad cell fails naming its column."""
    entry: dict[str, Any] = {"card": row["dude"]}
    if row.get("at"):
        entry["at"] = row["at"]
    if row.get("booted"):
        entry["booted"] = yes_no(row["booted"], "booted")
    if row.get("bounty"):
        entry["bounty"] = whole_number(row["bounty"], "bounty")
    if row.get("control points"):
        entry["control_points"] = whole_number(row["control points"], "control points")
    if row.get("ghost rock"):
        entry["ghost_rock"] = whole_number(row["ghost rock"], "ghost rock")
    if row.get("entered this phase"):
        entry["entered_this_phase"] = yes_no(row["entered this phase"], "entered this phase")
    if row.get("attachments"):
        entry["attachments"] = [
            {"card": name, "booted": True} if booted else name
            for name, booted in card_list(row["attachments"])
        ]
    return entry


@given(step('{player} has used "{ability}" today'))
def used_today(doomtown: ScenarioState, player: str, ability: str) -> None:
    doomtown.player_entry(player)
    doomtown.board.setdefault("used_abilities", []).append(ability)


accepts("phase", ("Gamblin'", "Upkeep", "High Noon", "Sundown"), phase_name)
accepts("until", [duration.value for duration in Duration if duration is not Duration.PERSISTENT])


@given(step('"{card}" gets "{effect}" from "{source}" until {until}'))
def lasting_effect(doomtown: ScenarioState, card: str, effect: str, source: str, until: str) -> None:
    """A lasting effect already in force, in the board's effect notation ("influence +1",
    "bullets -2", "stud") and one of its durations ("end of day", "end of phase"...)."""
    doomtown.board.setdefault("effects", []).append(
        {"source": source, "target": card, "effect": effect, "until": choose("until", until, "duration")}
    )


# -- a shootout or job in progress (C3) --------------------------------------------------
def _shootout(doomtown: ScenarioState) -> dict[str, Any]:
    shootout = doomtown.board.get("shootout")
    if shootout is None:
        raise ScenarioError(
            'Describe the shootout first: Given a shootout at "<location>" led by "<dude>" ...'
        )
    found: dict[str, Any] = shootout
    return found


@given(step('a shootout at "{location}" led by "{leader}" against "{mark}"'))
def shootout_in_progress(doomtown: ScenarioState, location: str, leader: str, mark: str) -> None:
    """A shootout about to start its first round: leader and mark are in their posses."""
    doomtown.board["phase"] = "high noon"
    doomtown.board["shootout"] = {"location": location, "leader": leader, "mark": mark}


@given(step('a job "{job}" at "{location}" led by "{leader}" against "{mark}"'))
def job_in_progress(doomtown: ScenarioState, job: str, location: str, leader: str, mark: str) -> None:
    """A job's shootout about to start its first round (the job card's text resolves after it)."""
    doomtown.board["phase"] = "high noon"
    doomtown.board["shootout"] = {"location": location, "leader": leader, "mark": mark, "job": job}


@given(step('{player}\'s posse is "{dudes}"'))
def posse(doomtown: ScenarioState, player: str, dudes: str) -> None:
    """The dudes in a player's posse (they must stand at the shootout's location)."""
    doomtown.player_index(player)
    names = [name for name, _booted in card_list(dudes)]
    _shootout(doomtown).setdefault("posses", {})[player] = names


#: Where an earlier Headline was played, and so which use of one it counts (§1.4).
HEADLINE_PLAYED = {
    "in this shootout": ("shootout", "headline:shootout"),
    "in an earlier shootout today": ("board", "headline:shootout"),
    "today outside shootouts": ("board", "headline:day"),
}
accepts("played", HEADLINE_PLAYED)


@given(step("a Headline has been played {played}"))
def headline_played(doomtown: ScenarioState, played: str) -> None:
    """One Headline per shootout, or per day outside shootouts (§1.4): an earlier one."""
    entry, key = HEADLINE_PLAYED[choose("played", played, "place")]
    holder = _shootout(doomtown) if entry == "shootout" else doomtown.board
    holder.setdefault("used_abilities", []).append(key)


@given(step("there has been a shootout today"))
def shootout_today(doomtown: ScenarioState) -> None:
    """An earlier shootout this day, already over ("if there has not been a shootout this
    turn")."""
    from engine.shootout_state import SHOOTOUT_TODAY

    doomtown.board.setdefault("used_abilities", []).append(SHOOTOUT_TODAY)


@given(step("{player} has played a Cheatin' Resolution today"))
def cheatin_resolution_today(doomtown: ScenarioState, player: str) -> None:
    """The player used a Cheatin' Resolution earlier this day ("if you played a Cheatin'
    Resolution this turn")."""
    from engine.shootout_state import CHEATIN_TODAY

    doomtown.player_entry(player)
    doomtown.board.setdefault("used_abilities", []).append(CHEATIN_TODAY + player)


@given(step("{player} has lost a dude {how} today"))
def dude_lost_today(doomtown: ScenarioState, player: str, how: str) -> None:
    """A dude of the player's left play earlier this day as a casualty or by an opposing
    card effect ("if one of your dudes has been discarded or aced this turn", `engine.losses`);
    `how` is "aced" or "discarded"."""
    from engine.losses import ACED, DISCARDED, LOST

    if how not in (ACED, DISCARDED):
        raise ValueError(f"a dude is lost 'aced' or 'discarded', not {how!r}")
    doomtown.player_entry(player)
    doomtown.board.setdefault("used_abilities", []).append(f"{LOST}{how}:{player}")


@given(step("it is round {number:d} of the shootout"))
def shootout_round(doomtown: ScenarioState, number: int) -> None:
    _shootout(doomtown)["round"] = number


@given(step('a new game between the decks "{first}" and "{second}"'))
def new_game_from_decks(
    doomtown: ScenarioState, feature_dir: Path, boards_dir: Path, first: str, second: str
) -> None:
    """Start from setup (§2.2) with two decks: a starter deck's name (`gomorra decks`
    lists them) or a deck file, a path ending `.txt` or `.md` relative to the feature
    file or to the repository (docs/decks.md); a file is read as data, never run."""
    doomtown.decks = (first, second)
    doomtown.deck_folders = _deck_folders(feature_dir, boards_dir)


@given(step('the deck file "{path}"'))
def deck_file(doomtown: ScenarioState, feature_dir: Path, boards_dir: Path, path: str) -> None:
    """A player's deck file, read to be checked (`gomorra decks FILE`), not played: the
    path is relative to the feature file or to the repository (docs/decks.md)."""
    from cards.deck_files import read_deck_file

    doomtown.deck_folders = _deck_folders(feature_dir, boards_dir)
    doomtown.deck_file = read_deck_file(doomtown.find_deck_file(path), shown=path)


def _deck_folders(feature_dir: Path, boards_dir: Path) -> tuple[Path, ...]:
    """The feature's folder, then the repository's (the one holding `scenarios/boards`)."""
    return feature_dir, boards_dir.parent.parent
