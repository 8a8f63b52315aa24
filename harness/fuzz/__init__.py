"""Hypothesis fuzzing of the engine."""
