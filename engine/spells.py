"""Spells (rules digest §7.2): an ability cast by the dude the spell is attached to,
with a skill check against a difficulty. Success runs the success text; failure the
failure text, if any. The skill comes from the spell's keyword (Hex → Huckster, ...)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.abilities import ActionAbility, Context, Reaction
from engine.decisions import Refusal
from engine.flow import Flow, run_handler
from engine.pulls import skill_check
from engine.rules import rule

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


def spell_skill(card: Card) -> str | None:
    """The skill a spell needs, from its keyword (§1.2)."""
    for keyword, skill in SPELL_SKILLS.items():
        if card.has_keyword(keyword):
            return skill
    return None


@dataclass(eq=False)
class SpellAbility(ActionAbility):
    difficulty: int | Callable[[Context], int] = 1
    on_success: Callable[[Context], Any] | None = None
    on_fail: Callable[[Context], Any] | None = None

    def caster(self) -> Card | None:
        parent = self.card.parent
        return parent if parent is not None and parent.is_dude else None

    def check(self, game: Game, player: Player, window: str) -> Refusal | None:
        refusal = super().check(game, player, window)
        if refusal is not None:
            return refusal
        caster, skill = self.caster(), spell_skill(self.card)
        if caster is None or skill is None or caster.skill(skill) is None:
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
        caster, skill = self.caster(), spell_skill(self.card)
        assert caster is not None and skill is not None
        difficulty = self.difficulty(context) if callable(self.difficulty) else self.difficulty
        game.trace("spell.cast")
        game.trace_ability(self, "initiated")
        target = f" on {context.target.uid}" if context.target is not None else ""
        game.log.add("{0}'s {1} casts {2}{3}", player, caster, self.card, target)
        check = yield from skill_check(game, player, caster, skill, difficulty, kind="spell")
        context.data["check"] = check
        handler = self.on_success if check.succeeded else self.on_fail
        if handler is not None:
            yield from run_handler(handler(context))
        game.trace_ability(self, "resolved")
        game.emit("onCardAbilityResolved", ability=self, player=player, source=self.card)
        return True


@dataclass(eq=False)
class SpellReaction(Reaction):
    """A spell's React ("React Hex 6, Boot: When ..."): after the event, the dude the spell
    is attached to casts it, pulling against `difficulty`; success runs `on_success`,
    failure `on_fail` (§7.2, §8.2). In a shootout the caster must be in a posse (§5.4)."""

    difficulty: int | Callable[[Context], int] = 1
    on_success: Callable[[Context], Any] | None = None
    on_fail: Callable[[Context], Any] | None = None

    def caster(self) -> Card | None:
        parent = self.card.parent
        return parent if parent is not None and parent.is_dude else None

    def can_react(self, game: Game, event: Event) -> bool:
        caster, skill = self.caster(), spell_skill(self.card)
        if caster is None or skill is None or caster.skill(skill) is None:
            return False
        if game.shootout is not None and not game.shootout.in_posse(caster):
            return False
        return super().can_react(game, event)

    def resolve(self, game: Game, event: Event) -> Flow:
        player = self.user()
        context = Context(game, player, self.card, self, event=event)
        yield from self.pay_costs(context)
        self.record_use(game)
        caster, skill = self.caster(), spell_skill(self.card)
        assert caster is not None and skill is not None
        difficulty = self.difficulty(context) if callable(self.difficulty) else self.difficulty
        game.trace("ability.react")
        game.trace("spell.cast")
        game.trace_ability(self, "initiated")
        game.log.add("{0}'s {1} casts {2}", player, caster, self.card)
        check = yield from skill_check(game, player, caster, skill, difficulty, kind="spell")
        context.data["check"] = check
        handler = self.on_success if check.succeeded else self.on_fail
        if handler is not None:
            yield from run_handler(handler(context))
        game.trace_ability(self, "resolved")
