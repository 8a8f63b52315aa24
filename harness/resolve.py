"""Turning a phrase's arguments into the engine's option id, checking names on the way.

A card name that is not in the game fails here with "did you mean", before the engine
sees it: first among the cards of this game, then in the whole card database, so a
typo ("Shotgn") and a real card missing from the board ("Sloane") read differently.
"""

from __future__ import annotations

from difflib import get_close_matches

from harness.phrases import Args, Phrase
from harness.scenario import ScenarioError, ScenarioState


def check_card(doomtown: ScenarioState, name: str) -> None:
    game = doomtown.game
    base = name.split(" #")[0]
    if name in game.cards or base in game.cards:
        return
    from cards.errors import AmbiguousCardError, UnknownCardError

    try:
        game.db.find(base)
    except (UnknownCardError, AmbiguousCardError) as error:
        raise ScenarioError(str(error)) from None
    close = get_close_matches(name, list(game.cards), n=3)
    hint = f" Did you mean: {', '.join(close)}?" if close else ""
    raise ScenarioError(f"'{name}' is a card, but it is not on this board.{hint}")


def option_for(doomtown: ScenarioState, player: str, phrase: Phrase, args: Args) -> str:
    game = doomtown.game
    try:
        who = game.player(player)
    except KeyError as error:
        raise ScenarioError(str(error.args[0])) from None
    for key in phrase.cards:
        check_card(doomtown, args[key])
    option = phrase.option(args)
    pending = game.pending
    if option == "pay upkeep" and pending is not None:
        paying = [o.id for o in pending.options if o.id.startswith("pay ")]
        option = paying[0] if paying else "pay upkeep"
    if pending is not None and pending.option(option) is None:
        # "uses/plays/reacts with <card>": the card's one ability on offer, whatever its number.
        numbered = [o.id for o in pending.options if o.id.startswith(option + " #")]
        if len(numbered) == 1:
            option = numbered[0]
    del who
    return option
