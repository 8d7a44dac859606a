"""Normalizing runs with the cyclic collector paused; what survives a big normalization is
frozen out of the collector's scans, and still freed when the spec is dropped."""

from __future__ import annotations

import gc
import threading

from copilot_cli.spec import load_spec
from copilot_cli.spec.gcpause import FREEZE_ABOVE, gc_paused
from tests.spec.shared import spec_path


def test_a_big_spec_leaves_no_young_objects_for_the_collector_and_goes_when_dropped() -> None:
    load_spec(spec_path("discord_openapi.json"))  # the first use builds validators and imports: kept for good
    before = gc.get_freeze_count()
    spec = load_spec(spec_path("discord_openapi.json"))
    assert gc.isenabled()
    assert gc.get_freeze_count() - before > FREEZE_ABOVE  # the spec's objects: never rescanned
    assert len(gc.get_objects(generation=0)) < FREEZE_ABOVE
    del spec
    assert gc.get_freeze_count() - before < FREEZE_ABOVE // 10  # reference counting freed them


def test_a_small_pause_freezes_nothing_and_restores_the_collector() -> None:
    before = gc.get_freeze_count()
    with gc_paused():
        assert not gc.isenabled()
        kept = [[i] for i in range(100)]
    assert gc.isenabled() and gc.get_freeze_count() == before and len(kept) == 100


def test_overlapping_pauses_restore_the_collector_only_when_the_last_ends() -> None:
    entered, release = threading.Event(), threading.Event()

    def hold() -> None:
        with gc_paused():
            entered.set()
            release.wait(10)

    worker = threading.Thread(target=hold)
    worker.start()
    assert entered.wait(10)
    with gc_paused():
        pass
    assert not gc.isenabled()  # the worker still holds it
    release.set()
    worker.join(10)
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        with gc_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()
