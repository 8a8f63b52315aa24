"""Restriction flags (§8.3): "<card> cannot be booted / moved / discarded / aced by <which
card effects>".

A printed restriction names what may not be done to a card and whose (or which) card
effects it holds against. Each is a flag on the card, `cannot be <verb> by <scope>`:

* verbs: `booted` (`Actions.boot`, and the boot of a move), `moved` (`Actions.move_dude`
  and `Actions.send_home`: going home is a move), `discarded` (`Actions.discard`), `aced`
  (`Actions.ace`);
* scopes, read against the card effect resolving now (`engine.card_effects`):
  - `other players' card effects`: "cannot be booted or moved by opposing card effects"
    (Buffalo Emporium), "other players' card effects cannot boot them" (Strength of the
    Ancestors) — any card effect of a player other than the card's controller;
  - `card effects`: "This card cannot be discarded by card effects" (Curse of Failure) —
    every card effect, its controller's own included;
  - `shootout and non-cheatin' resolution abilities`: "Dudes cannot be discarded or aced
    by Shootout or non-Cheatin' Resolution abilities" (Campbell & Hatch Billiard Parlor)
    — abilities printed "Shootout:" (a "Noon/Shootout:" one used in a shootout) or
    "Resolution:", whoever plays them.

What the rules do on their own — a dude booting to join a posse, a casualty discarded or
aced, fleeing, a job's posse going home — is no card effect (`card_effects.as_rules`), so
no restriction stops it. A refused action does nothing and the log says so; the rest of
the effect still resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.card_effects import CardEffect, current
from engine.zones import Zone

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model import Card

BOOTED = "booted"
MOVED = "moved"
DISCARDED = "discarded"
ACED = "aced"
VERBS = (BOOTED, MOVED, DISCARDED, ACED)
#: How the log says what was not done ("Player2's card effects cannot move Olivia Jenks").
_INFINITIVE = {BOOTED: "boot", MOVED: "move", DISCARDED: "discard", ACED: "ace"}

#: Any card effect of a player other than the card's controller ("opposing card effects").
OTHER_PLAYERS = "other players' card effects"
#: Every card effect, whoever's ("cannot be discarded by card effects").
CARD_EFFECTS = "card effects"
#: Shootout abilities and Resolution abilities that are not Cheatin' Resolutions.
SHOOTOUT_AND_RESOLUTIONS = "shootout and non-cheatin' resolution abilities"
SCOPES = (OTHER_PLAYERS, CARD_EFFECTS, SHOOTOUT_AND_RESOLUTIONS)


def restriction_flag(verb: str, scope: str) -> str:
    """The flag of "cannot be <verb> by <scope>"."""
    if verb not in VERBS or scope not in SCOPES:
        raise ValueError(f"no restriction 'cannot be {verb} by {scope}'")
    return f"cannot be {verb} by {scope}"


#: Every restriction flag, for the effect engine's list of known flags.
#: "Joan cannot ... be sent home from a shootout": while the dude is in a posse, nothing
#: sends him home (a Soul Blast, a Pistol Whip's "send home booted"); fleeing is the
#: separate "cannot flee" flag, and after the shootout he goes home as usual.
NOT_SENT_HOME_FROM_SHOOTOUT = "cannot be sent home from a shootout"
#: "SuAnne cannot leave a shootout due to card effects": while the dude is in a posse, no
#: card effect — anyone's, her player's own included — sends her home, moves her away or
#: takes her out of the posse; the rules' own doing (fleeing at Run or Gun, §5.9) still does.
NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS = "cannot leave a shootout due to card effects"
FLAGS = (
    *(restriction_flag(verb, scope) for verb in VERBS for scope in SCOPES),
    NOT_SENT_HOME_FROM_SHOOTOUT,
    NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS,
)


def held_in_the_shootout(game: Game, dude: Card, destination: str | None = None) -> bool:
    """Whether `dude`, in a posse now, may not leave it by the card effect resolving now
    (`NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS`); says so in the log ("SuAnne Bettelyuon
    cannot leave the shootout"). A move to the shootout's own location (a card effect
    bringing her into the posse from elsewhere) does not take her out of it."""
    shootout = game.shootout
    if shootout is None or not shootout.in_posse(dude) or destination == shootout.location:
        return False
    if not game.effects.has_flag(dude, NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS):
        return False
    effect = current(game)
    if effect is None or effect.player is None:
        return False  # the rules' own doing, not a card effect
    game.trace("effect.restriction")
    game.log.add("{0} cannot leave the shootout", dude)
    return True


def kept_in_the_shootout(game: Game, dude: Card) -> bool:
    """Whether `dude`, in a posse now, cannot be sent home from the shootout; says so in
    the log ("Joan McGruder cannot be sent home from the shootout")."""
    shootout = game.shootout
    if shootout is None or not shootout.in_posse(dude):
        return False
    if not game.effects.has_flag(dude, NOT_SENT_HOME_FROM_SHOOTOUT):
        return False
    game.log.add("{0} cannot be sent home from the shootout", dude)
    return True


def _in_scope(game: Game, card: Card, effect: CardEffect, scope: str) -> bool:
    if scope == OTHER_PLAYERS:
        return effect.player is not card.controller
    if scope == SHOOTOUT_AND_RESOLUTIONS:
        play_type = effect.play_type
        in_a_shootout = play_type == "noon/shootout" and game.shootout is not None
        return play_type.startswith("shootout") or play_type == "resolution" or in_a_shootout
    return True  # CARD_EFFECTS


def restricted(game: Game, card: Card, verb: str) -> CardEffect | None:
    """The card effect resolving now if a restriction on `card` forbids it to do `verb` to
    it (None: nothing forbids it, or no card effect is resolving: the rules' own doing)."""
    effect = current(game)
    if effect is None or effect.player is None:
        return None
    for scope in SCOPES:
        if game.effects.has_flag(card, restriction_flag(verb, scope)) and _in_scope(
            game, card, effect, scope
        ):
            game.trace("effects.other_players" if scope == OTHER_PLAYERS else "effect.restriction")
            return effect
    return None


def refused(game: Game, card: Card, verb: str) -> bool:
    """Whether a restriction keeps the card effect resolving now from doing `verb` to
    `card`; says so in the log ("Player2's card effects cannot move Olivia Jenks")."""
    effect = restricted(game, card, verb)
    if effect is None:
        return False
    player = effect.player
    assert player is not None  # `restricted` answers for a player's card effect only
    game.log.add("{0}'s card effects cannot {1} {2}", player, _INFINITIVE[verb], card)
    return True


#: Printed "Your dudes at this location cannot gain permanent control points except from
#: jobs" (Agent Provocateur): a flag on the card that prints it.
NO_PERMANENT_CONTROL_HERE = "your dudes here cannot gain permanent control points except from jobs"


def control_point_refused(game: Game, dude: Card) -> bool:
    """Whether `dude` may not gain a permanent control point now: a card of his
    controller's at his location says so, and no job's text is giving it (§6). The log
    says so ("Agent Provocateur keeps Allie Hensman from gaining a control point")."""
    if not dude.is_dude or dude.location is None:
        return False
    effect = current(game)
    if effect is not None and effect.from_job:
        return False
    for card in game.cards_in_play():
        if (
            card.location == dude.location
            and card.controller is dude.controller
            and game.effects.has_flag(card, NO_PERMANENT_CONTROL_HERE)
        ):
            game.log.add("{0} keeps {1} from gaining a control point", card, dude)
            return True
    return False


#: Printed "<dude> cannot attach cards" (Agent Provocateur): no card attaches to him, by
#: shoppin' or any other play (`engine.phases.shoppin.only_attach_refusal`).
CANNOT_ATTACH_CARDS = "cannot attach cards"


# -- restrictions a card prints on itself, in play or not ---------------------------------
#: Agent Provocateur: "cannot enter play at a location that is not your home, ..., leave
#: Boot Hill, or have traits removed". They hold before he is in play and after he leaves
#: it, where no effect of his applies, so they are read from his script
#: (`ScriptBase.printed_restrictions`), not from lasting effects.
ENTERS_PLAY_ONLY_AT_HOME = "cannot enter play at a location that is not your home"
CANNOT_LEAVE_BOOT_HILL = "cannot leave Boot Hill"
TRAITS_CANNOT_BE_REMOVED = "cannot have traits removed"


def printed(card: Card, restriction: str) -> bool:
    """Whether `card` prints `restriction` on itself."""
    script = card.script
    return script is not None and restriction in script.printed_restrictions


def kept_in_boot_hill(game: Game, card: Card) -> bool:
    """Whether `card` stays in Boot Hill though an effect would take it out (it prints
    "cannot leave Boot Hill"); the log says so."""
    if card.zone is Zone.BOOT_HILL and printed(card, CANNOT_LEAVE_BOOT_HILL):
        game.log.add("{0} cannot leave Boot Hill", card)
        return True
    return False
