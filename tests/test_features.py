"""Binds every bundled feature file: each scenario is a test."""

from pytest_bdd import scenarios

scenarios("rules", "cards")
