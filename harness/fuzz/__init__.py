"""The engine fuzzer (DESIGN.md §5, C5): Hypothesis strategies for legal boards
(`boards`), a state machine that plays any offered decision and checks every invariant
after each one (`machine`), shrunk failures written as replayable regression files
(`regressions`), and the multi-process campaign behind `gomorra fuzz` (`campaign`); the
timing-window (`timing`) and effect-expiry (`expiry`) properties."""
