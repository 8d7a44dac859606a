"""The mock's clock: moments (date-time strings, unix timestamps) are drawn from the two years
before a reference time, expiries from the year after. The reference is today at 00:00 UTC, so
values stay put all day, or EXPERIENCE_UI_MOCK_NOW (ISO date, date-time or unix seconds), so
screenshots and tests can pin it."""

from __future__ import annotations

import logging
import os
import re
from datetime import UTC, datetime, timedelta

from copilot_cli.mock.names import time_kind

log = logging.getLogger(__name__)

NOW_ENV = "EXPERIENCE_UI_MOCK_NOW"
PAST = timedelta(days=730)  # moments are drawn from the two years before the reference clock
FUTURE = timedelta(days=365)  # expiries and due dates from the year after
UNIX_FORMATS = {"unix-time", "unixtime", "unix-timestamp", "timestamp", "epoch", "unix"}
UNIX_MS_FORMATS = {"unix-time-ms", "unix-ms", "timestamp-ms", "epoch-ms", "epoch_millis", "unix-millis"}


def reference_now(value: str | None = None) -> datetime:
    """The mock's clock: `value` (or $EXPERIENCE_UI_MOCK_NOW) as an ISO date/date-time or unix
    seconds; otherwise today at 00:00 UTC, so values stay put all day. A `value` that is not a
    time raises; an unreadable variable is reported on stderr and ignored, so a typo never stops
    the preview or a generate that renders against the mock."""
    if value is not None:
        return _parse(value.strip())
    text = os.environ.get(NOW_ENV, "").strip()
    if text:
        try:
            return _parse(text)
        except ValueError as exc:
            log.warning("%s; using today at 00:00 UTC", exc)
    today = datetime.now(UTC)
    return today.replace(hour=0, minute=0, second=0, microsecond=0)


def _parse(text: str) -> datetime:
    try:
        if text.lstrip("-").isdigit():
            return datetime.fromtimestamp(int(text), UTC)
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except (ValueError, OverflowError, OSError) as exc:
        raise ValueError(f"{NOW_ENV} must be an ISO date, date-time or unix seconds, not {text!r}") from exc
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def unix_hint(fmt: str, name: str | None) -> tuple[str, bool] | None:
    """("past" | "future", in milliseconds?) when an integer holds a moment: `format: unix-time`,
    or a name like `created`, `*_at`, `expires`; else None."""
    explicit = fmt in UNIX_FORMATS or fmt in UNIX_MS_FORMATS
    kind = time_kind(name, integer=True) or ("past" if explicit else None)
    if kind is None:
        return None
    millis = fmt in UNIX_MS_FORMATS or bool(name and re.search(r"(?i)(ms|millis)$", name))
    return kind, millis


def iso(moment: datetime) -> str:
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")
