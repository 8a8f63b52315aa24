"""Targets: what an ability is aimed at (`Target(...)`), and the `Context` a handler receives
(its player, source, target and what was paid). Defined with the abilities themselves
(`engine/abilities.py`); re-exported here so scripts find every DSL noun in `engine.dsl`."""

from engine.abilities import Context, Target

__all__ = ["Context", "Target"]
