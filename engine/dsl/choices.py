"""Choices inside handlers: asking a player to pick an option, a location or a card.

Handlers are generators; each choice is `answer = yield from self.choose_...(...)`, so the
game can stop at the decision and resume with the player's answer (contract C2). Prompts say
what to select ("Select a dude"), never the goal of the selection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.abilities import Context
from engine.decisions import Decision, Option
from engine.dsl.base import ScriptBase
from engine.flow import Flow

if TYPE_CHECKING:
    from engine.model import Card, Player


class Choices(ScriptBase):
    """The choices a card's handlers offer its player (or another player)."""

    def choose_option(
        self,
        context: Context,
        options: Sequence[str],
        prompt: str = "Select an option",
        player: Player | None = None,
    ) -> Flow:
        """Ask a player (default: the ability's; `player=` for "the opponent chooses") to pick
        one of `options` (e.g. "raise" / "lower"); returns the chosen text. Use `yield from`
        inside a generator handler."""
        chooser = player if player is not None else context.player
        answer = yield Decision(chooser.index, prompt, [Option(o, o) for o in options], kind="choice")
        return answer

    def choose_location(
        self, context: Context, places: Sequence[str], prompt: str = "Select a location"
    ) -> Flow:
        """Ask the ability's player to pick one of `places` (location uids), offered by their
        names ("Town Square", "Player2's home", a deed); returns the uid."""
        names = {self.game.locations.name(uid): uid for uid in places}
        answer = yield from self.choose_option(context, list(names), prompt)
        return names[answer]

    def move_to_chosen_location(self, context: Context, dude: Card) -> Flow:
        """ "Move this dude": to any other location the player picks. A card-effect move
        boots the dude only if the card says so (§4.2)."""
        others = [uid for uid in self.game.locations.all() if uid != dude.location]
        destination = yield from self.choose_location(context, others)
        self.game.actions.move_dude(dude, destination, boot=False)
        place = self.game.locations.name(destination)
        self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)

    def select_card(
        self,
        context: Context,
        cards: Sequence[Card],
        prompt: str = "Select a card",
        player: Player | None = None,
    ) -> Flow:
        """Ask a player (default: the ability's) to select one of `cards`; returns the Card."""
        chooser = player if player is not None else context.player
        options = [Option(c.uid, self.game.describe(c)) for c in cards]
        answer = yield Decision(chooser.index, prompt, options, kind="select")
        return self.game.card(answer)
