"""The JSON-RPC face's one exception → wire error mapping.

Our own errors (errors.py) keep their code and data. pydantic validation errors become -32602
with field-level data. Anything else is a bug: logged with its traceback on stderr and answered
with the method's failure code (seed 004's table, in rpc/methods.py) and a generic reason —
never the exception's text, which may hold paths, input or secrets. A method whose failure code
is -32603 answers a bare -32603.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import ValidationError

from copilot_cli import errors

log = logging.getLogger("copilot_cli.rpc")


def to_wire_error(
    exc: BaseException, *, method: str | None = None, failure_code: int = errors.INTERNAL_ERROR
) -> dict[str, Any]:
    """Any exception as a JSON-RPC error object `{code, message, data?}`."""
    if isinstance(exc, errors.CopilotError):
        return _wire(exc)
    if isinstance(exc, ValidationError):
        data = {"errors": errors.pydantic_errors(exc)}
        return {"code": errors.INVALID_PARAMS, "message": errors.MESSAGES[errors.INVALID_PARAMS], "data": data}
    log.error("internal error in %s", method or "request", exc_info=exc)
    if failure_code == errors.INTERNAL_ERROR:
        return {"code": errors.INTERNAL_ERROR, "message": errors.MESSAGES[errors.INTERNAL_ERROR]}
    return _wire(errors.error_for_code(failure_code, f"{method} failed: an internal error (details in the log)"))


def _wire(exc: errors.CopilotError) -> dict[str, Any]:
    wire: dict[str, Any] = {"code": exc.code, "message": exc.message}
    if exc.data:
        wire["data"] = exc.data
    return wire
