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
from engine.draw_hands import playing_card
from engine.dsl.base import ScriptBase
from engine.flow import Flow
from engine.pulls import choose_value_and_suit, dude_pulls, finish_pull, pull

if TYPE_CHECKING:
    from engine.model import Card, Player


class Choices(ScriptBase):
    """The choices a card's handlers offer its player (or another player)."""

    def choose_option(
        self, context: Context, options: Sequence[str], prompt: str = "Select an option"
    ) -> Flow:
        """Ask the ability's player to pick one of `options` (e.g. "raise" / "lower");
        returns the chosen text. Use `yield from` inside a generator handler."""
        answer = yield Decision(context.player.index, prompt, [Option(o, o) for o in options], kind="choice")
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

    def select_draw_hand_card(
        self, context: Context, holder: Player | None = None, prompt: str = "Select a card"
    ) -> Flow:
        """Ask the ability's player to select a card of `holder`'s draw hand (default: their
        own), offered by its face ("7H"; a repeated face as "3H #2"); returns the Card."""
        cards = by_face((holder or context.player).draw_hand)
        options = [Option(face, f"{face} ({card.uid})") for face, card in cards.items()]
        answer = yield Decision(context.player.index, prompt, options, kind="select")
        return cards[answer]

    def pull(self, context: Context, dude: Card | None = None) -> Flow:
        """ "... and pull": the ability's player pulls a card (§7.1); with `dude`, it is that
        dude's pull, which "after this dude makes a pull" reacts may replace. Returns the
        `Pull` (its value and suit); the pulled card is already discarded (a joker aced)."""
        if dude is None:
            made = yield from pull(self.game, context.player)
        else:
            made = yield from dude_pulls(self.game, context.player, dude)
        finish_pull(self.game, made)
        return made

    def choose_suit_and_value(self, context: Context) -> Flow:
        """ "The suit and value of your choice": ask the ability's player for a value, then a
        suit (as for a pulled joker, §7.1); returns (value, suit)."""
        return (yield from choose_value_and_suit(context.player))


def by_face(cards: Sequence[Card]) -> dict[str, Card]:
    """Draw-hand cards by their faces, in order; a face seen again gets " #2", " #3"."""
    named: dict[str, Card] = {}
    for card in cards:
        face = str(playing_card(card))
        name, copy = face, 1
        while name in named:
            copy += 1
            name = f"{face} #{copy}"
        named[name] = card
    return named
