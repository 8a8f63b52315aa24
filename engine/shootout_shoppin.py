"""Shoppin' as a Shootout play (digest §3.5, §8.1): normally goods and spells are shopped
only on your own High Noon turn, but a card may let your dudes in a posse be shopped goods
and spells in the shootout plays window too (Concealed Weapons: "Your dudes may attach
goods and spells (as Shoppin') ... as Shootout plays").

The play is shoppin' itself (`noon_actions.Shop`, with all its rules); this module only
says when the shootout window offers it, and why it is refused when not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.decisions import Refusal
from engine.rules import rule

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Player
    from engine.phases.noon_actions import Shop

#: The rule that allows (and refuses) it.
RULE = "shootout.shoppin"
#: The window in which shoppin' may be a play.
WINDOW = "shootout plays"
#: The player amount (`EffectCatalogue.attach_as_shootout_plays`) that allows it.
PERMISSION = "attach_in_shootouts"


def allowed(game: Game, player: Player, window: str) -> bool:
    """May `player` shop goods and spells as a play in `window`?"""
    return window == WINDOW and game.effects.player_amount(player, PERMISSION) > 0


def attach_plays(game: Game, player: Player, window: str) -> list[Shop]:
    """Every legal shoppin' of a goods or spell from hand onto one of `player`'s dudes in a
    posse (§5.4: only they act in a shootout), when a card allows it in `window`."""
    from engine.phases.noon_actions import Shop

    shootout = game.shootout
    if shootout is None or not allowed(game, player, window):
        return []
    dudes = [dude for dude in player.dudes() if shootout.in_posse(dude)]
    plays = [
        Shop(card, target=dude) for card in player.hand if card.type in ("goods", "spell") for dude in dudes
    ]
    return [play for play in plays if play.check(game, player) is None]


def refusal(game: Game, player: Player, play: Shop, window: str) -> Refusal | None:
    """Why shoppin' `play` is not a play of `player` in `window` now."""
    if not allowed(game, player, window):
        return Refusal(rule(RULE), f"shoppin' is not a play in the {window} window")
    shootout = game.shootout
    if play.target is not None and (shootout is None or not shootout.in_posse(play.target)):
        return Refusal(rule(RULE), f"{play.target.uid} is not in a posse")
    return play.check(game, player)
