"""A short fuzz run in CI; the long one is scripts/fuzz_rpc.py (figure in BENCHMARKS.md)."""

from hypothesis import HealthCheck, given, settings

from .fuzzing import check_session, sessions


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sessions())
def test_random_input_never_wedges_the_server_and_every_readable_id_is_answered_once(lines):
    check_session(lines)
