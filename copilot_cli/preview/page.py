"""The preview page: static HTML that loads runtime.js and hands it its settings as JSON data.

No inline script at all: the settings travel in a `<script type="application/json">` element
(data, never executed), so the page runs under a strict Content-Security-Policy. The one
concession is 'unsafe-eval': the runtime must evaluate the App it has just compiled.
"""

from __future__ import annotations

import html
import json
from typing import Any

RUNTIME_URL = "runtime.js"
APP_URL = "app.jsx"
MOCK_PREFIX = "/mock"  # where routes.py mounts the mock API


def content_security_policy() -> str:
    # connect-src stays open to http(s): the generated UI lets a person change its base URL at
    # run time, and the mock may be swapped for a real API with --api.
    return "; ".join(
        [
            "default-src 'none'",
            "script-src 'self' 'unsafe-eval'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob: http: https:",
            "font-src 'self' data:",
            "connect-src 'self' http: https:",
            "form-action 'none'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ]
    )


def _json_for_html(value: Any) -> str:
    # `<`, `>` and `&` escaped so no string can close the <script> element early; U+2028/9 too.
    text = json.dumps(value, ensure_ascii=False)
    for raw, safe in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(raw, safe)
    return text


def render_page(
    title: str, base_url: str | None, app_url: str = APP_URL, runtime_url: str = RUNTIME_URL, mock: bool = False
) -> str:
    """The preview's HTML. `base_url` becomes `window.__EXPERIENCE_UI__.baseUrl` (made absolute
    against the page's address by the runtime); None leaves the spec's own server URL in charge.
    `mock` becomes `window.__EXPERIENCE_UI__.mock` (the API is the built-in mock, which needs
    no credentials)."""
    config: dict[str, Any] = {"appUrl": app_url, "rootId": "root", "fileName": "App.jsx"}
    if base_url:
        config["baseUrl"] = base_url
    if mock:
        config["mock"] = True
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)} — Experience UI preview</title>
<link rel="icon" href="data:,">
<script type="application/json" id="experience-ui-config">{_json_for_html(config)}</script>
<link rel="preload" href="{html.escape(app_url)}" as="fetch" crossorigin="anonymous">
<script src="{html.escape(runtime_url)}" defer></script>
</head>
<body>
<div id="root"></div>
<noscript>The preview needs JavaScript.</noscript>
</body>
</html>
"""
