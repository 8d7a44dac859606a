"""jsonrpcserver's dispatcher, loaded without the package's `__init__`.

The package `__init__` imports `jsonrpcserver.main`, which imports jsonschema and compiles a
request validator at import time: ~300 ms, more than our whole start-up budget. We replace
that validator anyway (dispatch.check_envelope), so we register the package object without
running `__init__` and import only the dispatcher modules, which never touch `main`.
"""

from __future__ import annotations

import importlib.util
import sys
import types

if "jsonrpcserver" not in sys.modules:
    _spec = importlib.util.find_spec("jsonrpcserver")
    if _spec is None or _spec.submodule_search_locations is None:
        raise ImportError("jsonrpcserver is not installed")
    _package = types.ModuleType("jsonrpcserver")
    _package.__path__ = list(_spec.submodule_search_locations)
    _package.__spec__ = _spec
    _package.__file__ = _spec.origin
    sys.modules["jsonrpcserver"] = _package

from jsonrpcserver.async_dispatcher import dispatch_request
from jsonrpcserver.dispatcher import to_response
from jsonrpcserver.request import Request
from jsonrpcserver.response import to_serializable
from jsonrpcserver.result import Error, Success

__all__ = ["Error", "Request", "Success", "dispatch_request", "to_response", "to_serializable"]
