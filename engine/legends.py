"""Legends (rules digest §1.2): "attaches to the outfit; its wealth is added to the
outfit's; has a trait plus abilities; unique".

A player's Legend is in play from the start of the game, beside the outfit. Being in play
is all it takes for the rest of the engine to treat it like any other card: its script's
actions are offered to its owner in their windows (`engine.windows`), its reacts and
traits listen (`engine.reactions`), its static text is an effect in force
(`engine.effects`), "Boot" boots the legend card itself, and it unboots at Nightfall with
everything else. What sets it apart is written here: it stands at no location, always
belongs to its owner, and ordinary card effects never discard, ace or choose it — only a
card that names Legends could (none does yet; docs/rulings.md
`legend-stays-beside-the-outfit`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card, Player


def is_legend(card: Card) -> bool:
    return card.data.type == "legend"


def put_legend_into_play(game: Game, player: Player, legend: Card, *, booted: bool = False) -> None:
    """The player's Legend goes into play beside their outfit, before anything else happens
    (§2.2 step 1: "Reveal outfit and legend"), so its static text applies from the start."""
    legend.zone, legend.location, legend.booted = Zone.PLAY, None, booted
    legend.controller = player
    player.legend = legend
    game.mark_in_play(legend)
    game.trace("legend.in_play")


def stays_in_play(game: Game, card: Card, what: str) -> bool:
    """Whether `card` is a Legend in play that an effect tries to discard or ace: it stays,
    and the log says why (no card prints an effect that names Legends yet)."""
    if not (card.in_play and is_legend(card)):
        return False
    game.log.add("{0} is a legend: it cannot be {1}", card, what)
    return True
