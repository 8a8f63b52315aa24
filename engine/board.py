"""Building a game from a board (contract C3; the format is `engine.board_spec`).

`build_game` turns a validated board into a game at that position, without playing
through setup: card names go through the card database's lookup ("did you mean"), the
builder checks each card's role (a dude entry is a dude, an attachment is goods, a spell
or an attaching action), that each effect text is one the engine reads, and that a
shootout's posses stand where it is fought. Every refusal is a BoardError naming the
path, in the writer's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from difflib import get_close_matches
from typing import TYPE_CHECKING, Any

from engine.board_spec import (
    BOARD_VERSION,
    AttachmentSpec,
    BoardError,
    BoardSpec,
    DeedSpec,
    DudeSpec,
    LastingEffectSpec,
    PlayerSpec,
    ShootoutSpec,
    parse_board,
    shown,
)
from engine.effects import DAY_PHASES, Duration, Effect, parse_spec, spec_problem
from engine.flow import Flow
from engine.losses import ACED, DISCARDED, LOST
from engine.shootout_state import CHEATIN_TODAY, SHOOTOUT_TODAY, Shootout
from engine.zones import Zone

if TYPE_CHECKING:
    from cards.database import CardDB
    from engine.game import Game
    from engine.model import Card, Player

# -- building a game from a board ---------------------------------------------------


class _Builder:
    def __init__(self, game: Game, db: CardDB) -> None:
        self.game, self.db = game, db
        #: Where each card is listed on the board, for errors found once all is built.
        self.paths: dict[str, str] = {}
        #: Dudes the board says entered play during its phase (`DudeSpec.entered_this_phase`).
        self.entered_this_phase: list[Card] = []

    def card(self, name: str, owner: Player, path: str) -> Card:
        from cards.errors import AmbiguousCardError, UnknownCardError

        title, copy = self.db.split_copy(name)
        try:
            data = self.db.find(title)
        except (UnknownCardError, AmbiguousCardError) as error:
            raise BoardError(str(error), path) from None
        uid = name if copy is not None else None
        try:
            card = self.game.new_card(data, owner, uid)
        except ValueError as error:
            raise BoardError(f"{error}: give each copy its own '#n' suffix", path) from None
        self.paths[card.uid] = path
        return card

    def pile(self, player: Player, names: list[str], zone: Zone, path: str) -> None:
        for i, name in enumerate(names):
            card = self.card(name, player, f"{path}[{i}]")
            if card.data.type in ("outfit", "legend"):
                raise BoardError(
                    f"{card.title} is an {card.data.type}: it is never in a deck or pile, "
                    "give it as the player's 'outfit' or 'legend'",
                    f"{path}[{i}]",
                )
            if card.data.is_token:
                from engine.rules import rule

                raise BoardError(
                    f"{card.title} is a token: it is never in a deck or pile, only in play "
                    "(list it under a player's dudes)",
                    f"{path}[{i}]",
                    rule=rule("token"),
                )
            card.zone = zone
            player.pile(zone).append(card)

    def attachments(self, parent: Card, specs: list[str | AttachmentSpec], path: str) -> None:
        for i, spec in enumerate(specs):
            spec = AttachmentSpec(spec) if isinstance(spec, str) else spec
            owner = parent.owner
            if spec.owner is not None:
                owner = self.game.players[
                    _player_index(self.game, spec.owner, f"{path}[{i}].owner", default=owner.index)
                ]
            card = self.card(spec.card, owner, f"{path}[{i}]")
            problem = _attachment_problem(card, parent)
            if problem is not None:
                raise BoardError(problem, f"{path}[{i}]")
            card.zone = Zone.PLAY
            card.booted = spec.booted
            card.parent = parent
            parent.attachments.append(card)
            self.game.mark_in_play(card)

    def town_square_attachments(self, player: Player, specs: list[str | AttachmentSpec], path: str) -> None:
        """Conditions `player` owns attached to the town square (`engine.conditions`)."""
        from engine.model import TOWN_SQUARE

        for i, spec in enumerate(specs):
            spec = AttachmentSpec(spec) if isinstance(spec, str) else spec
            card = self.card(spec.card, player, f"{path}[{i}]")
            if not (card.data.type == "action" and card.has_keyword("Condition")):
                raise BoardError(
                    f"{card.title} is no Condition: only a Condition attaches to the town square",
                    f"{path}[{i}]",
                )
            card.zone, card.booted, card.location = Zone.PLAY, spec.booted, TOWN_SQUARE
            self.game.mark_in_play(card)

    def deed(self, player: Player, spec: str | DeedSpec, path: str) -> Card:
        spec = DeedSpec(spec) if isinstance(spec, str) else spec
        deed = self.card(spec.card, player, path)
        if deed.data.type != "deed":
            raise BoardError(f"{deed.title} is a {deed.data.type}, not a deed: list it elsewhere", path)
        deed.zone, deed.location, deed.booted = Zone.PLAY, deed.uid, spec.booted
        deed.control_tokens, deed.ghost_rock = spec.control_points, spec.ghost_rock
        self.game.mark_in_play(deed)
        self.attachments(deed, spec.attachments, f"{path}.attachments")
        return deed

    def location(self, player: Player, name: str, path: str) -> str:
        from engine.phases.noon_actions import location_uid

        uid = location_uid(self.game, player, name)
        if self.game.locations.exists(uid):
            return uid
        names = [self.game.locations.name(u) for u in self.game.locations.all()] + ["home"]
        close = get_close_matches(name, names, n=3)
        hint = f" Did you mean: {', '.join(close)}?" if close else f" The locations are: {', '.join(names)}"
        raise BoardError(f"unknown location '{name}'.{hint}", path)


def _attachment_problem(card: Card, parent: Card) -> str | None:
    """Why `card` cannot sit attached to `parent` (§1.2 card types): goods and spells
    attach to dudes, action cards only when they say they attach (Conditions, Tao
    techniques); a location takes only Improvements, Totems and Conditions."""
    data = card.data
    attaching_action = data.type == "action" and (
        data.has_keyword("Condition") or data.has_keyword("Technique")
    )
    if data.type not in ("goods", "spell") and not attaching_action:
        return (
            f"{card.title} is a{'n' if data.type[0] in 'aeiou' else ''} {data.type}, not an attachment: "
            "attachments are goods, spells and the action cards that attach (Conditions, techniques)"
        )
    if parent.data.type != "dude" and not (
        data.has_keyword("Improvement") or data.has_keyword("Totem") or data.has_keyword("Condition")
    ):
        return f"{card.title} attaches to a dude: a location takes only Improvements, Totems and Conditions"
    return None


def build_game(
    board: Mapping[str, Any] | BoardSpec,
    *,
    card_db: CardDB | None = None,
    scripts: Any = None,
    **_: Any,
) -> Game:
    """A game at the position `board` describes, run to its first decision."""
    from engine.game import Game
    from engine.phases.day import play_from

    spec = board if isinstance(board, BoardSpec) else parse_board(board)
    if spec.version != BOARD_VERSION:
        raise BoardError(
            f"board version {spec.version} is not supported; this engine reads {BOARD_VERSION}", "$.version"
        )
    if len(spec.players) != 2:
        raise BoardError(f"a board has exactly 2 players, this one has {len(spec.players)}", "$.players")
    names = tuple(p.name or f"Player{i + 1}" for i, p in enumerate(spec.players))
    if names[0] == names[1]:
        raise BoardError(f"both players are named {names[0]!r}", "$.players")
    game = Game(seed=spec.seed, player_names=(names[0], names[1]), card_db=card_db, scripts=scripts)
    builder = _Builder(game, game.db)
    for i, (player, pspec) in enumerate(zip(game.players, spec.players, strict=True)):
        _build_player(builder, player, pspec, f"$.players[{i}]")
    for i, (player, pspec) in enumerate(zip(game.players, spec.players, strict=True)):
        _build_dudes(builder, player, pspec, f"$.players[{i}]")
    for i, (player, pspec) in enumerate(zip(game.players, spec.players, strict=True)):
        _build_piles(builder, player, pspec, f"$.players[{i}]")
    _check_unique(builder)
    game.day, game.phase = spec.day, spec.phase
    for dude in builder.entered_this_phase:
        dude.entered_play_in = (game.day, game.phase)
    game.first_player = _player_index(game, spec.first_player, "$.first_player", default=0)
    # The shootout comes before effects and used abilities: the action card whose job it
    # is (Kidnappin') exists only as the card being played, and both may name it.
    state = None
    if spec.shootout is not None:
        if spec.phase != "high noon":
            raise BoardError("a shootout happens at High Noon: set phase: high noon", "$.shootout")
        state = _build_shootout(builder, spec.shootout, "$.shootout")
    for i, effect in enumerate(spec.effects):
        _build_effect(builder, effect, f"$.effects[{i}]")
    for i, key in enumerate(spec.used_abilities):
        _check_ability_key(game, key, f"$.used_abilities[{i}]")
        game.record_ability_use(key)
    for i, key in enumerate(spec.extra_uses):
        _check_ability_key(game, key, f"$.extra_uses[{i}]")
        game.grant_extra_use(key)
    if state is not None:
        _check_posses_stand_there(game, state, "$.shootout.posses")
        if not game.shootout_fought_today:
            game.record_ability_use(SHOOTOUT_TODAY, ("day",))
    game.reset_ability_uses("shootout")
    game.reset_ability_uses("round")
    if spec.shootout is not None:
        for i, key in enumerate(spec.shootout.used_abilities):
            _check_ability_key(game, key, f"$.shootout.used_abilities[{i}]")
            game.record_ability_use(key, ("shootout",))
    game.resume_checkpoint = True
    if state is not None:
        turn = _player_index(game, spec.turn, "$.turn", default=state.leader_player.index)
        game.turn = turn
        game.start(_resume_shootout(game, state, turn))
    elif spec.phase == "high noon":
        turn = _player_index(game, spec.turn, "$.turn", default=game.first_player)
        game.start(play_from(game, "high noon", turn=turn, passes=spec.passes))
    else:
        if spec.turn is not None:
            raise BoardError("'turn' is only for High Noon boards", "$.turn")
        game.start(play_from(game, spec.phase))
    for i, (who, option) in enumerate(spec.replay):
        try:
            game.decide(who, option)
        except Exception as error:
            raise BoardError(f"replayed decision failed: {error}", f"$.replay[{i}]") from None
    return game


def _player_index(game: Game, name: str | None, path: str, *, default: int) -> int:
    if name is None:
        return default
    try:
        return game.player(name).index
    except KeyError as error:
        raise BoardError(str(error.args[0]), path) from None


def _build_player(builder: _Builder, player: Player, spec: PlayerSpec, path: str) -> None:
    outfit = builder.card(spec.outfit, player, f"{path}.outfit")
    if outfit.data.type != "outfit":
        raise BoardError(f"{outfit.title} is a {outfit.data.type}, not an outfit", f"{path}.outfit")
    outfit.zone, outfit.location, outfit.booted = Zone.PLAY, outfit.uid, spec.outfit_booted
    player.outfit = outfit
    builder.game.mark_in_play(outfit)
    if spec.legend is not None:
        _build_legend(builder, player, spec, f"{path}.legend")
    player.ghost_rock, player.debtor, player.control_tokens = (
        spec.ghost_rock,
        spec.debtor,
        spec.control_points,
    )
    if sum(1 for entry in spec.street if entry == "home") != 1:
        raise BoardError("a street lists 'home' exactly once (where the outfit stands)", f"{path}.street")
    for i, entry in enumerate(spec.street):
        if entry == "home":
            player.street.append(outfit)
        else:
            player.street.append(builder.deed(player, entry, f"{path}.street[{i}]"))
    for i, entry in enumerate(spec.out_of_town):
        player.out_of_town.append(builder.deed(player, entry, f"{path}.out_of_town[{i}]"))
    builder.attachments(outfit, spec.home_attachments, f"{path}.home_attachments")
    builder.town_square_attachments(player, spec.town_square_attachments, f"{path}.town_square_attachments")


def _build_legend(builder: _Builder, player: Player, spec: PlayerSpec, path: str) -> None:
    from engine.legends import put_legend_into_play

    assert spec.legend is not None
    legend = builder.card(spec.legend, player, path)
    if legend.data.type != "legend":
        titles = sorted({c.title for c in builder.db.all() if c.type == "legend"})
        raise BoardError(
            f"{legend.title} is a {legend.data.type}, not a legend: give one of {', '.join(titles)}",
            path,
        )
    put_legend_into_play(builder.game, player, legend, booted=spec.legend_booted)


def _build_dudes(builder: _Builder, player: Player, spec: PlayerSpec, path: str) -> None:
    for i, entry in enumerate(spec.dudes):
        entry = DudeSpec(entry) if isinstance(entry, str) else entry
        where = f"{path}.dudes[{i}]"
        owner = player
        if entry.owner is not None:
            owner = builder.game.players[
                _player_index(builder.game, entry.owner, f"{where}.owner", default=player.index)
            ]
        dude = builder.card(entry.card, owner, where)
        dude.controller = player
        if dude.data.type != "dude":
            raise BoardError(f"{dude.title} is a {dude.data.type}, not a dude", where)
        dude.zone = Zone.PLAY
        dude.location = builder.location(player, entry.at, f"{where}.at")
        dude.booted, dude.bounty, dude.control_tokens = entry.booted, entry.bounty, entry.control_points
        dude.ghost_rock = entry.ghost_rock
        if entry.entered_this_phase:
            builder.entered_this_phase.append(dude)
        builder.game.mark_in_play(dude)
        builder.attachments(dude, entry.attachments, f"{where}.attachments")


def _build_piles(builder: _Builder, player: Player, spec: PlayerSpec, path: str) -> None:
    """Piles come after everything in play, so cards in play keep their plain titles as uids."""
    for zone, names, key in (
        (Zone.HAND, spec.hand, "hand"),
        (Zone.DECK, spec.deck, "deck"),
        (Zone.DISCARD, spec.discard, "discard"),
        (Zone.BOOT_HILL, spec.boot_hill, "boot_hill"),
    ):
        builder.pile(player, names, zone, f"{path}.{key}")


def _check_unique(builder: _Builder) -> None:
    """No player has two same-title unique cards in play (§1.4): the later entry on the
    board is the one named. A copy in Boot Hill is no conflict: it stops a card being
    brought in, not one already in play (its copy may have been aced from hand)."""
    from engine.phases.noon_actions import base_title, unique_in_play_conflict
    from engine.rules import rule

    game = builder.game
    in_play = game.cards_in_play()
    # Cards of one title and one controller: only a unique card sharing both can conflict,
    # so the whole-board test (`unique_in_play_conflict`) runs only for those.
    sharing: dict[tuple[int, str], int] = {}
    for card in in_play:
        key = (card.controller.index, base_title(card))
        sharing[key] = sharing.get(key, 0) + 1
    if all(count < 2 for count in sharing.values()):
        return
    for card in sorted(in_play, key=lambda c: c.entered_play_at, reverse=True):
        if sharing[(card.controller.index, base_title(card))] < 2 or not card.data.unique:
            continue
        conflict = unique_in_play_conflict(game, card.controller, card)
        if conflict is not None:
            unique = rule("unique")
            raise BoardError(
                f"{conflict} and {card.title} is unique ({unique.cite()}): remove one of them",
                builder.paths[card.uid],
                rule=unique,
            )


_UNTIL = {d.value: d for d in Duration if d is not Duration.PERSISTENT}


def _build_shootout(builder: _Builder, spec: ShootoutSpec, path: str) -> Shootout:
    from engine.abilities import Context
    from engine.jobs import Job, JobAbility, mark_defender

    game = builder.game
    try:
        leader = game.card(spec.leader)
        mark = game.card(spec.mark) if spec.mark is not None else None
    except KeyError as error:
        raise BoardError(str(error.args[0]), path) from None
    if not leader.is_dude:
        raise BoardError(f"the leader {leader.uid} is not a dude", f"{path}.leader")
    # The leader and the mark stay on record after leaving play (a mark aced in round one,
    # a job going on without its leader, §6.5), so only their kind is checked.
    if mark is not None and mark.data.type not in ("dude", "deed", "outfit"):
        raise BoardError(
            f"the mark {mark.uid} is not a dude or a location: name one on the board", f"{path}.mark"
        )
    # A leader aced in an earlier round is out of play, and the shootout goes on (§5.9).
    location = builder.location(leader.controller, spec.location, f"{path}.location")
    leader_player = leader.controller
    mark_player = mark_defender(game, leader_player, mark)
    state = Shootout(location, leader, mark, leader_player, mark_player)
    state.round = spec.round - 1
    state.closed, state.last_round = spec.closed, spec.last_round
    defaults = {
        leader_player.name: [leader.uid],
        mark_player.name: [mark.uid] if mark and mark.is_dude else [],
    }
    for name, dudes in (defaults | spec.posses).items():
        player = game.players[_player_index(game, name, f"{path}.posses", default=0)]
        for i, uid in enumerate(dudes):
            where = f"{path}.posses.{name}[{i}]"
            try:
                dude = game.card(uid)
            except KeyError as error:
                raise BoardError(str(error.args[0]), where) from None
            if not dude.in_play or not dude.is_dude or dude.controller is not player:
                raise BoardError(f"{dude.uid} is not {player.name}'s dude in play", where)
            if dude in state.posse(player):
                raise BoardError(
                    f"{dude.uid} is already in {player.name}'s posse: list each dude once", where
                )
            state.posse(player).append(dude)
    for player in (leader_player, mark_player):
        if not state.posse(player):
            raise BoardError(
                f"{player.name}'s posse is empty: a shootout in progress has dudes on both sides",
                f"{path}.posses",
            )
    if spec.job is not None:
        card = _job_card(builder, spec.job, leader_player, f"{path}.job")
        ability = next((a for a in card.abilities if isinstance(a, JobAbility)), None)
        if ability is None:
            raise BoardError(f"{card.uid} has no job ability (is its script written?)", f"{path}.job")
        context = Context(game, leader_player, card, ability, target=mark)
        job = Job(ability, context, leader, mark, location, location, posse=list(state.posse(leader_player)))
        job.opponent, job.opposed = mark_player, True
        state.job = job
    return state


def _check_posses_stand_there(game: Game, state: Shootout, path: str) -> None:
    """A posse stands where the shootout is, save a dude an effect let join without
    moving from an adjacent location (Buffalo Rifle, §5.2), who joined so: checked once
    every effect on the board is built."""
    from engine.posse import JOINS_FROM_ADJACENT

    place = game.locations.name(state.location)
    for player in state.players:
        for i, dude in enumerate(state.posse(player)):
            if dude.location == state.location:
                continue
            adjacent = dude.location is not None and game.locations.adjacent(dude.location, state.location)
            if adjacent and game.effects.has_flag(dude, JOINS_FROM_ADJACENT):
                state.joined_in_place.append(dude)
            else:
                raise BoardError(
                    f"{dude.uid} is not at {place}: a posse stands where the shootout is",
                    f"{path}.{player.name}[{i}]",
                )


def _job_card(builder: _Builder, name: str, player: Player, path: str) -> Card:
    """The card whose job this is: in play (a dude's job) or being played (an action)."""
    game = builder.game
    if name in game.cards:
        return game.card(name)
    card = builder.card(name, player, path)
    card.zone = Zone.BEING_PLAYED
    return card


def _resume_shootout(game: Game, state: Shootout, turn: int) -> Flow:
    """Fight on from the board's round, finish the job if it is one, then High Noon
    goes on with the next player's turn (§3.3)."""
    from engine.jobs import finish_job
    from engine.phases.day import play_from
    from engine.shootout import resume

    game.shootout = state
    yield from resume(game, state)
    if state.job is not None:
        yield from finish_job(game, state.job, state)
    yield from play_from(game, "high noon", turn=(turn + 1) % len(game.players), passes=0)


def _script_method(source: Card, name: str | None, path: str, *, of_card: bool) -> Any:
    """A yes/no test of the source card's script (never anything else: boards are data):
    a public method declared `-> bool` that takes a card (`of_card`: a `match` or
    `card_condition`) or nothing (a `condition`), as the effect engine will call it. Any
    other method is refused here, not when the game first calls it."""
    if name is None:
        return None
    script = source.script
    method = getattr(type(script), name, None) if script is not None else None
    if script is None or not callable(method) or name.startswith("_"):
        raise BoardError(f"{source.uid}'s script has no method {shown(name)}", path)
    bound = getattr(script, name)
    if not _is_test(bound, 1 if of_card else 0):
        takes = "a card" if of_card else "nothing"
        raise BoardError(
            f"{source.uid}'s {shown(name)} is not a yes/no test taking {takes}: name a method of its "
            f"script declared `-> bool` that takes {takes}",
            path,
        )
    return bound


def _is_test(method: Any, arguments: int) -> bool:
    """Whether `method` answers yes/no (declared `-> bool`) given `arguments` arguments."""
    import inspect

    try:
        signature = inspect.signature(method)
        signature.bind(*[None] * arguments)
    except (TypeError, ValueError):
        return False
    return signature.return_annotation in (bool, "bool")


def _build_effect(builder: _Builder, spec: LastingEffectSpec, path: str) -> None:
    game = builder.game
    try:
        source = game.card(spec.source)
        names = [] if spec.target is None else [spec.target] if isinstance(spec.target, str) else spec.target
        targets = [game.card(n) for n in names]
    except KeyError as error:
        raise BoardError(str(error.args[0]), path) from None
    duration = _duration(spec, game, path)
    texts = [spec.effect] if isinstance(spec.effect, str) else spec.effect
    try:
        specs = tuple(parse_spec(t) for t in texts)
    except ValueError as error:
        raise BoardError(str(error), f"{path}.effect") from None
    flags = source.script.flags if source.script is not None else ()
    for effect_spec in specs:
        if (problem := spec_problem(effect_spec, flags)) is not None:
            raise BoardError(problem, f"{path}.effect")
    if sum(x is not None for x in (spec.target, spec.players, spec.match)) != 1:
        raise BoardError("a lasting effect names exactly one of 'target', 'players' or 'match'", path)
    if spec.players not in (None, "current", "opponent", "any"):
        raise BoardError(f"'players' is current, opponent or any, not '{spec.players}'", f"{path}.players")
    player = (
        source.controller
        if spec.player is None
        else game.players[_player_index(game, spec.player, f"{path}.player", default=0)]
    )
    react = duration is Duration.REACT and not spec.in_shootout
    match = (
        targets
        if spec.target is not None
        else _script_method(source, spec.match, f"{path}.match", of_card=True)
    )
    game.effects.add_lasting(
        Effect(
            source=source,
            specs=specs,
            duration=duration,
            match=match,
            condition=_script_method(source, spec.condition, f"{path}.condition", of_card=False),
            card_condition=_script_method(
                source, spec.card_condition, f"{path}.card_condition", of_card=True
            ),
            target_controller=spec.players or "current",
            targets_players=spec.players is not None,
            player=player,
            phase=game.phase if react and spec.phase is None else spec.phase,
            in_shootout=spec.in_shootout,
            label=source.title,
            waits_for_shooter=spec.waits_for_shooter,
            in_round=spec.in_round,
        )
    )


def _duration(spec: LastingEffectSpec, game: Game, path: str) -> Duration:
    """The effect's duration, and the phase it names, if any, a phase of the day."""
    duration = _UNTIL.get(spec.until)
    if duration is None:
        close = get_close_matches(spec.until, list(_UNTIL), n=1)
        hint = f" Did you mean '{close[0]}'?" if close else f" Use one of: {', '.join(_UNTIL)}"
        raise BoardError(f"unknown duration '{spec.until}'.{hint}", f"{path}.until")
    # A shootout's effect on a board without one is for the shootout about to start
    # (features set up "until end of shootout" before the call out). A phase's effect
    # whose phase is over today ends at that phase tomorrow (§8.3, "until after the next
    # Upkeep"), so any phase of the day is a position a game can reach.
    if spec.phase is not None and spec.phase not in DAY_PHASES[1:]:
        close = get_close_matches(spec.phase, list(DAY_PHASES[1:]), n=1)
        hint = f" Did you mean '{close[0]}'?" if close else f" Use one of: {', '.join(DAY_PHASES[1:])}"
        raise BoardError(f"'{spec.phase}' is not a phase of the day.{hint}", f"{path}.phase")
    return duration


def _abilities_it_may_hold(game: Game, card: Card) -> int:
    """How many abilities `card` may have held when a use counted today was made: those it
    prints and one for each grant on the board (`engine.granted`). A grant it held then
    may have ended since (Alferd Packer's "your opponent gains" passes to the other outfit
    when he changes sides), while the use still counts against the ability's limit."""
    return len(card.own_abilities) + len(game.grants.templates)


def _check_ability_key(game: Game, key: str, path: str) -> None:
    """A counted use: a card's ability ("Card" or "Card (2nd ability)"), a goods' trade
    ("trade:Card"), a once-a-day cost modifier ("cost:Card", `engine.costs`), a dude's experienced swap ("experienced:Title") or a Headline played
    ("headline:day", "headline:shootout"), a shootout fought today ("shootout:day"), a
    Cheatin' Resolution a player used today ("cheatin:Player1") or a dude of a player's lost
    today ("lost:aced:Player1", `engine.losses`)."""
    from engine.actions_zones import HEADLINE_IN_SHOOTOUT, HEADLINE_TODAY
    from engine.phases.noon_actions import base_title

    if key.startswith("headline:"):
        uses = sorted((HEADLINE_IN_SHOOTOUT, HEADLINE_TODAY))
        if key in uses:
            return
        raise BoardError(f"no Headline use {key!r}: write {' or '.join(uses)}", path)
    if key.startswith(CHEATIN_TODAY):
        if key[len(CHEATIN_TODAY) :] in {player.name for player in game.players}:
            return
        raise BoardError(f"no Cheatin' Resolution use {key!r}: write {CHEATIN_TODAY}<player>", path)
    if key.startswith(LOST):
        how, _, name = key[len(LOST) :].partition(":")
        if how in (ACED, DISCARDED) and name in {player.name for player in game.players}:
            return
        raise BoardError(f"no lost dude {key!r}: write {LOST}aced:<player> or {LOST}discarded:<player>", path)
    if key.startswith("shootout:"):
        if key == SHOOTOUT_TODAY:
            return
        raise BoardError(f"no shootout use {key!r}: write {SHOOTOUT_TODAY}", path)
    kind, _, rest = key.partition(":")
    if kind == "experienced" and rest:
        if any(base_title(card) == rest for card in game.cards.values()):
            return
        name = rest
    else:
        from engine.abilities import split_ability_key
        from engine.log import plural

        name, index = (rest, 0) if kind in ("trade", "cost") and rest else split_ability_key(key)
        card = game.cards.get(name) or game.cards.get(game.db.split_copy(name)[0])
        if card is not None and index and card.abilities and index >= _abilities_it_may_hold(game, card):
            raise BoardError(
                f"{card.uid} has {plural(len(card.abilities), 'ability')}: there is no {key!r}; "
                f"write {card.uid!r} for its first",
                path,
            )
        if card is not None:
            return
    close = get_close_matches(name, list(game.cards), n=3)
    hint = f" Did you mean: {', '.join(close)}?" if close else ""
    raise BoardError(f"no card {name!r} on this board.{hint}", path)
