"""Spells (rules digest §7.2): an ability cast by the dude the spell is attached to,
with a skill check against a difficulty. Success runs the success text; failure the
failure text, if any. The skill comes from the spell's keyword (Hex → Huckster, ...).

A dude may rate higher while he casts some spells ("While casting Hymns, Stevie gets +4
Blessed skill"): an effect flag on him, added to the pull of a spell with one of its
keywords, and to no other pull of his (§7.1). A dude may also cast some spells with
another rating ("Matthew can cast Totems as if he had Shaman skill equal to his Kung Fu
rating"): another effect flag; he casts them with the higher of the two, and gains neither
the skill nor its keyword.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import plays
from engine.abilities import ActionAbility, Context, Reaction
from engine.ability_costs import play_type_of
from engine.card_effects import as_card_effect
from engine.decisions import Decision, Option, Refusal
from engine.flow import Flow
from engine.kung_fu import kung_fu_rating
from engine.pulls import skill_check
from engine.rules import rule
from engine.totems import is_totem, totem_casters, totem_location

if TYPE_CHECKING:
    from engine.events import Event
    from engine.game import Game
    from engine.model import Card, Player

SPELL_SKILLS = {
    "hex": "huckster",
    "miracle": "blessed",
    "hymn": "blessed",
    "spirit": "shaman",
    "totem": "shaman",
}


#: "Casts <keywords> spells N higher": the rating while casting a spell with one of them.
_CASTS_AT = re.compile(r"^casts ([a-z/ -]+) spells (\d+) higher$")
#: "Casts <keywords> spells with <rating>": the rating he may cast them with instead.
_CASTS_WITH = re.compile(r"^casts ([a-z/ -]+) spells with ([a-z ]+)$")


def casts_with_flag(keywords: Sequence[str], rating: str) -> str:
    """The effect flag of "can cast <keywords> as if he had <skill> equal to his <rating>"
    (a skill's name, or "kung fu"); `keywords` are alternatives."""
    return f"casts {'/'.join(k.lower() for k in keywords)} spells with {rating.lower()}"


def _rating(dude: Card, name: str) -> int | None:
    """A dude's rating by name: a skill, or his Kung Fu rating (not a skill, §1.3)."""
    return kung_fu_rating(dude) if name == "kung fu" else dude.skill(name)


def casting_rating(spell: Card, dude: Card) -> int | None:
    """The rating `dude` casts `spell` with (§7.2): his rating in the skill it needs, or a
    rating an effect lets him cast it with instead, whichever is higher; None if he has
    neither."""
    skill = spell_skill(spell)
    ratings = [] if skill is None else [dude.skill(skill)]
    for effect in dude.game.effects.effects_on(dude):
        for spec in effect.specs:
            matched = _CASTS_WITH.match(spec.stat) if spec.kind == "flag" else None
            if matched and any(spell.has_keyword(k) for k in matched.group(1).split("/")):
                ratings.append(_rating(dude, matched.group(2)))
    known = [rating for rating in ratings if rating is not None]
    return max(known) if known else None


def casts_at_flag(keywords: Sequence[str], amount: int) -> str:
    """The effect flag of "while casting <keyword>s, this dude gets +N <skill>";
    `keywords` are alternatives."""
    return f"casts {'/'.join(k.lower() for k in keywords)} spells {amount} higher"


def casting_bonus(spell: Card, caster: Card) -> int:
    """What `caster` adds to his rating while casting `spell`: each effect counts once,
    however many of its keywords the spell has."""
    bonus = 0
    for effect in caster.game.effects.effects_on(caster):
        for spec in effect.specs:
            matched = _CASTS_AT.match(spec.stat) if spec.kind == "flag" else None
            if matched and any(spell.has_keyword(k) for k in matched.group(1).split("/")):
                bonus += int(matched.group(2))
    return bonus


def spell_skill(card: Card) -> str | None:
    """The skill a spell needs, from its keyword (§1.2)."""
    for keyword, skill in SPELL_SKILLS.items():
        if card.has_keyword(keyword):
            return skill
    return None


def spell_caster(spell: Card) -> Card | None:
    """The dude a spell is attached to, if he has the skill it needs (§7.2)."""
    dude, skill = spell.parent, spell_skill(spell)
    if dude is None or not dude.is_dude or skill is None or dude.skill(skill) is None:
        return None
    return dude


def spell_casters(game: Game, spell: Card, player: Player, *, joins: bool = False) -> list[Card]:
    """Who may cast `spell` for `player` (§7.2): the dude it is attached to, with the skill;
    for a Totem, each of the player's Shamans at its location (`engine.totems`). In a
    shootout only a dude in a posse acts (§5.4), save one a `joins` spell brings in."""
    if is_totem(spell):
        casters = totem_casters(game, spell, player)
    else:
        caster = spell_caster(spell)
        casters = [] if caster is None else [caster]
    shootout = game.shootout
    if shootout is not None and not joins:
        return [dude for dude in casters if shootout.in_posse(dude)]
    return casters


def choose_caster(game: Game, context: Context) -> Flow:
    """The dude who casts: the only one who may, or the one the player selects among the
    Shamans at a Totem's location (§7.2)."""
    joins = play_type_of(context.ability) == "shootout:join" or getattr(
        context.ability, "outside_the_fight", False
    )
    casters = spell_casters(game, context.source, context.player, joins=joins)
    if len(casters) <= 1:
        # A React's caster already checked; a dude who left the posse since still casts.
        return casters[0] if casters else spell_caster(context.source)
    options = [Option(dude.uid, game.describe(dude)) for dude in casters]
    answer = yield Decision(context.player.index, "Select a dude", options, kind="caster")
    return game.card(answer)


def cast(
    game: Game,
    ability: SpellAbility | SpellReaction,
    context: Context,
    target: str = "",
) -> Flow:
    """The caster pulls against the spell's difficulty; success runs `on_success`, failure
    `on_fail` (§7.2). Costs are paid and the use recorded before: an action and a React
    reach this point differently. The caster is kept in `context.data["caster"]`; once the
    spell has resolved, `onSpellCast` says who cast what with which pull."""
    skill = spell_skill(ability.card)
    caster = yield from choose_caster(game, context)
    assert skill is not None
    context.data["caster"] = caster
    if is_totem(ability.card):
        game.trace("spell.totem")
    difficulty = ability.difficulty(context) if callable(ability.difficulty) else ability.difficulty
    game.trace("spell.cast")
    game.trace_ability(ability, "initiated")
    game.log.add("{0}'s {1} casts {2}{3}", context.player, caster, ability.card, target)
    # Casting with another rating ("as if he had Shaman skill equal to his Kung Fu"): the
    # pull adds what that rating has over his own in the skill.
    own = caster.skill(skill) or 0
    bonus = casting_bonus(ability.card, caster) + max(0, (casting_rating(ability.card, caster) or 0) - own)
    check = yield from skill_check(
        game, context.player, caster, skill, difficulty, bonus=bonus, kind="spell", source=ability.card
    )
    context.data["check"] = check
    handler = ability.on_success if check.succeeded else ability.on_fail
    if handler is not None:
        play_type = ability.play_type if isinstance(ability, SpellAbility) else "react"
        yield from as_card_effect(game, context.player, play_type, handler, context, source=context.source)
    game.trace_ability(ability, "resolved")
    # "After your dude successfully casts a spell attached to them" (Ezekiah Grimme): once
    # the spell's text has resolved, with the pull that cast it (already discarded, §7.1).
    game.emit("onSpellCast", player=context.player, caster=caster, spell=ability.card, check=check)


@dataclass(eq=False)
class SpellAbility(ActionAbility):
    difficulty: int | Callable[[Context], int] = 1
    on_success: Callable[[Context], Any] | None = None
    on_fail: Callable[[Context], Any] | None = None

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        refusal = super().check(game, player, window)
        if refusal is not None:
            return refusal
        if is_totem(self.card):
            where = totem_location(self.card)
            if where is None:
                return Refusal(
                    rule("spell.totem"), f"{self.card.uid} is a Totem and is not planted at a location"
                )
            if not spell_casters(game, self.card, player):
                place = game.locations.name(where)
                return Refusal(
                    rule("spell.totem"), f"{player.name} has no Shaman at {place} to cast {self.card.uid}"
                )
            return None
        caster = spell_caster(self.card)
        if caster is None:
            return Refusal(rule("spell.cast"), f"{self.card.uid} has no dude with the skill to cast it")
        shootout = game.shootout
        joins = self.play_type == "shootout:join"  # the spell brings its caster in
        if self.play_type != "noon" and not joins and shootout is not None and not shootout.in_posse(caster):
            # §5.4: in a shootout, only dudes in a posse (and their attachments) act.
            return Refusal(rule("spell.cast"), f"{caster.uid} is not in this shootout")
        return None

    def resolve(self, game: Game, player: Player) -> Flow:
        context = Context(game, player, self.card, self)
        if not (yield from self.choose_target(context)):
            return False
        yield from self.pay_costs(context)
        self.record_use(game)
        target = f" on {context.target.uid}" if context.target is not None else ""
        yield from plays.declare(game, player, self, context)
        yield from cast(game, self, context, target)
        plays.resolved(game, context)
        game.emit("onCardAbilityResolved", ability=self, player=player, source=self.card, context=context)
        return True


@dataclass(eq=False)
class SpellReaction(Reaction):
    """A spell's React ("React Hex 6, Boot: When ..."): after the event, the dude the spell
    is attached to casts it, pulling against `difficulty`; success runs `on_success`,
    failure `on_fail` (§7.2, §8.2). In a shootout the caster must be in a posse (§5.4),
    unless the React reaches past the fight (`outside_the_fight`: "when another dude at a
    nearby location would be ... at any time", Lay On Hands): its own text then says
    where its caster may stand."""

    difficulty: int | Callable[[Context], int] = 1
    on_success: Callable[[Context], Any] | None = None
    on_fail: Callable[[Context], Any] | None = None
    outside_the_fight: bool = False

    def can_react(self, game: Game, event: Event, player: Player | None = None) -> bool:
        if not spell_casters(game, self.card, player or self.user(), joins=self.outside_the_fight):
            return False
        return super().can_react(game, event, player)

    def resolve(self, game: Game, event: Event, player: Player | None = None) -> Flow:
        player = player or self.user()
        context = Context(game, player, self.card, self, event=event)
        yield from self.pay_costs(context)
        self.record_use(game)
        game.trace("ability.react")
        yield from cast(game, self, context)
