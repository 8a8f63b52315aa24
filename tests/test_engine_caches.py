"""The engine's speed caches change no answer (DESIGN.md C2, C3, C5).

* The effect index (`engine.effects._EffectIndex`) only files which effects could apply
  to a card; the effects found on every card in play must equal a brute-force scan of
  every effect in force, after every decision of whole games and of big boards.
* High Noon options listed inside `EffectEngine.frozen` (stats remembered) must equal
  the options checked one by one without it.
* A lazily exported checkpoint (`Game._checkpoint_board`) must equal the board an eager
  export takes at that checkpoint, so snapshots are unchanged.
* Events no card could react to, and limit checks with no dude holding two attachments,
  are skipped: games played without the skips end the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain

import pytest

import engine.game as game_module
from cards.decks import load_deck, starter_decks
from engine.effects import Effect
from engine.game import Game
from engine.phases import noon_actions
from harness.agents import AGENTS
from harness.growth import board_with


def brute_force_effects_on(game: Game, card: object) -> list[Effect]:
    """Every effect in force that matches `card`, the way the engine found them before it
    had an index: all persistent effects of cards in play and all lasting ones, in order."""
    effects = game.effects
    persistent = [
        effect
        for source in game.cards_in_play()
        for effect in source.persistent_effects
        if not (effect.while_attached and source.parent is None)
    ]
    persistent = [e for e in persistent if not effects._is_blank(e.source)]
    found = []
    for effect in sorted(persistent + effects.lasting, key=lambda e: e.timestamp):
        if effect.condition is not None and not effects._guarded(effect, effect.condition):
            continue
        if effects._matches(effect, card):  # type: ignore[arg-type]
            found.append(effect)
    return found


def games(agent: str, seeds: range) -> Iterator[Game]:
    """Games between the starter decks, the same game yielded after each decision."""
    names = starter_decks()
    for seed in seeds:
        game = Game.from_decks(
            [load_deck(names[seed % len(names)]), load_deck(names[(seed + 2) % len(names)])], seed=seed
        )
        player = AGENTS[agent](seed)
        decisions = 0
        while game.pending is not None and decisions < 400:
            game.decide(game.pending.player, player.choose(game, game.pending))
            decisions += 1
            yield game


def boards(decisions: int = 40) -> Iterator[Game]:
    for cards, effects in ((20, 10), (50, 50)):
        game = Game.from_board(board_with(cards, effects))
        player = AGENTS["random"](cards)
        for _ in range(decisions):
            if game.pending is None:
                break
            game.decide(game.pending.player, player.choose(game, game.pending))
            yield game


@pytest.mark.parametrize("agent", ["random", "realistic"])
def test_the_effect_index_finds_what_a_full_scan_finds(agent: str) -> None:
    for game in chain(games(agent, range(6)), boards()):
        for card in game.cards_in_play():
            assert game.effects.effects_on(card) == brute_force_effects_on(game, card), card.uid


def test_the_effects_about_one_stat_are_those_of_every_effect_on_the_card() -> None:
    """A stat or flag read decides only the effects with a spec about it
    (`EffectEngine._effects_about`): they must be exactly the effects in force on the
    card that have such a spec, in the same order."""
    stats = ("bullets", "influence", "value", "control", "upkeep", "cost", "control by bullets", "blank")
    checked = 0
    for game in chain(games("realistic", range(6)), boards()):
        for card in game.cards_in_play():
            every = game.effects.effects_on(card)
            for name in stats:
                about = [e for e in every if any(spec.stat == name for spec in e.specs)]
                assert game.effects._effects_about(card, name) == about, (card.uid, name)
                checked += bool(about)
    assert checked > 100


def test_high_noon_options_are_the_same_with_remembered_stats() -> None:
    checked = 0
    for game in chain(games("realistic", range(6)), boards()):
        if game.pending is None or game.pending.kind != "high noon":
            continue
        player = game.players[game.pending.player]
        one_by_one = [a.id for a in noon_actions.candidates(game, player) if a.check(game, player) is None]
        assert [a.id for a in noon_actions.legal_actions(game, player)] == one_by_one
        checked += 1
    assert checked > 50


def test_locations_and_deed_control_read_inside_frozen_equal_a_fresh_reading() -> None:
    """`Locations.exists` and `dudes_at` use one listing per `frozen` stretch, and deed
    control, totals and upkeep read inside one (victory check, upkeep, the agent) are
    remembered: every answer must equal the one worked out afresh, outside `frozen`."""
    checked = 0
    for game in chain(games("realistic", range(6)), boards()):
        places = [*game.locations.all(), "Nowhere", "Player1's home"]
        deeds = game.all_deeds()
        fresh = (
            [game.locations.exists(uid) for uid in places],
            [[c.uid for c in game.locations.dudes_at(uid)] for uid in places],
            [game.locations.controller(deed).name for deed in deeds],
            [(p.total_control, p.total_influence, [c.upkeep for c in p.dudes()]) for p in game.players],
        )
        with game.effects.frozen():
            remembered = (
                [game.locations.exists(uid) for uid in places],
                [[c.uid for c in game.locations.dudes_at(uid)] for uid in places],
                [game.locations.controller(deed).name for deed in deeds],
                [(p.total_control, p.total_influence, [c.upkeep for c in p.dudes()]) for p in game.players],
            )
        assert remembered == fresh
        checked += bool(deeds)
    assert checked > 50


def test_a_lazy_checkpoint_exports_the_board_an_eager_one_does() -> None:
    names = starter_decks()
    for seed in range(4):
        decks = [load_deck(names[seed % len(names)]), load_deck(names[(seed + 1) % len(names)])]
        lazy, eager = Game.from_decks(decks, seed=seed), None
        game_module._EAGER_EXPORT[0] += 1
        try:
            eager = Game.from_decks(decks, seed=seed)
        finally:
            game_module._EAGER_EXPORT[0] -= 1
        agent = AGENTS["realistic"](seed)
        decisions = 0
        while lazy.pending is not None and decisions < 300:
            answer = agent.choose(lazy, lazy.pending)
            who = lazy.pending.player
            lazy.decide(who, answer)
            game_module._EAGER_EXPORT[0] += 1
            try:
                eager.decide(who, answer)
            finally:
                game_module._EAGER_EXPORT[0] -= 1
            decisions += 1
            if decisions % 7 == 0:
                assert lazy.snapshot() == eager.snapshot(), f"seed {seed}, decision {decisions}"
        assert lazy.digest() == eager.digest()


def test_every_change_the_effect_index_is_built_from_rebuilds_it() -> None:
    """Each write the index depends on bumps its version, even alone (elsewhere the
    engine often makes several at once, which would hide a missing one)."""
    game = Game.from_board(board_with(20, 2))
    effects = game.effects
    dude, other = game.players[0].dudes()[:2]
    goods = next(c for c in game.cards_in_play() if c.parent is not None)

    def bumps(change: object) -> None:
        before = effects._version
        assert callable(change)
        change()
        assert effects._version > before

    bumps(lambda: setattr(goods, "parent", other))
    bumps(game.play_order_changed)
    bumps(lambda: game.mark_out_of_play(dude))
    bumps(lambda: game.mark_in_play(dude))
    bumps(lambda: setattr(effects, "lasting", list(effects.lasting)))
    target = effects.lasting[0].fixed_targets()
    assert target is not None
    bumps(lambda: effects.retarget(target[0], other))


def test_a_finished_game_is_freed_with_its_caches() -> None:
    """No engine cache outlives its game: a feature run builds hundreds of games and must
    hold one at a time (the reaction index once kept every game alive)."""
    import gc
    import weakref

    names = starter_decks()
    game = Game.from_decks([load_deck(names[0]), load_deck(names[1])], seed=3)
    agents = [AGENTS["realistic"](3), AGENTS["realistic"](4)]
    for _ in range(300):
        pending = game.pending
        if pending is None:
            break
        game.decide(pending.player, agents[pending.player].choose(game, pending))
    gone = weakref.ref(game)
    del game, pending
    gc.collect()
    assert gone() is None


def test_a_checkpoint_judges_opaque_effects_as_the_board_export_does() -> None:
    """`has_opaque_effects` (asked at every checkpoint, remembered per effect) must agree
    with the board export: an effect matched by a lambda is opaque, one naming its
    target is not, and a game holding an opaque one exports its checkpoints eagerly."""
    from engine.board_export import game_to_board, has_opaque_effects
    from engine.effects import Duration, EffectSpec

    board = board_with(6, 3)
    game = Game.from_board(board)

    def exported_opaque() -> bool:
        return any(entry.get("opaque") for entry in game_to_board(game, strict=False).get("effects", []))

    assert has_opaque_effects(game) is exported_opaque() is False
    dude = next(card for card in game.cards_in_play() if card.is_dude)
    named = Effect(dude, (EffectSpec("modify", "bullets", 1),), Duration.DAY, match=dude)
    game.effects.add_lasting(named)
    assert has_opaque_effects(game) is exported_opaque() is False
    hidden = Effect(dude, (EffectSpec("modify", "bullets", 1),), Duration.DAY, match=lambda card: True)
    game.effects.add_lasting(hidden)
    assert has_opaque_effects(game) is exported_opaque() is True
    game.effects.lasting = [e for e in game.effects.lasting if e is not hidden]
    assert has_opaque_effects(game) is exported_opaque() is False


def _whole_game_digests(agent: str, seeds: range) -> list[tuple[str, list[str]]]:
    names = starter_decks()
    found = []
    for seed in seeds:
        game = Game.from_decks(
            [load_deck(names[seed % len(names)]), load_deck(names[(seed * 7 + 3) % len(names)])], seed=seed
        )
        players = [AGENTS[agent](seed), AGENTS[agent](seed + 10_000)]
        decisions = 0
        while game.pending is not None and decisions < 600:
            pending = game.pending
            game.decide(pending.player, players[pending.player].choose(game, pending))
            decisions += 1
        found.append((game.digest(), game.log.lines()))
    return found


@pytest.mark.parametrize("agent", ["random", "realistic"])
def test_events_and_limit_checks_skipped_only_when_they_would_do_nothing(
    agent: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Game.resolve_events` resolves an event only if some card could react to it, and
    checks attachment limits only if a dude holds two attachments: whole games played
    with both tests always true (every event resolved, every limit checked, as before
    the tests existed) end with the same logs and digests."""
    import engine.attachments
    import engine.reactions

    skipping = _whole_game_digests(agent, range(6))
    monkeypatch.setattr(engine.reactions, "may_react_to", lambda game, name: True)
    monkeypatch.setattr(engine.attachments, "may_be_over_limit", lambda game: True)
    assert _whole_game_digests(agent, range(6)) == skipping


def test_a_read_only_stretch_inside_another_keeps_the_outer_ones_memo() -> None:
    """`frozen` opens the memo in the outermost stretch only: an inner one joins it and
    leaves it open, and the memo closes when the outermost stretch ends, even on error."""
    game = Game.from_decks([load_deck(name) for name in starter_decks()[:2]], seed=1)
    effects = game.effects
    with effects.frozen():
        memo = effects._memo
        assert memo is not None
        with effects.frozen():
            assert effects._memo is memo
        assert effects._memo is memo
    assert effects._memo is None
    with pytest.raises(RuntimeError), effects.frozen():
        raise RuntimeError("a question that failed")
    assert effects._memo is None
