"""The campaign's shared example database across machines: Hypothesis' RedisExampleDatabase
against a real `redis-server` (started here on 127.0.0.1 at a free port). A failure one
run finds is stored there and a second run, doing nothing but replay the database,
finds it again: that is how workers on other machines share what they found."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from engine import abilities
from harness.fuzz.campaign import example_database
from harness.fuzz.machine import EngineMachine

SERVER = shutil.which("redis-server")
redis = pytest.importorskip("redis", reason="the redis package is the gomorra[redis] extra")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    if SERVER is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    port = _free_port()
    server = subprocess.Popen(
        [
            SERVER,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(tmp_path),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    try:
        client = redis.Redis.from_url(url)
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        else:
            pytest.fail("redis-server did not answer within 5 s")
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_a_failure_found_by_one_run_is_replayed_from_redis_by_another(
    redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(EngineMachine, "regressions", None)
    monkeypatch.setitem(abilities.PLAY_WINDOWS, "noon", ("high noon", "gambling"))
    database = example_database(redis_url)
    base = settings(
        database=database,
        derandomize=False,
        deadline=None,
        stateful_step_count=2,
        report_multiple_bugs=False,
        suppress_health_check=list(HealthCheck),
    )
    with pytest.raises(AssertionError, match="invariant 'timing' broken"):
        run_state_machine_as_test(
            EngineMachine, settings=settings(base, max_examples=100, phases=[Phase.generate])
        )
    assert redis.Redis.from_url(redis_url).keys("gomorra-fuzz:*"), "the failure should be stored in Redis"
    replay_only = settings(base, max_examples=1, phases=[Phase.reuse])
    with pytest.raises(AssertionError, match="invariant 'timing' broken"):
        run_state_machine_as_test(EngineMachine, settings=replay_only)
