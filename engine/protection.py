"""Scoped protection (§8.1 targets, §8.3 effects): what other players' abilities of a kind
may not choose, affect, or do to a card.

Printed forms, each a flag a card (or a board) carries, scoped by the kind of ability:

* "Other players cannot choose or affect that dude with Shootout abilities" (Hiding in the
  Shadows): `protected from opponents' shootout abilities` — the card is no legal target
  of such an ability, and the lasting effects such an ability creates leave it out;
* "cannot have their bullets lowered by another player's Shootout ability" (Peacemaker):
  `bullets not lowered by opponents' shootout abilities` — such an ability's effects lose
  their bullet penalties on the card, the rest still applies;
* the same two for "action cards", "cannot be affected by opposing spells" (Sword of
  the Spirit) for "spells" (abilities whose source is a spell), and for "card effects",
  every ability of a card ("This card ... is not affected by other players' card
  effects", Bio-Charge Neutralizer);
* "cannot have their bullets reduced or changed to a draw by other players' card effects"
  (Onward Christian Soldiers): every card effect, a trait's as well as an ability's, so
  these two are read with the bullets and the shooter type (`EffectEngine`), like The
  Mixer's below: a penalty (or "bullets become N" below what he has) and a change to a
  draw from an effect of another player than the one who gave them are left out, made
  before or after;
* "This dude's influence cannot be reduced by other players' abilities" (Fancy New Hat):
  `influence not lowered by other players' abilities` (`stat_kept_flag`) — read with the
  stat, like The Mixer's flag below: a modifier that lowers it, from an effect of a player
  other than the dude's controller (traits included), is left out, whenever it was made;
* "Target dude ignores all bullet modifiers from opponents' actions and abilities" (The
  Mixer): `ignores opponents' bullet modifiers` — unlike the flags above it is read with
  the bullets (`EffectEngine._stat`), so it also undoes what was done to the dude before,
  and it holds against the opponents of whoever gave it, whoever controls the dude.

A card effect may be kept from acing or discarding other players' dudes: "Except for
Cheatin' Resolutions, player's card effects cannot ace or discard dudes owned by another
player" (Shield of Faith) is a player effect on the dudes' owners (`SPARED`). Whose card
effect an ace or a discard is, and of which play type, is `engine.card_effects`' stack.

A redirect is a card's own declaration (`Redirect`, Tyxarglenak): "other players cannot
choose or affect <these cards> with action cards if they could legally choose <this card>
instead" — while the declaring card is a legal target, the protected cards are not.

The kind of an ability: "shootout abilities" are those printed "Shootout:" (play types
`shootout` and `shootout:join`); "react abilities" those printed "React:"; "resolution
abilities" those printed "Resolution:" (a Cheatin' Resolution is not one: "non-Cheatin'
Resolution abilities", Johnny Ringo); "action cards" are abilities whose source is an
action card; "spells" those whose source is a spell; "card effects" every ability. Effects are
filtered when an ability creates them, so a card that gains protection later keeps what
was already done to it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.card_effects import current

if TYPE_CHECKING:
    from engine.abilities import Context
    from engine.effects import EffectSpec
    from engine.game import Game
    from engine.model import Card

SHOOTOUT_ABILITIES = "shootout abilities"
ACTION_CARDS = "action cards"
SPELLS = "spells"
#: Printed "React abilities": the abilities printed "React:" (not traits).
REACT_ABILITIES = "react abilities"
#: Printed "non-Cheatin' Resolution abilities": those printed "Resolution:".
RESOLUTION_ABILITIES = "resolution abilities"
#: Every ability of a card: "is not affected by other players' card effects".
CARD_EFFECTS = "card effects"
#: The rule a protection by kind is traced under.
RULE = "effects.protected_from_kind"
KINDS = (SHOOTOUT_ABILITIES, ACTION_CARDS, SPELLS, REACT_ABILITIES, RESOLUTION_ABILITIES, CARD_EFFECTS)


def protected_flag(kind: str) -> str:
    """The flag of "other players cannot choose or affect this card with <kind>"."""
    return f"protected from opponents' {kind}"


def bullets_flag(kind: str) -> str:
    """The flag of "cannot have their bullets lowered by another player's <kind>"."""
    return f"bullets not lowered by opponents' {kind}"


def stat_kept_flag(stat: str) -> str:
    """The flag of "this dude's <stat> cannot be reduced by other players' abilities"."""
    return f"{stat} not lowered by other players' abilities"


#: "Ignores all bullet modifiers from opponents' actions and abilities" (The Mixer).
IGNORES_OPPONENTS_BULLETS = "ignores opponents' bullet modifiers"

#: "Cannot have their bullets reduced by other players' card effects" (Onward Christian
#: Soldiers), read with the bullets (so a trait's penalty is left out too, and one made
#: before); an ability's penalty is also left out when made (`allowed_specs`).
BULLETS_NOT_LOWERED_BY_OPPONENTS = bullets_flag(CARD_EFFECTS)
#: "Cannot be changed to a draw by other players' card effects", read with the shooter type.
NOT_DRAW_BY_OPPONENTS = "cannot be changed to a draw by opponents' card effects"
#: "Cannot be chosen by opponents": an ability of another player never targets the card.
UNCHOOSABLE_BY_OPPONENTS = "cannot be chosen by opponents"

#: "Joan's attached cards cannot affect opposing dudes unless they have bounty higher than
#: their influence": a flag on the dude whose attachments it restricts (`shielded`).
ATTACHMENTS_SPARE_UNLESS_WANTED_ABOVE_INFLUENCE = (
    "attached cards cannot affect opposing dudes unless their bounty is higher than their influence"
)

#: Every protection flag, for the effect engine's list of known flags.
FLAGS = (
    ATTACHMENTS_SPARE_UNLESS_WANTED_ABOVE_INFLUENCE,
    *(flag(kind) for kind in KINDS for flag in (protected_flag, bullets_flag)),
    NOT_DRAW_BY_OPPONENTS,
)


def kinds_of(context: Context) -> list[str]:
    """The kinds an ability belongs to: a Shootout ability, an action card, a spell, or
    none of these; and, whatever else it is, a card effect."""
    kinds = []
    play_type = str(getattr(context.ability, "play_type", ""))
    if play_type.startswith("shootout") or (
        play_type.startswith("noon/shootout") and context.game.shootout is not None
    ):
        kinds.append(SHOOTOUT_ABILITIES)
    if play_type == "resolution":
        kinds.append(RESOLUTION_ABILITIES)
    if _is_a_react(context):
        kinds.append(REACT_ABILITIES)
    if context.source.type == "action":
        kinds.append(ACTION_CARDS)
    if context.source.type == "spell":
        kinds.append(SPELLS)
    return [*kinds, CARD_EFFECTS]


def _is_a_react(context: Context) -> bool:
    """Whether the ability is printed "React:" (a trait is no React ability)."""
    from engine.abilities import Reaction

    ability = context.ability
    return isinstance(ability, Reaction) and not ability.trait


def _opposed(card: Card, context: Context) -> bool:
    """Protection holds against other players only, never the card's own controller."""
    return card.controller is not context.player


def shielded(game: Game, card: Card, context: Context, flags: Sequence[str] | None = None) -> bool:
    """Whether the ability of `context` may neither choose nor affect `card`. `flags`, the
    protection flags of the ability's kinds (`protection_flags`), may be worked out once by
    a caller that asks about many cards for one ability."""
    if not _opposed(card, context):
        return False
    if _spared_by_the_bearer(game, card, context):
        return True
    if flags is None:
        flags = protection_flags(context)
    if any(game.effects.has_flag(card, flag) for flag in flags):
        game.trace(RULE)
        return True
    return False


def protection_flags(context: Context) -> list[str]:
    """The flags that protect a card from the ability of `context`: one for each kind it is."""
    return [protected_flag(kind) for kind in kinds_of(context)]


def _spared_by_the_bearer(game: Game, card: Card, context: Context) -> bool:
    """An ability of a card attached to a dude whose "attached cards cannot affect opposing
    dudes unless ..." holds (Joan McGruder) leaves an opposing dude alone unless his bounty
    is higher than his influence."""
    bearer = context.source.parent
    if bearer is None or not card.is_dude or card.controller is bearer.controller:
        return False
    if not game.effects.has_flag(bearer, ATTACHMENTS_SPARE_UNLESS_WANTED_ABOVE_INFLUENCE):
        return False
    return card.bounty <= card.influence


def allowed_specs(
    game: Game, card: Card, context: Context, specs: Sequence[EffectSpec]
) -> tuple[EffectSpec, ...]:
    """What of an ability's lasting effect may apply to `card`: nothing if it is shielded,
    no bullet penalty if its bullets may not be lowered, else all of it."""
    if shielded(game, card, context):
        return ()
    if _opposed(card, context) and any(
        game.effects.has_flag(card, bullets_flag(kind)) for kind in kinds_of(context)
    ):
        return tuple(spec for spec in specs if not lowers_bullets(spec))
    return tuple(specs)


def lowers_bullets(spec: EffectSpec) -> bool:
    """A printed "-N bullets" (a fixed penalty; "bullets become N" is not a lowering)."""
    return spec.kind == "modify" and spec.stat == "bullets" and spec.dynamic is None and spec.amount < 0


@dataclass(frozen=True)
class Redirect:
    """ "Other players cannot choose or affect <protects> with <kind> if they could legally
    choose to affect <card> instead" (Tyxarglenak), declared by `card`."""

    card: Card
    protects: Callable[[Card], bool]
    kind: str


def redirected(game: Game, context: Context, eligible: list[Card]) -> list[Card]:
    """`eligible` without the cards a redirect covers: while a redirecting card in play
    (not blank) is itself a legal choice of another player's ability of its kind, the
    cards it protects are not."""
    kinds = kinds_of(context)
    covered: set[int] = set()
    for redirect in (r for card in game.cards_in_play() for r in card.redirects):
        card = redirect.card
        if redirect.kind not in kinds or not _opposed(card, context) or card.blank:
            continue
        if not any(candidate is card for candidate in eligible):
            continue
        shielded = [c for c in eligible if c is not card and redirect.protects(c)]
        if shielded:
            game.trace_item("trait", card.data.code)  # the redirect is the card's printed trait
        covered.update(id(c) for c in shielded)
    return [card for card in eligible if id(card) not in covered]


#: A player effect (`EffectEngine.player_amount`): the dudes this player owns cannot be aced
#: or discarded by another player's card effects, save a Cheatin' Resolution's.
SPARED = "dudes_spared_from_other_players"


def spared(game: Game, card: Card) -> bool:
    """Whether the card effect resolving now may not ace or discard `card`: a dude in play
    owned by another player than the effect's, under `SPARED`, unless the effect is a
    Cheatin' Resolution."""
    effect = current(game)
    if effect is None or not card.is_dude or not card.in_play:
        return False
    if effect.player is None or effect.player is card.owner or effect.play_type == "cheatin resolution":
        return False
    return game.effects.player_amount(card.owner, SPARED) > 0
