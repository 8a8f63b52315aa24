"""The effect engine (contract C5, rules digest §8.3): the one public door to effects.

Two kinds of effect share one engine:

* *persistent* effects belong to a card in play (a trait, a while-attached bonus, a
  goods' printed bullet bonus). They apply while the source is in play and not blank,
  and vanish with it.
* *lasting* effects are created by an ability and last for a `Duration`. They survive
  their source leaving play (§13.1) and are removed when the duration ends.

Stats are computed on read: the printed value, replaced by the latest `set` effect
("equal to"), plus the sum of every modifier whatever its timestamp, then the clamp of
§1.3. No stat is cached, so a stat always reflects the current board, and an effect cannot
outlive its source or its duration without the invariant checks in
`EffectEngine.check_invariants` noticing.

The engine is split by rules subsection, and this module puts it back together, so that
card scripts and the rest of the engine import every effect name from here:

* engine/effect_specs.py — what an effect says: `EffectSpec`, `Duration`, the stats,
  player amounts and flags, the board notation (§8.3);
* engine/effect_lookup.py — which effects are in force on a card, flags, player amounts;
* engine/effect_index.py — the cache of which effects could apply to which card;
* engine/stats.py — what a card's stats read (§1.3);
* engine/expiry.py — when lasting effects end, and what must always hold (§8.3 Durations).
"""

from __future__ import annotations

from engine.effect_lookup import Effect
from engine.effect_specs import (
    BULLETS_ONLY_BY_ATTACHED_GOODS,
    CONTROL_INFLUENCE,
    DAY_PHASES,
    DISCARD_AT_EXPIRY,
    ENGINE_FLAGS,
    KUNG_FU,
    LOSES_ALL_KEYWORDS,
    LOSES_SHOOTOUT_ABILITIES,
    LOSES_TRAITS,
    OPPOSING_VALUE,
    PRODUCES_FOR_GIVER,
    SKILLS,
    UNBOOTS_FOR_1_GHOST_ROCK,
    USABLE_BY_GIVER,
    Duration,
    EffectSpec,
    effect_type,
    minimum_grit_flag,
    parse_spec,
    spec_problem,
)
from engine.expiry import EffectExpiry
from engine.stats import StatReads

__all__ = [
    "BULLETS_ONLY_BY_ATTACHED_GOODS",
    "CONTROL_INFLUENCE",
    "DAY_PHASES",
    "DISCARD_AT_EXPIRY",
    "ENGINE_FLAGS",
    "KUNG_FU",
    "LOSES_ALL_KEYWORDS",
    "LOSES_SHOOTOUT_ABILITIES",
    "LOSES_TRAITS",
    "OPPOSING_VALUE",
    "PRODUCES_FOR_GIVER",
    "SKILLS",
    "UNBOOTS_FOR_1_GHOST_ROCK",
    "USABLE_BY_GIVER",
    "Duration",
    "Effect",
    "EffectEngine",
    "EffectSpec",
    "effect_type",
    "minimum_grit_flag",
    "parse_spec",
    "spec_problem",
]


class EffectEngine(StatReads, EffectExpiry):
    """Holds lasting effects and answers every stat question about a card: the lookup of
    which effects are in force (`EffectLookup`), the stats they make (`StatReads`) and
    their ends (`EffectExpiry`), one object the game keeps as `game.effects`."""
