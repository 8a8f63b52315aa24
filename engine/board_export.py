"""Exporting a game as a board (contract C3): what `game.snapshot()` returns.

The counterpart of `engine.board`, which reads boards: every entry written here reads
back to the same position. A card in its default state is written as its bare name;
lasting effects are written with their source, target and duration, and effects whose
conditions are lambdas (not named script methods) cannot be stored (`SnapshotError`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.board_spec import BOARD_VERSION
from engine.conditions import attached_to_town_square
from engine.effects import Effect
from engine.model import TOWN_SQUARE

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player
    from engine.shootout_state import Shootout


def _shootout_entry(game: Game, state: Shootout) -> dict[str, Any]:
    entry: dict[str, Any] = {"location": game.locations.name(state.location), "leader": state.leader.uid}
    if state.mark is not None:
        entry["mark"] = state.mark.uid
    entry["posses"] = {p.name: [d.uid for d in state.posse(p)] for p in state.players}
    entry["round"] = state.round + 1
    if state.job is not None:
        entry["job"] = state.job.ability.card.uid
    used = game.used_abilities("shootout")
    if used:
        entry["used_abilities"] = used
    if state.closed:
        entry["closed"] = True
    if state.last_round is not None:
        entry["last_round"] = state.last_round
    return entry


class SnapshotError(ValueError):
    """A position the board schema cannot describe (e.g. an effect built from a lambda)."""


def _attachments(card: Card) -> list[Any]:
    return [_attachment_entry(a, card) for a in card.attachments]


def _attachment_entry(attachment: Card, parent: Card) -> Any:
    extra: dict[str, Any] = {}
    if attachment.booted:
        extra["booted"] = True
    if attachment.owner is not parent.owner:
        extra["owner"] = attachment.owner.name
    return {"card": attachment.uid, **extra} if extra else attachment.uid


def _deed_entry(deed: Card) -> Any:
    extra: dict[str, Any] = {}
    if deed.booted:
        extra["booted"] = True
    if deed.control_tokens:
        extra["control_points"] = deed.control_tokens
    if deed.ghost_rock:
        extra["ghost_rock"] = deed.ghost_rock
    if deed.attachments:
        extra["attachments"] = _attachments(deed)
    return {"card": deed.uid, **extra} if extra else deed.uid


def _dude_entry(game: Game, dude: Card) -> Any:
    extra: dict[str, Any] = {}
    location = dude.location or TOWN_SQUARE
    if location != dude.controller.home.uid:
        extra["at"] = game.locations.name(location)
    if dude.booted:
        extra["booted"] = True
    if dude.bounty:
        extra["bounty"] = dude.bounty
    if dude.control_tokens:
        extra["control_points"] = dude.control_tokens
    if dude.ghost_rock:
        extra["ghost_rock"] = dude.ghost_rock
    if dude.entered_play_in == (game.day, game.phase):
        extra["entered_this_phase"] = True
    if dude.attachments:
        extra["attachments"] = _attachments(dude)
    if dude.owner is not dude.controller:
        extra["owner"] = dude.owner.name
    return {"card": dude.uid, **extra} if extra else dude.uid


def _player_entry(game: Game, player: Player) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": player.name, "outfit": player.home.uid}
    if player.legend is not None:
        entry["legend"] = player.legend.uid
    entry["ghost_rock"] = player.ghost_rock
    if player.debtor:
        entry["debtor"] = True
    if player.control_tokens:
        entry["control_points"] = player.control_tokens
    if player.home.booted:
        entry["outfit_booted"] = True
    if player.legend is not None and player.legend.booted:
        entry["legend_booted"] = True
    if player.home.attachments:
        entry["home_attachments"] = _attachments(player.home)
    square = [c for c in game.cards_in_play() if attached_to_town_square(c) and c.owner is player]
    if square:
        entry["town_square_attachments"] = [
            {"card": c.uid, "booted": True} if c.booted else c.uid for c in square
        ]
    for key, pile in (
        ("hand", player.hand),
        ("deck", player.deck),
        ("discard", player.discard),
        ("boot_hill", player.boot_hill),
    ):
        if pile:
            entry[key] = [c.uid for c in pile]
    entry["street"] = ["home" if c is player.outfit else _deed_entry(c) for c in player.street]
    if player.out_of_town:
        entry["out_of_town"] = [_deed_entry(c) for c in player.out_of_town]
    # In play order (`Game.cards_in_play`), which a game rebuilt from the board keeps.
    dudes = [d for d in game.cards_in_play() if d.is_dude and d.controller is player]
    if dudes:
        entry["dudes"] = [_dude_entry(game, d) for d in dudes]
    return entry


def _method_name(effect: Effect, function: object) -> str | None:
    """The name of a script method of the effect's source, if `function` is one."""
    script = effect.source.script
    name = getattr(function, "__name__", None)
    if script is None or getattr(function, "__self__", None) is not script or name is None:
        return None
    return name if callable(getattr(type(script), name, None)) else None


def _effect_entry(effect: Effect, strict: bool) -> dict[str, Any] | None:
    """A lasting effect in board form; effects built from lambdas cannot be stored."""
    entry: dict[str, Any] = {
        "source": effect.source.uid,
        "effect": effect.describe() if len(effect.specs) == 1 else [s.describe() for s in effect.specs],
    }
    targets = effect.fixed_targets()
    if effect.targets_players:
        entry["players"] = effect.target_controller
    elif targets is not None:
        entry["target"] = targets[0].uid if len(targets) == 1 else [t.uid for t in targets]
    else:
        entry["match"] = _method_name(effect, effect.match)
    for key in ("condition", "card_condition"):
        function = getattr(effect, key)
        if function is not None:
            entry[key] = _method_name(effect, function)
    problems = _unstorable(effect)
    if problems:
        if strict:
            raise SnapshotError(
                f"the lasting effect of {effect.source.uid} ({effect.describe()}) uses a lambda for "
                f"{', '.join(problems)}; write it as a method of the card's script so a board can name it"
            )
        return {"source": effect.source.uid, "effect": effect.describe(), "opaque": True}
    entry["until"] = str(effect.duration)
    if effect.player is not None:
        entry["player"] = effect.player.name
    if effect.phase is not None:
        entry["phase"] = effect.phase
    if effect.in_shootout:
        entry["in_shootout"] = True
    if effect.waits_for_shooter:
        entry["waits_for_shooter"] = True
    if effect.in_round:
        entry["in_round"] = effect.in_round
    return entry


def _unstorable(effect: Effect) -> list[str]:
    """What of a lasting effect a board cannot name: a dynamic amount, or a match or
    condition that is a lambda rather than a method of the card's script."""
    problems = [s.describe() for s in effect.specs if s.dynamic is not None or s.per_player is not None]
    if (
        not effect.targets_players
        and effect.fixed_targets() is None
        and _method_name(effect, effect.match) is None
    ):
        problems.append("its match")
    for key in ("condition", "card_condition"):
        function = getattr(effect, key)
        if function is not None and _method_name(effect, function) is None:
            problems.append(f"its {key}")
    return problems


#: The attribute an effect keeps its verdict in: whether it can be stored on a board is
#: fixed when the effect is made (its specs, match and conditions; the one later change,
#: a dude replaced in its fixed targets, keeps them fixed targets). Kept on the effect,
#: not as a field (a `dataclasses.replace` copy is judged afresh), nor in a weak map
#: (which makes a weak reference at every look).
_OPAQUE = "_opaque_on_a_board"


def has_opaque_effects(game: Game) -> bool:
    """Whether a lasting effect in force could not be stored on a board (a lambda). Asked
    at every checkpoint (each High Noon turn), so each effect is judged once."""
    for effect in game.effects.lasting:
        known = effect.__dict__
        opaque = known.get(_OPAQUE)
        if opaque is None:
            opaque = known[_OPAQUE] = bool(_unstorable(effect))
        if opaque:
            return True
    return False


def game_to_board(game: Game, *, strict: bool = True) -> dict[str, Any]:
    """The board (C3) of the game as it stands now."""
    board: dict[str, Any] = {
        "version": BOARD_VERSION,
        "seed": game.seed,
        "day": game.day,
        "phase": game.phase,
    }
    if game.phase == "high noon":
        board["turn"] = game.players[game.turn].name
        if game.passes:
            board["passes"] = game.passes
    board["first_player"] = game.players[game.first_player].name
    board["players"] = [_player_entry(game, p) for p in game.players]
    effects = [e for e in (_effect_entry(e, strict) for e in game.effects.lasting) if e is not None]
    if effects:
        board["effects"] = effects
    used = game.used_abilities()
    if used:
        board["used_abilities"] = used
    extra = game.extra_ability_uses()
    if extra:
        board["extra_uses"] = extra
    if game.shootout is not None:
        board["shootout"] = _shootout_entry(game, game.shootout)
    return board
