"""Putting cards into play through an ability (digest §3.5, §8.1): "attach a goods or spell
(as shoppin'), reducing the cost by 2", "play a deed, reducing its cost by that dude's
influence", "attach a Hex to this dude (paying all costs)", "put a dude into play from
your discard pile".

The play is shoppin's own (`engine.phases.noon_actions.Shop`) under the ability's terms,
so every rule of shoppin' — the cost, uniqueness (§1.4), a spell's skill, inventing a
Gadget (§7.3), a deed's street end — holds however the card comes into play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.abilities import ActionAbility, Context
from engine.borrowed_abilities import usable_ignoring_boot_costs, use_ignoring_boot_costs
from engine.decisions import Decision, Option
from engine.discard_pile import locked as discard_locked
from engine.dsl.choices import Choices
from engine.flow import Flow
from engine.phases.noon_actions import Shop, placements
from engine.posse import join_posse
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.model import Card, Player


class Playing(Choices):
    """Playing a card through an ability's terms, inside a handler; and a card that may be
    played from hand in another window than shoppin's."""

    def play_from_hand_as(self, play_type: str, *, as_shoppin: bool = False) -> ActionAbility:
        """Printed "You may equip this as a Shootout play (pay all costs)": a declaration.
        This card, from its owner's hand, is shopped as a play of `play_type` onto one of
        their dudes (in a shootout, one in their posse, §5.4) — paying all costs, or
        `as_shoppin` — with shoppin's own rules (a Gadget is invented by a Mad Scientist, §7.3)."""
        terms = {"as_shoppin": as_shoppin}
        return self._declare(
            ActionAbility,
            title=None,
            cost=(),
            handler=lambda context: self.play_card(context, self._plays_of_this(context, terms)),
            condition=lambda context: bool(self._plays_of_this(context, terms)),
            play_type=play_type,
            from_hand=True,
        )

    def play_into_posse_from_hand(self, *, condition: Callable[[Context], bool]) -> ActionAbility:
        """Printed "If there is a wanted dude in the opposing posse, you may play Carter from
        your hand (into your posse) as a Shootout play, paying his cost" (§5.4): a
        declaration. While `condition` holds in a shootout its owner fights in, this dude is
        played from the hand paying his cost (shoppin's rules otherwise: uniqueness, cost
        modifiers), enters play at the shootout's location and joins his player's posse
        without booting (`engine.posse.join_posse`)."""
        return self._declare(
            ActionAbility,
            title=None,
            cost=(),
            handler=self._play_into_posse,
            condition=lambda context: condition(context) and bool(self._plays_into_posse(context)),
            play_type="shootout:join",
            from_hand=True,
        )

    def _plays_into_posse(self, context: Context) -> list[Shop]:
        shootout = self.game.shootout
        if shootout is None or context.player not in shootout.players:
            return []
        return self.playable(context.player, card=self._is_this_card, at=shootout.location, as_shoppin=False)

    def _play_into_posse(self, context: Context) -> Flow:
        shootout = self.game.shootout
        assert shootout is not None
        yield from self.play_card(context, self._plays_into_posse(context))
        if self.card.in_play:
            yield from join_posse(self.game, shootout, self.card)

    def _plays_of_this(self, context: Context, terms: dict[str, bool]) -> list[Shop]:
        shootout, dudes = self.game.shootout, context.player.dudes()
        if shootout is not None:
            dudes = [dude for dude in dudes if shootout.in_posse(dude)]
        return self.playable(
            context.player, card=self._is_this_card, onto=dudes, as_shoppin=terms["as_shoppin"]
        )

    def _is_this_card(self, card: Card) -> bool:
        return card is self.card

    def playable(
        self,
        player: Player,
        *,
        card: Callable[[Card], bool] | None = None,
        source: Zone = Zone.HAND,
        onto: Sequence[Card] | None = None,
        reduction: int = 0,
        as_shoppin: bool = True,
        anywhere: bool = False,
        at: str | None = None,
        free: bool = False,
        any_inventor: bool = False,
        easier: int = 0,
        without_booting: bool = False,
        ignoring_planting: bool = False,
    ) -> list[Shop]:
        """Every legal play of a card from `player`'s `source` pile meeting `card`, onto one of
        `onto` (default: any of their dudes), with the cost reduced by `reduction`. `as_shoppin`
        keeps shoppin's rules; False is "paying all costs"; `anywhere` lifts the location
        rule (§3.5); `at` is where a dude enters play (default: home); `free` costs nothing;
        `any_inventor`: a Gadget is invented by any of the player's Mad Scientists at a
        location they control, not by the dude it goes onto (§7.3); `easier` lowers a
        Gadget's difficulty ("reducing its cost and difficulty by 5"); `without_booting`:
        its inventor does not boot ("invents a Gadget ... without booting");
        `ignoring_planting` plants a Totem "ignoring unbooted Shaman and control
        requirements" (`engine.totems`). Use it in a `condition` too: an ability with no play does nothing."""
        if source is Zone.DISCARD and discard_locked(self.game, player):
            return []  # "cards in your discard pile cannot be played" (engine.discard_pile)
        dudes = list(onto) if onto is not None else player.dudes()
        terms = {
            "reduction": reduction,
            "as_shoppin": as_shoppin,
            "anywhere": anywhere,
            "source": source,
            "free": free,
            "any_inventor": any_inventor,
            "easier": easier,
            "without_booting": without_booting,
            "ignoring_planting": ignoring_planting,
        }
        plays = []
        for candidate in list(player.pile(source)):
            if card is not None and not card(candidate):
                continue
            for play in placements(candidate, dudes, **terms):
                play.at = at
                if play.check(self.game, player) is None:
                    plays.append(play)
        return plays

    def play_card(self, context: Context, plays: Sequence[Shop], prompt: str = "Select a card") -> Flow:
        """Ask the ability's player to select the card of one of `plays`, then — when it may
        go to more than one place — the dude or street end; then play it (paying its reduced
        cost). Returns the card played, or None if there was none to play."""
        if not plays:
            return None
        cards = list(dict.fromkeys(play.card for play in plays))
        chosen = cards[0] if len(cards) == 1 else (yield from self.select_card(context, cards, prompt))
        ways = [play for play in plays if play.card is chosen]
        play = ways[0]
        if len(ways) > 1:
            play = yield from self._choose_placement(context, ways)
        yield from play.perform(self.game, context.player)
        return chosen

    def _choose_placement(self, context: Context, ways: Sequence[Shop]) -> Flow:
        """The dude an attachment goes on ("Select a dude"), or a deed's street end."""
        if ways[0].target is not None:
            options = [Option(w.target.uid, self.game.describe(w.target)) for w in ways if w.target]
            prompt = "Select a dude"
        else:
            options = [Option(str(w.side), f"the {w.side} of the street") for w in ways]
            prompt = "Select a street end"
        answer = yield Decision(context.player.index, prompt, options, kind="select")
        return next(w for w in ways if answer in ((w.target.uid if w.target else None), w.side))

    def search_deck_and_play(
        self,
        context: Context,
        *,
        card: Callable[[Card], bool],
        what: str,
        at: str | None = None,
        free: bool = False,
        as_shoppin: bool = False,
    ) -> Flow:
        """ "Search your deck for <what> and play it ... Shuffle your deck.": the player
        looks through their deck for a card meeting `card` that may be played on these terms
        (uniqueness included, §1.4), plays the one they select, then shuffles the deck with
        the game's seeded RNG. Returns the card played, or None if the search found none."""
        player = context.player
        self.game.log.add("{0} searches their deck for {1}", player, what)
        plays = self.playable(player, card=card, source=Zone.DECK, at=at, free=free, as_shoppin=as_shoppin)
        found = yield from self.play_card(context, plays)
        if found is None:
            self.game.log.add("{0} does not find {1}", player, what)
        self.game.actions.shuffle_deck(player)
        self.game.log.add("{0} shuffles their deck", player)
        return found

    def may_use_ignoring_boot_costs(self, player: Player, ability: ActionAbility) -> bool:
        """Condition of "use the Shootout ability of <card> (even if that ability has already
        been used), ignoring any boot cost": its requirement, other costs and target hold
        (`engine.borrowed_abilities`)."""
        return usable_ignoring_boot_costs(self.game, player, ability)

    def use_ignoring_boot_costs(self, context: Context, ability: ActionAbility) -> Flow:
        """Use another card's `ability` for the ability's player, its limit and boot costs
        lifted (Vasilis the Boar, `engine.borrowed_abilities`); returns False if cancelled."""
        return (yield from use_ignoring_boot_costs(self.game, context.player, ability))
