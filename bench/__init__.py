"""Gomorra benchmarks (`gomorra bench`): figures against targets, never pass/fail tests."""
