"""Everything `copilot-cli preview` serves, assembled from a spec: the App code (generated, or a
--code file), the mock API (unless --api), and the page that ties them together."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from copilot_cli import errors
from copilot_cli.preview import cache
from copilot_cli.preview.page import MOCK_PREFIX
from copilot_cli.preview.runtime import runtime_path

# Starlette (routes.py, deferred.py) is imported when the page's app is made: after the parse, or
# for a spec file just before its mock's process is forked (both processes need it)
if TYPE_CHECKING:  # the spec package is imported only when a spec is parsed (not for a cached page)
    from starlette.applications import Starlette
    from starlette.types import ASGIApp

    from copilot_cli.spec.model import NormalizedSpec


@dataclass
class PreviewSession:
    app: Starlette | ASGIApp
    spec: NormalizedSpec | None  # None when served from the cache: parsed in the background for the mock
    base_url: str
    api_url: str | None
    proxy: Any = None  # proxy.UpstreamProxy with --api: the page's base_url is its /proxy/<token>
    mock: Any = None  # forked.ForkedApp (building since forked) or deferred.DeferredApp (after start_background)
    code: Any = None  # deferred.DeferredApp answering /app.jsx while the module is generated (None: cached, --code)

    def start_background(self) -> None:
        """Start generating the module, then building the mock: `copilot-cli preview` calls it once its
        URL is printed."""
        if self.code is not None:
            self.code.start()
        if self.mock is not None:
            self.mock.start()


def mock_base_url(spec: NormalizedSpec) -> str:
    """Where the App finds the mock: REST paths sit right under /mock (they are relative to
    the spec's server base path); a GraphQL endpoint is /mock/graphql."""
    return f"{MOCK_PREFIX}/graphql" if spec.source.kind == "graphql" else MOCK_PREFIX


def prepare_preview(
    source: Any,
    *,
    code_file: Path | None = None,
    api_url: str | None = None,
    theme: str = "light",
    seed: int = 0,
    credentials: Any = None,
    fork: bool = False,
) -> PreviewSession:
    """`fork`: a spec previewed before has its mock built and run in a forked process, on the other
    core (preview/forked.py; `copilot-cli preview` asks for it), else in a thread of this one. A
    first preview keeps both the module's generation and the mock in threads: forked after the
    parse, every page of the parsed spec either process touches is copied (Microsoft Graph's
    module cost 1.2-2 s more CPU generated in a child, its kept spec would be copied whole)."""
    from copilot_cli.preview import forked

    fork = fork and forked.available()
    cacheable = not (credentials or code_file or api_url)
    # The mock of a spec previewed before is forked before the cache is asked: its build (~0.35 s of
    # CPU for GitHub REST, ~0.5 for GitHub GraphQL, mostly imports and the kept spec) is what a second
    # preview's page waits for, so it starts as soon as it can. If the cache has no module for the
    # spec, the child is stopped at once (a first preview keeps its mock in a thread, below).
    early = _forked_mock(source, seed) if fork and cacheable and isinstance(source, Path) else None
    # previewed before (cache.py): the page is served at once, the spec parsed with the mock (and
    # the spec's and the mock's modules imported there too)
    hit = cache.lookup(source, theme) if cacheable else None
    if hit is None and early is not None:
        early.stop()
    if hit is not None:
        from copilot_cli.preview.routes import build_preview_app, code_endpoint

        mock = early or _mock_app(lambda: _mock_of(source, seed), fork)
        runtime = runtime_path()
        app = build_preview_app(
            code_endpoint(lambda: hit.code),
            title=hit.title,
            base_url=hit.base_url,
            runtime=runtime,
            mock=_first_answer_kept(mock, source, seed),
        )
        return PreviewSession(app=app, spec=None, base_url=hit.base_url, api_url=None, mock=mock)

    from copilot_cli.preview.credentials import load_spec_with
    from copilot_cli.spec import load_spec

    spec = load_spec_with(source, credentials, api_url) if credentials else load_spec(source)
    # The module is generated after the URL is printed (a DeferredApp answers /app.jsx and waits for
    # it), so the browser loads the page and runtime.js meanwhile; the spec is parsed first, so a bad
    # spec still ends the command before any URL, and the page knows its title and base URL.
    code = _code_from_file(code_file) if code_file else None
    code_app = None if code_file else _generating(spec, theme, None if api_url else source)
    # built while the page loads (preview/deferred.py), after the module (which the page needs
    # first, and in one thread: the two share one interpreter lock); the first rows are asked for
    # only after that; then the spec is kept for the next preview of this file (cache.py)
    document: list[Any] = [None, False]  # a GraphQL spec's mock schema as a document, kept with the spec, and
    # whether that schema is valid

    def build_mock() -> ASGIApp:
        from copilot_cli.mock import build_mock_app

        if code_app is not None:
            code_app.ready()
        schema = None
        if spec.source.kind == "graphql":
            from graphql import validate_schema

            from copilot_cli.mock.sdl import build_graphql_schema, schema_document

            document[0] = schema_document(spec)
            schema = build_graphql_schema(spec, document[0])
            # validated now rather than at the first query (graphql-core keeps the answer on the
            # schema): the verdict is kept with the document, and a valid one is not validated again
            document[1] = not validate_schema(schema)
        return build_mock_app(spec, seed=seed, graphql_schema=schema)

    keep = None if credentials or code_file else lambda: cache.keep_spec(source, spec, document[0], document[1])

    mock = None if api_url else _mock_app(build_mock, False, then=keep)
    # A real API is reached through the same-origin proxy (preview/proxy.py): no CORS, and the
    # credentials stay in this process.
    proxy = None
    if api_url:
        from copilot_cli.preview.proxy import UpstreamProxy, with_proxy  # httpx: only with --api

        proxy = UpstreamProxy(api_url, credentials)
    base_url = proxy.base_path if proxy else mock_base_url(spec)
    from copilot_cli.preview.routes import build_preview_app

    app = build_preview_app(
        code or code_app,
        title=spec.source.title,
        base_url=base_url,
        runtime=runtime_path(),
        mock=mock if mock is None or credentials or code_file else _first_answer_kept(mock, source, seed),
    )
    if proxy:
        app = with_proxy(app, proxy)
    return PreviewSession(app=app, spec=spec, base_url=base_url, api_url=api_url, proxy=proxy, mock=mock, code=code_app)


def _mock_app(build: Any, fork: bool, then: Any = None) -> Any:
    """The mock's ASGI app: built in a forked process (started now: it runs beside the page's serving,
    on the other core), or in a thread of this one once started."""
    if fork:
        from copilot_cli.preview.forked import ForkedApp

        return ForkedApp(build, "the mock API")  # a spec previewed before: nothing to keep
    from copilot_cli.preview.deferred import DeferredApp

    return DeferredApp(build, "the mock API", then=then, start=False)


def _first_answer_kept(mock: Any, source: Any, seed: int) -> Any:
    """The mock, its answer to the first request kept for the next preview of this spec file and
    given from there at once (preview/first_answer.py); as it is for a URL or with the cache off."""
    if not isinstance(source, Path) or cache.cache_dir() is None:
        return mock
    from copilot_cli.preview.first_answer import FirstAnswerKept

    return FirstAnswerKept(
        mock, lambda: cache.first_answer_kept(source), lambda record: cache.keep_first_answer(source, record), seed
    )


def _forked_mock(source: Path, seed: int) -> Any:
    """The mock of a spec file, forked now (None when there is no cache to have kept it in)."""
    if cache.cache_dir() is None:
        return None
    # the spec file's hash and the generator's fingerprint, worked out once before the fork: both
    # processes need them (the child for the kept spec, this one for the module), and a child
    # inherits what is cached here (GitHub REST's 13 MB: ~0.015 s of CPU not spent twice)
    cache.warm_keys(source)
    # and Starlette, which this process imports next to serve the page and the child to build the
    # mock's app: imported once here, the child has it (~0.03 s of CPU not spent twice; the child
    # is forked that much later and is ready as soon)
    import copilot_cli.preview.routes  # noqa: F401
    from copilot_cli.preview.forked import ForkedApp

    return ForkedApp(lambda: _mock_of(source, seed), "the mock API")


def _mock_of(source: Any, seed: int) -> ASGIApp:
    """The mock of a spec previewed before: from the spec it kept, else parsed again."""
    from copilot_cli.mock import build_mock_app

    spec = cache.load_spec_kept(source)
    if spec is None:
        from copilot_cli.spec import load_spec

        spec = load_spec(source)
        cache.keep_spec(source, spec)
    schema = None
    if spec.source.kind == "graphql":
        from copilot_cli.mock.sdl import build_graphql_schema

        document, valid = cache.load_graphql_document_kept(source) or (None, False)
        schema = build_graphql_schema(spec, document, valid=valid)
    return build_mock_app(spec, seed=seed, graphql_schema=schema)


def _code_from_file(path: Path) -> Any:
    from copilot_cli.preview.routes import code_endpoint

    path.read_text(encoding="utf-8")  # fail now, with the OS's reason, if it cannot be read
    return code_endpoint(lambda: path.read_text(encoding="utf-8"))


def _generating(spec: NormalizedSpec, theme: str, source: Any) -> Any:
    """A DeferredApp answering /app.jsx with the offline generator's App (ui/interface.py, the same
    code the `generate` method returns), generated once started (or asked for) and kept for the next
    preview of the same `source` with the mock (None: not kept). A generator bug answers 500 with
    its reason (and is logged): the URL is out by then."""
    from starlette.routing import request_response

    from copilot_cli.preview.deferred import DeferredApp
    from copilot_cli.preview.routes import code_endpoint

    def build() -> ASGIApp:
        from copilot_cli.ui.interface import generate

        try:
            code = generate(spec, theme=theme).code
        except errors.CopilotError:
            raise
        except Exception as exc:  # a generator bug must still read as one
            raise errors.GenerationFailed(f"generating the UI failed: {type(exc).__name__}: {exc}") from exc
        if source is not None:
            cache.remember(source, theme, cache.CachedPreview(code, spec.source.title, mock_base_url(spec)))
        return request_response(code_endpoint(lambda: code))

    return DeferredApp(build, "the App", start=False)
