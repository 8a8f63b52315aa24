"""Choices inside handlers: asking a player to pick an option, a location or a card.

Handlers are generators; each choice is `answer = yield from self.choose_...(...)`, so the
game can stop at the decision and resume with the player's answer (contract C2). Prompts say
what to select ("Select a dude"), never the goal of the selection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.abilities import CardAbility, Context
from engine.decisions import Decision, Option
from engine.draw_hands import by_face
from engine.dsl.base import ScriptBase
from engine.flow import Flow, NothingToChoose
from engine.ghost_rock import amounts_payable, choose_amount
from engine.protection import protection_flags, shielded
from engine.pulls import choose_suit, choose_value_and_suit
from engine.replacements import resolve_pending
from engine.standing import standing_place
from engine.windows import make_a_play
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.model import Card, Player


#: The answer that ends a choice of several cards.
DONE = "done"


class Choices(ScriptBase):
    """The choices a card's handlers offer its player (or another player)."""

    def look_at_random_cards(self, context: Context, owner: Player, count: int) -> list[Card]:
        """ "Look at N random cards in an opponent's hand": `count` cards of `owner`'s play
        hand, drawn at random with the game's seeded RNG (C5) — all of them if the hand holds
        fewer — are shown to the ability's player (logged one by one). The hand is unchanged;
        returns the cards seen."""
        seen = self.game.rng.sample(owner.hand, min(count, len(owner.hand)))
        for card in seen:
            self.game.log.add("{0} looks at {1} in {2}'s hand", context.player, card, owner)
        return seen

    def choose_option(
        self,
        context: Context,
        options: Sequence[str],
        prompt: str = "Select an option",
        player: Player | None = None,
    ) -> Flow:
        """Ask a player (default: the ability's; `player=` for "the opponent chooses" or "the
        dude's controller may") to pick one of `options` (e.g. "raise" / "lower"); returns the
        chosen text. Use `yield from` inside a generator handler."""
        chooser = player if player is not None else context.player
        answer = yield self._ask(context, chooser, prompt, [Option(o, o) for o in options], "choice")
        return answer

    def _ask(
        self, context: Context, chooser: Player, prompt: str, options: list[Option], kind: str
    ) -> Decision:
        """The decision to yield for a choice of the ability's: never one without options.
        With nothing to choose the choice is logged and skipped, which ends the effect
        (`NothingToChoose`, caught where the handler runs)."""
        if not options:
            self.game.log.add("{0} has nothing to select for {1}", chooser, context.source)
            raise NothingToChoose(prompt)
        return Decision(chooser.index, prompt, options, kind=kind)

    def choose_amount(
        self,
        context: Context,
        *,
        player: Player | None = None,
        minimum: int = 0,
        maximum: int | None = None,
        prompt: str = "Select an amount",
    ) -> Flow:
        """ "Pay any amount of ghost rock" inside an effect: ask a player (default: the
        ability's; `player=` for "each other player may then pay") to pick an amount from
        `minimum` to `maximum`, offered only as far as their stash goes; returns the int.
        The handler pays it (`self.game.actions.pay`)."""
        chooser = player if player is not None else context.player
        amounts = amounts_payable(chooser, minimum, maximum)
        amount = yield from choose_amount(self.game, chooser, amounts, prompt)
        return amount

    def choose_number(
        self, context: Context, *, minimum: int = 0, maximum: int, prompt: str = "Select a number"
    ) -> Flow:
        """ "Draw up to N cards": the ability's player picks a number from `minimum` to
        `maximum` (offered as "0", "1", ...); returns the int. Unlike `choose_amount` nothing
        is paid, so the stash does not cap it. A single number is no choice: nobody is asked."""
        numbers = [str(n) for n in range(minimum, maximum + 1)]
        if len(numbers) == 1:
            return minimum
        answer = yield from self.choose_option(context, numbers, prompt)
        return int(answer)

    def choose_location(
        self, context: Context, places: Sequence[str], prompt: str = "Select a location"
    ) -> Flow:
        """Ask the ability's player to pick one of `places` (location uids), offered by their
        names ("Town Square", "Player2's home", a deed); returns the uid."""
        names = {self.game.locations.name(uid): uid for uid in places}
        answer = yield from self.choose_option(context, list(names), prompt)
        return names[answer]

    def move_to_chosen_location(self, context: Context, dude: Card) -> Flow:
        """ "Move this dude": to any other location the player picks (other than where it
        stands and where it counts as standing for the ability, `engine.standing`). A
        card-effect move boots the dude only if the card says so (§4.2). Logged only if he
        moves."""
        here = {dude.location, standing_place(context, dude)}
        others = [uid for uid in self.game.locations.all() if uid not in here]
        destination = yield from self.choose_location(context, others)
        self._move_and_say(context, dude, destination)

    def move_to_adjacent_location(self, context: Context, dude: Card) -> Flow:
        """ "Move your dude from this location to an adjacent location": to one the player
        picks among those adjacent to where the dude counts as standing for the ability
        (`engine.standing`), without booting (§4.2)."""
        here = standing_place(context, dude)
        assert here is not None
        places = [place for place in self.game.locations.adjacent_to(here) if place != dude.location]
        destination = yield from self.choose_location(context, places)
        self._move_and_say(context, dude, destination)

    def _move_and_say(self, context: Context, dude: Card, destination: str) -> None:
        """Move `dude` without booting and log it, only if he moved: a dude cards cannot
        move (QUATERMAN PRIME) stays, and the log does not say otherwise."""
        if self.game.actions.move_dude(dude, destination, boot=False):
            place = self.game.locations.name(destination)
            self.game.log.add("{0} moves {1} to {2} without booting", context.player, dude, place)

    def ace_now(self, card: Card, *, by: Player | None = None) -> Flow:
        """Ace `card` and see it through before the handler goes on, so that it logs only
        an ace that happened: an ace a React may prevent or replace (Byron Decker; "send
        that dude home booted instead") is held until the handler asks or ends
        (`engine.replacements`), and this resolves it now. Returns whether the card went to
        a boot hill: not when it was spared, prevented, replaced, or discarded instead (a
        Harrowed dude, §9.3). Use `yield from` inside a generator handler."""
        self.game.actions.ace(card, by=by)
        yield from resolve_pending(self.game)
        return card.zone is Zone.BOOT_HILL

    def choose_ability(
        self, context: Context, abilities: Sequence[CardAbility], prompt: str = "Select an ability"
    ) -> Flow:
        """Ask the ability's player to pick one of `abilities` ("choose a dude's ability"),
        offered by key ("Allie Hensman", "Mechanical Horse #2"); a single one is taken
        without asking, as there is nothing to choose. Returns the ability."""
        if len(abilities) == 1:
            return abilities[0]
        by_key = {a.key: a for a in abilities}
        answer = yield from self.choose_option(context, list(by_key), prompt)
        return by_key[answer]

    def use_again(self, context: Context, card: Card) -> Flow:
        """ "You may use <card>'s ability an additional time" (Jon Longstride's Horse,
        Hellstromme Plant #9's Horse or Gadget): the player picks one of its abilities a limit
        counts (a Repeat ability needs no extra use) and it gets one more use today."""
        limited = [a for a in card.abilities if not a.repeat]
        if limited:
            chosen = yield from self.choose_ability(context, limited)
            self.game.actions.allow_another_use(chosen)
            self.game.log.add("{0} may use {1} ability an additional time", context.player, chosen.whose)

    def select_cards(
        self,
        context: Context,
        cards: Sequence[Card],
        prompt: str = "Select a dude",
        minimum: int = 1,
        maximum: int | None = None,
    ) -> Flow:
        """ "Choose any number of your dudes": the ability's player selects cards one at a
        time from `cards` and says "done" once `minimum` are chosen (or none is left);
        returns the chosen cards in the order chosen. `maximum` is "up to 2 cards": the
        selection stops once that many are chosen."""
        chosen: list[Card] = []
        most = len(cards) if maximum is None else min(maximum, len(cards))
        while len(chosen) < most:
            options = [Option(c.uid, self.game.describe(c)) for c in cards if c not in chosen]
            if len(chosen) >= minimum:
                options.append(Option(DONE, "Done"))
            answer = yield Decision(context.player.index, prompt, options, kind="select")
            if answer == DONE:
                break
            chosen.append(self.game.card(answer))
        return chosen

    def make_a_play(
        self, context: Context, window: str = "shootout plays", among: Sequence[Card] | None = None
    ) -> Flow:
        """ "Make a Shootout play" inside this ability (Pearly's Palace): the ability's player
        makes one play of `window`'s kind now, or passes; `among` is "with one of that dude's
        attached cards" (Hell's Comin' With Me!): only those cards' abilities are offered.
        "Make another play" once this one resolves is
        `self.game.actions.grant_another_play(player)` instead."""
        ability = yield from make_a_play(self.game, context.player, window, among)
        return ability

    def affectable(self, context: Context, cards: Sequence[Card]) -> list[Card]:
        """The cards of `cards` the ability's effect may select or affect ("one of their
        attached cards"): another player's card protected from abilities of its kind ("is
        not affected by other players' card effects", `engine.protection`) is left out, as
        it is from the ability's targets."""
        protections = protection_flags(context)
        return [card for card in cards if not shielded(self.game, card, context, protections)]

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
        answer = yield self._ask(context, chooser, prompt, options, "select")
        return self.game.card(answer)

    def may_select_card(
        self,
        context: Context,
        cards: Sequence[Card],
        prompt: str = "Select a card",
        player: Player | None = None,
    ) -> Flow:
        """ "You may boot a dude", "each other player may unboot a dude": a player (default:
        the ability's) selects one of `cards` or says "done"; returns the Card, or None when
        they decline or there is none to select (then nothing is asked)."""
        if not cards:
            return None
        chooser = player if player is not None else context.player
        options = [Option(c.uid, self.game.describe(c)) for c in cards] + [Option(DONE, "Done")]
        answer = yield Decision(chooser.index, prompt, options, kind="select")
        return None if answer == DONE else self.game.card(answer)

    def select_draw_hand_card(
        self,
        context: Context,
        holder: Player | None = None,
        prompt: str = "Select a card",
        among: Sequence[Card] | None = None,
    ) -> Flow:
        """Ask the ability's player to select a card of `holder`'s draw hand (default: their
        own), offered by its face ("7H"; a repeated face as "3H #2"), or one of `among`
        ("a card in your draw hand with no duplicate value"); returns the Card."""
        hand = (holder or context.player).draw_hand
        cards = {face: card for face, card in by_face(hand).items() if among is None or card in among}
        options = [Option(face, f"{face} ({card.uid})") for face, card in cards.items()]
        answer = yield self._ask(context, context.player, prompt, options, "select")
        return cards[answer]

    def choose_suit_and_value(self, context: Context, values: Sequence[int] | None = None) -> Flow:
        """ "The suit and value of your choice": ask the ability's player for a value, then a
        suit (as for a pulled joker, §7.1); returns (value, suit). `values` limits the values
        offered ("their new values cannot match another value in that hand")."""
        return (yield from choose_value_and_suit(context.player, values=values))

    def choose_suit(self, context: Context) -> Flow:
        """ "Change the card to the suit of your choice": ask the ability's player for a
        suit; returns it ("S", "H", "D" or "C")."""
        return (yield from choose_suit(context.player))
