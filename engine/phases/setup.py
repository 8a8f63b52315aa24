"""Setup (rules digest §2.2): outfits, stash, starting gangs, shuffle, draw five."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.legends import put_legend_into_play
from engine.phases.day import play_from
from engine.phases.noon_actions import base_title
from engine.rules import rule
from engine.zones import Zone

if TYPE_CHECKING:
    from cards.decks import Deck
    from engine.game import Game
    from engine.model import Card, Player

DONE = "done"
MAX_STARTING_DUDES = 5


def start_from_decks(decks: list[Deck], *, seed: int = 0, **kwargs: Any) -> Game:
    from engine.game import Game

    if len(decks) != 2:
        raise ValueError(f"a game needs 2 decks, got {len(decks)}")
    game = Game(seed=seed, **kwargs)
    for player, deck in zip(game.players, decks, strict=True):
        outfit = game.new_card(deck.outfit, player)
        outfit.zone, outfit.location = Zone.PLAY, outfit.uid
        player.outfit = outfit
        player.street.append(outfit)
        game.mark_in_play(outfit)
        wealth = deck.outfit.wealth
        if deck.legend is not None:
            put_legend_into_play(game, player, game.new_card(deck.legend, player))
            wealth += deck.legend.wealth
        player.ghost_rock = wealth
        game.trace("setup.stash")
        for data, copies, _starting in deck.cards:
            for _ in range(copies):
                card = game.new_card(data, player)
                player.deck.append(card)
        if player.legend is not None:
            game.log.add("{0} plays {1} and {2} with {3} ghost rock", player, outfit, player.legend, wealth)
        else:
            game.log.add("{0} plays {1} with {2} ghost rock", player, outfit, wealth)
    game.start(setup(game))
    return game


def core_deed_allowed(card: Card, player: Player) -> bool:
    """A Core deed may start in play; "Core <Faction>" only for that faction's outfit (§2.2)."""
    for keyword in card.data.keywords:
        if keyword == "Core":
            return True
        if keyword.startswith("Core "):
            faction = keyword.removeprefix("Core ").strip().lower().replace(" ", "")
            return player.outfit is not None and (player.outfit.data.gang or "").lower() == faction
    return False


def gang_refusal(game: Game, player: Player, chosen: list[Card], card: Card) -> Refusal | None:
    """Why `card` may not join the starting gang (§2.2): dudes (at most 5) and one Core
    deed from your deck, within the stash, no two of a unique title (experience levels
    are the same dude), at most one Grifter, nothing printed "cannot be in your starting
    gang", no Gadget dude unless its text allows it (it must be invented to enter play,
    §7.3). None if it may."""
    spent = sum(c.data.cost for c in chosen)
    if card not in player.deck or card.data.is_token:
        return Refusal(rule("setup.starting_gang"), f"{card.uid} is not in {player.name}'s deck")
    if card.script is not None and card.script.barred_from_starting_gang:
        game.trace_item("trait", card.data.code)  # the card's printed setup restriction
        return Refusal(rule("setup.starting_gang.barred"), f"{card.uid} cannot be in the starting gang")
    if any(base_title(c) == base_title(card) for c in chosen):
        return Refusal(rule("setup.starting_gang.unique"), f"{player.name}'s gang already has {card.title}")
    if spent + card.data.cost > player.ghost_rock:
        return Refusal(
            rule("setup.starting_gang"),
            f"{card.uid} costs {card.data.cost} and {player.name} has {player.ghost_rock - spent} "
            "ghost rock left in the stash",
        )
    if card.is_dude:
        if card.has_keyword("Gadget"):
            game.trace("setup.starting_gang.gadget")  # allowed only where its text says so
            if card.script is None or not card.script.allowed_in_starting_gang:
                return Refusal(
                    rule("setup.starting_gang.gadget"),
                    f"{card.uid} is a Gadget: it must be invented to enter play",
                )
        if sum(1 for c in chosen if c.is_dude) >= MAX_STARTING_DUDES:
            return Refusal(rule("setup.starting_gang"), f"{player.name}'s gang already has 5 dudes")
        if card.has_keyword("Grifter") and any(c.has_keyword("Grifter") for c in chosen):
            return Refusal(rule("setup.starting_gang.grifter"), f"{player.name}'s gang already has a Grifter")
        return None
    if not card.is_deed or not core_deed_allowed(card, player):
        return Refusal(
            rule("setup.starting_gang"), f"{card.uid} is neither a dude nor a Core deed of this outfit"
        )
    if any(c.is_deed for c in chosen):
        return Refusal(rule("setup.starting_gang.core_deed"), f"{player.name}'s gang already has a Core deed")
    return None


def gang_candidates(
    game: Game, player: Player, chosen: list[Card], among: list[Card] | None = None
) -> list[Card]:
    """Cards that may still join the starting gang, one per title (copies are the same card).
    Listing only reads the board, so keyword reads are remembered while it lasts (`frozen`).
    `among` are the candidates before the last card joined: a gang that grows only loses
    candidates (each test of `gang_refusal` is about more spent, more titles, more dudes),
    so only they need asking about again."""
    found: dict[str, Card] = {}
    refused: set[int] = set()
    left = player.ghost_rock - sum(c.data.cost for c in chosen)
    taken = {base_title(c) for c in chosen}
    with game.effects.frozen():
        for card in player.deck if among is None else among:
            if card.title in found or id(card.data) in refused:
                continue  # every copy of a printing in the deck gets the same answer
            data = card.data
            if data.cost > left or data.type not in ("dude", "deed") or base_title(card) in taken:
                refused.add(id(data))  # `gang_refusal` refuses these too, at more cost
            elif gang_refusal(game, player, chosen, card) is None:
                found[card.title] = card
            else:
                refused.add(id(card.data))
    return list(found.values())


def setup(game: Game) -> Flow:
    game.phase = "setup"
    game.first_player = game.rng.randrange(len(game.players))
    game.trace("setup.first_player")
    for player in game.players_in_order():
        chosen: list[Card] = []
        candidates: list[Card] | None = None
        while True:
            candidates = gang_candidates(game, player, chosen, candidates)
            if not candidates:
                break  # nobody else may join: there is no choice to ask about
            options = [Option(DONE, "Done")] + [
                Option(f"add {c.uid}", f"Add {c.uid} ({c.data.cost} GR)") for c in candidates
            ]

            def explain(
                who: int, answer: str, player: Player = player, chosen: list[Card] = chosen
            ) -> Refusal | None:
                card = game.cards.get(answer.removeprefix("add "))
                if who != player.index or card is None or not answer.startswith("add "):
                    return None
                return gang_refusal(game, player, chosen, card)

            answer = yield Decision(
                player.index, "Select a card", options, kind="starting gang", explain=explain
            )
            if answer == DONE:
                break
            chosen.append(game.card(answer.removeprefix("add ")))
        game.trace("setup.starting_gang")
        for card in chosen:
            game.actions.pay(player, card.data.cost)
            if card.is_deed:
                game.actions.build_deed(card, "right")  # a Core deed starts on the street
            else:
                game.actions.put_into_play(card)
        names = ", ".join(d.uid for d in chosen) or "nobody"
        game.log.add("{0} starts with {1}", player, names)
    for player in game.players_in_order():
        game.actions.shuffle_deck(player)
    # What a card allowed in the gang on a requirement must then do ("if you do, you must
    # boot a Mad Scientist, who makes a skill check"): once the decks are shuffled, so a
    # pull has a deck to come from (§2.2).
    game.event_queue.clear()
    game.emit("onStartingGangsInPlay")
    yield from game.resolve_events()
    for player in game.players_in_order():
        game.actions.draw(player, 5)
        game.trace("setup.draw")
    game.event_queue.clear()
    game.log.add("{0} is the first player", game.players[game.first_player])
    # Grifters' "React: at the start of the game" abilities are used now (§2.2).
    game.emit("onSetupFinished")
    yield from game.resolve_events()
    yield from play_from(game, "gambling")
