"""Booting or discarding an attachment as a cost (`ability.costs.boot_attachment` /
`discard_attachment`, §8.1): the attachments of this dude (or of the dude this card is
attached to) with the keyword, never the paying card itself; a booted one may be
discarded but not booted."""

from __future__ import annotations

from typing import Any

from engine.abilities import Context
from engine.ability_costs import FromAttachments
from engine.game import Game
from engine.model import Card


def game_with(attachments: list[Any]) -> Game:
    return Game.from_board(
        {
            "seed": 2,
            "phase": "high noon",
            "players": [
                {
                    "name": "Player1",
                    "outfit": "The Sloane Gang",
                    "dudes": [{"card": "Micah Ryse", "attachments": attachments}],
                },
                {"name": "Player2", "outfit": "Law Dogs"},
            ],
        }
    )


def context_of(game: Game, source: Card) -> Context:
    return Context(game, game.players[0], source, source.abilities[0])


def test_a_dude_boots_an_unbooted_attachment_with_the_keyword() -> None:
    game = game_with([{"card": "Shadow Walk", "booted": True}, "Soul Blast"])
    context = context_of(game, game.card("Micah Ryse"))
    assert FromAttachments("Hex").check(context) is None
    assert FromAttachments("Hex")._eligible(context) == [game.card("Soul Blast")]


def test_only_booted_attachments_cannot_be_booted_but_can_be_discarded() -> None:
    game = game_with([{"card": "Shadow Walk", "booted": True}])
    context = context_of(game, game.card("Micah Ryse"))
    refusal = FromAttachments("Hex").check(context)
    assert refusal is not None and refusal.rule.id == "ability.cost"
    assert refusal.reason == "Micah Ryse has no unbooted Hex to boot"
    assert FromAttachments("Hex", discard=True).check(context) is None


def test_an_attachment_pays_with_its_dudes_other_attachments_not_itself() -> None:
    game = game_with(["Shadow Walk", "Soul Blast"])
    context = context_of(game, game.card("Soul Blast"))
    assert FromAttachments("Hex")._eligible(context) == [game.card("Shadow Walk")]


def test_an_attachment_without_the_keyword_does_not_pay() -> None:
    game = game_with(["Mustang"])
    refusal = FromAttachments("Gadget", discard=True).check(context_of(game, game.card("Micah Ryse")))
    assert refusal is not None and refusal.reason == "Micah Ryse has no Gadget to discard"


def test_or_the_dude_himself_offers_him_beside_his_unbooted_attachments() -> None:
    """ "Boot Alfred or one of his attached Hexes": the dude, then his unbooted Hexes."""
    game = game_with([{"card": "Shadow Walk", "booted": True}, "Soul Blast"])
    context = context_of(game, game.card("Micah Ryse"))
    either = FromAttachments("Hex", or_dude=True)
    assert either._eligible(context) == [game.card("Micah Ryse"), game.card("Soul Blast")]
    game.card("Micah Ryse").booted = True
    assert either._eligible(context) == [game.card("Soul Blast")]
    game.card("Soul Blast").booted = True
    refusal = either.check(context)
    assert refusal is not None and refusal.rule.id == "ability.cost"
    assert refusal.reason == "Micah Ryse has no unbooted Hex to boot and is booted"


def test_a_card_type_names_the_attachment_too() -> None:
    """ "Boot his spell" (Larry "Sevens" Swift): any spell, whatever its keyword; goods do
    not pay."""
    game = game_with(["Mustang", "Soul Blast"])
    context = context_of(game, game.card("Micah Ryse"))
    assert FromAttachments("Spell")._eligible(context) == [game.card("Soul Blast")]
    assert FromAttachments("Goods")._eligible(context) == [game.card("Mustang")]


def test_a_keyword_and_a_card_type_read_together() -> None:
    # "Boot Fred's attached Mystical goods": Doyle's Hoyle is Mystical and a goods; a Hex is not.
    game = game_with(["Doyle's Hoyle", "Soul Blast", "Mustang"])
    context = context_of(game, game.card("Micah Ryse"))
    assert FromAttachments("Mystical goods")._eligible(context) == [game.card("Doyle's Hoyle")]
