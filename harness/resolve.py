"""Turning a phrase's arguments into the engine's option id, checking names on the way.

A card name that is not in the game fails here with "did you mean", before the engine
sees it: first among the cards of this game, then in the whole card database, so a
typo ("Shotgn") and a real card missing from the board ("Sloane") read differently.
"""

from __future__ import annotations

from difflib import get_close_matches

from engine.casualties import ALL_COVERED
from engine.decisions import PART
from engine.game import Game
from engine.model import Player
from harness.phrases import Args, Phrase
from harness.scenario import ScenarioError, ScenarioState


def check_card(doomtown: ScenarioState, name: str) -> None:
    from engine.abilities import split_ability_key

    game = doomtown.game
    name = split_ability_key(name)[0]  # "Mechanical Horse (2nd ability)" names the card
    base = game.db.split_copy(name)[0]
    if name in game.cards or base in game.cards:
        return
    from cards.errors import AmbiguousCardError, UnknownCardError

    try:
        game.db.find(base)
    except (UnknownCardError, AmbiguousCardError) as error:
        raise ScenarioError(str(error)) from None
    # Another printing of the same title ("Shotgun (Weird West Edition)") is named by its label.
    if name in doomtown.replaced_dudes:
        who = doomtown.replaced_dudes[name]
        raise ScenarioError(
            f"'{name}' is not on this board: a later '{who} has these dudes:' table replaced the "
            f"one that listed it. A dudes table lists all of a player's dudes: list '{name}' in it too"
        )
    printings = [uid for uid in game.cards if uid.startswith(f"{base} (")]
    close = printings or get_close_matches(name, list(game.cards), n=3)
    hint = f" Did you mean: {', '.join(close)}?" if close else ""
    raise ScenarioError(f"'{name}' is a card, but it is not on this board.{hint}")


def unknown_location(name: str, known: list[str]) -> str:
    """Why `name` is no location here, in the words lint and the steps share: a card that
    is not a location on this board reads differently from a typo."""
    from cards import card_db

    close = get_close_matches(name, known, n=3)
    hint = f" Did you mean: {', '.join(close)}?" if close else f" The locations are: {', '.join(known)}"
    try:
        card_db().find(name.split(" #")[0])
    except LookupError:
        return f"Unknown location '{name}'.{hint}"
    return f"'{name}' is not a location on this board.{hint}"


def location_names(game: Game) -> list[str]:
    return [game.locations.name(uid) for uid in game.locations.all()] + ["home"]


def location_of_name(doomtown: ScenarioState, player: Player, name: str) -> str:
    """The uid of a location a step names ("Town Square", a deed, "home", "Player2's home")."""
    from engine.phases.noon_actions import location_uid

    game = doomtown.game
    uid = location_uid(game, player, name)
    if not game.locations.exists(uid):
        raise ScenarioError(unknown_location(name, location_names(game)))
    return uid


def option_for(doomtown: ScenarioState, player: str, phrase: Phrase, args: Args) -> str:
    game = doomtown.game
    who = doomtown.player(player)
    raw = phrase.option(args)
    for key in phrase.cards:
        if not (raw.startswith("discard ") and _cutting_to_five(doomtown, who)):  # faces: multi_part
            check_card(doomtown, args[key])
    for key in phrase.locations:
        location_of_name(doomtown, who, args[key])
    option = multi_part(doomtown, who.name, raw)
    pending = game.pending
    if option == "pay upkeep" and pending is not None and pending.player == who.index:
        paying = [o.id for o in pending.options if o.id.startswith("pay ")]
        option = paying[0] if paying else "pay upkeep"
    if pending is not None and pending.player == who.index and pending.option(option) is None:
        # "uses/plays/reacts with <card>": the card's one ability on offer, whatever its
        # number, or the one copy of that title the player holds ("Player2 plays "Sun in Yer
        # Eyes"" while Player1 holds the first copy and Player2 the second).
        numbered = [o.id for o in pending.options if _same_card_or_own_copy(game, who, option, o.id)]
        option = numbered[0] if len(numbered) == 1 else _the_one_action(game, option)
    return option


def _same_card_or_own_copy(game: Game, who: Player, option: str, offered: str) -> bool:
    """Whether `offered` is `option` with a later ability ("use X (2nd ability)") or a copy
    of its card that `who` owns ("play X #2")."""
    if offered.startswith(option + " (") and offered.endswith(" ability)"):
        return True
    if not offered.startswith(option + " #"):
        return False
    from engine.abilities import split_ability_key

    key = offered.partition(" ")[2]
    card = game.cards.get(split_ability_key(key)[0])
    return (
        card is not None and card.owner is who and game.db.split_copy(card.uid)[0] == option.partition(" ")[2]
    )


def _the_one_action(game: Game, option: str) -> str:
    """ "uses <card>" not on offer names the card's one action, whatever its number (a
    trait printed before it takes the first: Auto Cattle-Feeder), so a refusal says why
    that action may not be used rather than that no such option exists."""
    from engine.abilities import ActionAbility

    verb, _, name = option.partition(" ")
    card = game.cards.get(name)
    if verb not in ("use", "play") or card is None:
        return option
    # A granted ability's template is never the card's own to use (`engine.granted`).
    actions = [a for a in card.abilities if isinstance(a, ActionAbility) and a.grants_to is None]
    return f"{verb} {actions[0].key}" if len(actions) == 1 else option


CASUALTY_WAYS = ("ace ", "discard ", "send home ")


def multi_part(doomtown: ScenarioState, player: str, option: str) -> str:
    """A play of several cards as the engine's one multi-part answer ("redraw A + B"):
    redraws named by their faces ("9D 4C"), casualties and upkeep discards by card
    names separated by commas; each name is checked with "did you mean"."""
    if option.startswith("redraw "):
        uids = _draw_hand_uids(doomtown, player, option.removeprefix("redraw "))
        return PART.join([*(f"redraw {uid}" for uid in uids), "done"])
    if option.startswith("discard ") and _cutting_to_five(doomtown, doomtown.player(player)):
        # Cutting a stud's draw hand down to five (§5.5): by faces ("4C 9D") or names.
        uids = _draw_hand_uids(doomtown, player, option.removeprefix("discard "), "discard")
        return PART.join(f"discard {uid}" for uid in uids)
    if option.startswith("cover "):
        picks = []
        for name in split_names(doomtown, option.removeprefix("cover ")):
            way = next(
                (w for w in CASUALTY_WAYS if name.startswith(w) and name not in doomtown.game.cards), ""
            )
            check_card(doomtown, name.removeprefix(way))
            picks.append((way or "discard ") + name.removeprefix(way))
        return PART.join([*picks, ALL_COVERED])
    if option.startswith("discard ") and _asked(doomtown, doomtown.player(player), "attachment limit"):
        # Over an attachment limit the controller discards all but one (§1.4): "A, B".
        names = split_names(doomtown, option.removeprefix("discard "))
        return PART.join(f"discard {name}" for name in names)
    if option.startswith("discard ") and option.endswith(" and pay upkeep"):
        names = split_names(doomtown, option.removeprefix("discard ").removesuffix(" and pay upkeep"))
        for name in names:
            check_card(doomtown, name)
        return PART.join([*(f"discard {name}" for name in names), "pay upkeep"])
    return option


def _cutting_to_five(doomtown: ScenarioState, who: Player) -> bool:
    """Whether `who` is asked to cut a draw hand of more than five cards down to five."""
    return _asked(doomtown, who, "keep five")


def _asked(doomtown: ScenarioState, who: Player, kind: str) -> bool:
    """Whether `who` owes the pending decision and it is of this kind."""
    pending = doomtown.game.pending
    return pending is not None and pending.kind == kind and pending.player == who.index


def split_names(doomtown: ScenarioState, text: str) -> list[str]:
    """ "A, B" as names; a title with a comma ("Makaio Kaleo, Esq.") stays whole."""
    pieces, names, i = text.split(", "), [], 0
    known = doomtown.game.cards
    while i < len(pieces):
        j = next(
            (
                j
                for j in range(len(pieces), i + 1, -1)
                if ", ".join(pieces[i:j]).split(" ", 1)[-1] in known or ", ".join(pieces[i:j]) in known
            ),
            i + 1,
        )
        names.append(", ".join(pieces[i:j]))
        i = j
    return names


def _draw_hand_uids(doomtown: ScenarioState, player: str, text: str, verb: str = "redraw") -> list[str]:
    """Cards of the draw hand by face ("9D 4C"), or by card names ("Sloane, Jake Smiley")."""
    from engine.draw_hands import playing_card
    from harness.stacking import faces

    who = doomtown.player(player)
    try:
        wanted = faces(text)
    except ScenarioError:
        names = split_names(doomtown, text)
        for name in names:
            check_card(doomtown, name)
        return names
    hand, uids = list(who.draw_hand), []
    for face in wanted:
        match = next((c for c in hand if playing_card(c) == face), None)
        if match is None:
            held = " ".join(str(playing_card(c)) for c in who.draw_hand) or "no cards"
            raise ScenarioError(f"{who.name}'s draw hand ({held}) has no {face} to {verb}")
        hand.remove(match)
        uids.append(match.uid)
    return uids
