"""A card's stats as the effects in force make them (rules digest §1.3): the printed value,
replaced by the latest "equal to", plus every modifier whatever its timestamp, then the
clamp of §1.3; read fresh each time (within a frozen stretch, remembered), never stored, so a
stat always reflects the current board. Also the stud/draw a dude shoots as and the Melee
rule that zeroes a Weapon outgunned by a gun (§1.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.effect_lookup import Effect, EffectLookup
from engine.effect_specs import (
    BULLETS_ONLY_BY_ATTACHED_GOODS,
    CONTROL_INFLUENCE,
    KUNG_FU,
    LOSES_ALL_KEYWORDS,
    MINIMUM_GRIT_FOR_GIVER,
    OPPOSING_VALUE,
    EffectSpec,
)
from engine.protection import (
    BULLETS_NOT_LOWERED_BY_OPPONENTS,
    IGNORES_OPPONENTS_BULLETS,
    NOT_DRAW_BY_OPPONENTS,
    stat_kept_flag,
)

if TYPE_CHECKING:
    from engine.model import Card, Player

#: Stats that never read below 0 (§1.3); value reads 1..13.
_FLOOR_ZERO = ("bullets", "influence", "control", "production", "upkeep", "cost", "kung fu")


def _goods_of(source: Card, dude: Card) -> bool:
    """Whether `source` is a goods attached to `dude` ("except by his attached goods")."""
    return source.parent is dude and source.type == "goods"


def _weapon_of(source: Card, dude: Card) -> bool:
    """Whether `source` is a Weapon attached to `dude` ("except from their attached Weapons")."""
    return source.parent is dude and source.has_keyword("Weapon")


def _is_melee_weapon(card: Card) -> bool:
    return card.has_keyword("Melee") and card.has_keyword("Weapon")


class StatReads(EffectLookup):
    """The stat questions of `EffectEngine`: what a card's bullets, value, skills... read now."""

    # -- stat reads -----------------------------------------------------------------
    def _printed(self, card: Card, stat: str) -> int:
        data = card.data
        if stat == "value":
            # A Kung Fu dude adds his Kung Fu rating, as modified ("+2 Kung Fu"), to his
            # value while in play (§1.3); none once he has lost his keywords.
            kung_fu = (
                self.stat(card, KUNG_FU) if card.is_dude and card.in_play and data.kung_fu is not None else 0
            )
            if kung_fu and self.has_flag(card, LOSES_ALL_KEYWORDS):
                kung_fu = 0
            return (data.value or 0) + kung_fu
        if stat == KUNG_FU:
            return data.kung_fu or 0
        if stat == "control":
            return data.control + card.control_tokens
        if stat == "bullets" and not card.is_dude:
            return data.bullet_bonus
        if stat == "upkeep" and card.is_dude:
            return data.upkeep + self._faction_upkeep(card)
        if stat.startswith("skill:"):
            return data.skills.get(stat[6:], 0)
        if stat in (OPPOSING_VALUE, CONTROL_INFLUENCE):
            return 0
        return int(getattr(data, stat))

    def _faction_upkeep(self, card: Card) -> int:
        """An off-faction, non-drifter dude's upkeep rises by its influence (§1.3)."""
        outfit = card.controller.outfit
        gangs = card.data.gangs or ((card.data.gang,) if card.data.gang else ())
        if outfit is None or not gangs or "neutral" in gangs or outfit.data.gang in gangs:
            return 0
        self.game.trace("economy.upkeep.faction")
        return card.influence

    def stat(self, card: Card, stat: str) -> int:
        # `remembered`, spelt out: a stat is read thousands of times a game.
        memo = self._memo
        if memo is None:
            return self._stat(card, stat)
        key: tuple[object, ...] = (id(card), stat)
        if self._evaluating:
            key = self.memo_key(key)
        value = memo.get(key)
        if value is None:
            value = memo[key] = self._stat(card, stat)
        return value  # type: ignore[return-value]

    def _stat(self, card: Card, stat: str) -> int:
        total = self._printed(card, stat)
        bonus = 0
        fixed: int | None = None
        ceiling: int | None = None  # "a maximum bullet rating of 4"
        floor: int | None = None
        bullets = stat == "bullets"
        ignored = self._opponents_of_givers(card, IGNORES_OPPONENTS_BULLETS) if bullets else ()
        unlowered = self._opponents_of_givers(card, BULLETS_NOT_LOWERED_BY_OPPONENTS) if bullets else ()
        kept = self.could_have_flag(stat_kept_flag(stat)) and self.has_flag(card, stat_kept_flag(stat))
        made: list[tuple[Card, int]] = []  # (source, amount) of each modifier, for a strip
        stripped = False
        goods_only = (
            bullets
            and self.could_have_flag(BULLETS_ONLY_BY_ATTACHED_GOODS)
            and self.has_flag(card, BULLETS_ONLY_BY_ATTACHED_GOODS)
        )
        for effect in self._effects_about(card, stat):
            if goods_only and not _goods_of(effect.source, card):
                self.game.trace("effect.only_attached_goods")
                continue
            owner = self._owner(effect) if ignored or unlowered else None
            if owner is not None and owner in ignored:
                continue
            others = kept and self._owner(effect) is not card.controller
            for spec in effect.specs:
                if spec.stat != stat:
                    continue
                amount = self._guarded_amount(effect, spec, card)
                if spec.kind == "set":
                    if owner is not None and owner in unlowered and amount < total:
                        continue  # "cannot have their bullets reduced": not below what he has
                    if others and amount < total:
                        self.game.trace("effect.not_reduced")
                        continue  # another player's "becomes N" may not lower it
                    total = amount  # the latest "equal to" wins; modifiers all still apply
                elif spec.kind == "modify":
                    if owner is not None and owner in unlowered and amount < 0:
                        continue
                    if others and amount < 0:
                        self.game.trace("effect.not_reduced")
                        continue  # "cannot be reduced by other players' abilities"
                    bonus += amount
                    made.append((effect.source, amount))
                elif spec.kind == "strip":
                    # "remove all bullet modifiers from that dude, except from their attached
                    # Weapons" (Remedy): those made before it go, newer ones apply (§8.3)
                    bonus, stripped = sum(a for source, a in made if _weapon_of(source, card)), True
                elif spec.kind == "fix":
                    # "reduce to a zero draw": what applied before (attachments too) is gone;
                    # effects newer than it still apply, in time order (§8.3)
                    total, bonus, fixed = amount, 0, amount
                elif spec.kind == "max":
                    ceiling = amount if ceiling is None else min(ceiling, amount)
                elif spec.kind == "floor":
                    # "cannot have less than N": whatever lowers it, before or after (§1.3)
                    floor = amount if floor is None else max(floor, amount)
        if stat == "bullets" and card.is_dude and fixed is None:
            bonus += sum(
                a.bullets
                for a in card.attachments
                if not self._is_blank(a)
                and (not stripped or _weapon_of(a, card))
                and (not goods_only or a.type == "goods")
            )
        if stat == "influence" and card.is_dude and fixed is None:
            bonus += sum(a.data.influence for a in card.attachments if not self._is_blank(a))
        result = total + bonus
        if ceiling is not None:
            result = min(result, ceiling)
        if floor is not None and result < floor:
            self.game.trace("effect.at_least")
            result = floor
        if stat == "bullets" and not card.is_dude and self.melee_outgunned(card):
            return 0  # the weapon provides +0 bullets (§1.4 Melee, §13.18)
        if stat == "value":
            return max(1, min(13, result)) if card.data.value is not None else 0
        if stat in _FLOOR_ZERO:
            return max(0, result)
        return result

    def value_against(self, card: Card, reader: Player) -> int:
        """`card`'s value as a card effect of `reader` reads it: its value, plus its value
        "for the purpose of opposing card effects" when `reader` is not its controller (§1.3:
        still 1..13)."""
        value = self.stat(card, "value")
        if reader is card.controller or card.data.value is None:
            return value
        bonus = self.stat(card, OPPOSING_VALUE)
        if bonus:
            self.game.trace("effect.opposing_value")
        return max(1, min(13, value + bonus))

    def grit_against(self, card: Card, reader: Player) -> int:
        """`card`'s grit as a card effect of `reader` reads it (§1.3: value + bullets +
        influence), raised to the highest "minimum grit of N for your card effects" that an
        effect of `reader` gives it; another player's such effect does not count for `reader`."""
        grit = card.grit
        minimums = [
            int(found["amount"])
            for flag in self._index().flags
            if (found := MINIMUM_GRIT_FOR_GIVER.match(flag)) is not None
            for giver, _source in self.flag_sources(card, flag)
            if giver is reader
        ]
        if minimums and max(minimums) > grit:
            self.game.trace("effect.minimum_grit")
            return max(minimums)
        return grit

    def melee_outgunned(self, weapon: Card) -> bool:
        """A Melee Weapon provides no bullet bonus while an unbooted non-Melee Weapon is
        in the opposing posse (§1.4 Melee, §13.18). The clause is printed on the Melee
        weapons that have it (Rapier, Evanor...), and a few Melee Weapons do not print it
        (Nunchucks), so the engine applies it to the cards whose text says so; booting
        that gun, or its leaving the posse, restores the bonus."""
        shootout, dude = self.game.shootout, weapon.parent
        side = shootout.posse_of(dude) if shootout is not None and dude is not None else None
        if shootout is None or side is None or not _is_melee_weapon(weapon):
            return False
        if "non-melee weapon" not in weapon.data.text.lower():
            return False
        opposing = shootout.posses.get(shootout.opposing(side).index, [])
        return any(
            gun.has_keyword("Weapon") and not gun.has_keyword("Melee") and not gun.booted
            for opponent in opposing
            for gun in opponent.attachments
        )

    def _guarded_amount(self, effect: Effect, spec: EffectSpec, card: Card) -> int:
        if spec.dynamic is None:
            return spec.amount
        key = id(effect)
        if key in self._evaluating:
            return 0
        self._evaluating.add(key)
        try:
            return spec.value_for(card)
        finally:
            self._evaluating.discard(key)

    def skill(self, card: Card, name: str) -> int | None:
        has_skill = name in card.data.skills or self.has_flag(card, f"skill:{name}")
        if not has_skill or self.has_flag(card, LOSES_ALL_KEYWORDS):
            return None
        return max(0, self.stat(card, f"skill:{name}"))

    def shooter(self, card: Card) -> str | None:
        """Printed stud/draw, changed by the latest "stud"/"draw" effect (§1.3). "Cannot be
        changed to a draw" (Peacemaker) stops a change: the "draw" effects are ignored, and
        a dude printed as a draw stays one; "... by other players' card effects" ignores
        only the "draw" effects of the other players than the one who gave it."""
        if not card.is_dude:
            return None
        shooter = card.data.shooter
        unchangeable = self.has_flag(card, "cannot become a draw")
        kept_by = self._opponents_of_givers(card, NOT_DRAW_BY_OPPONENTS)
        for effect in self.effects_on(card):
            for spec in effect.specs:
                if spec.kind == "flag" and spec.stat in ("stud", "draw"):
                    if spec.stat == "draw" and (unchangeable or self._owner(effect) in kept_by):
                        continue
                    shooter = spec.stat
        return shooter
