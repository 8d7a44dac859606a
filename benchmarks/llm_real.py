"""`generate` with a real small model (scripts/local_llm.py: node-llama-cpp over a GGUF from PyPI):

    .venv/bin/python benchmarks/llm_real.py [--model qwen|smollm2] [--specs petstore,swapi,...] [--runs 2]
    .venv/bin/python benchmarks/llm_real.py --chat [--model qwen|smollm2]   10 questions, before any generate

Per run: whose code was returned (the result's `author.by`: model, model-repaired, template) and
why; what the model's kept choices are (each page's intro as the plan has it, the navigation's
first pages, each list's first columns, the overview) and, for a judge, every operation
description an intro resembles (it must not be one); whether the returned module renders its
first screen (app/verify.py); wall time, and the local server's token counts and speeds for the
run's model call. The JSON-RPC server runs in process (memory streams) with the seed's generate
deadline (60 s; `--deadline`), which extends by itself while tokens flow (llm/liveness.py, up to
the maximum), the first-token allowance's default (60 s; `--first-token`) and the stall
timeout's (20 s; `--stall`). The prompt is the main resources' lines (≈400-900 tokens).

`--chat`: examples/petstore.yaml is parsed for a tab (`spec/parse` with `tabId`), then one of the
ten questions of CHAT_QUESTIONS is asked in that tab (a tab per question), no generate ever; an answer is right when it
names one of the expected operations or fields. Prints JSON lines, then a summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import anyio

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from local_llm import serving  # noqa: E402

from copilot_cli.app.verify import verify_code  # noqa: E402
from copilot_cli.rpc.server import ServerSettings  # noqa: E402
from copilot_cli.spec import load_spec  # noqa: E402
from copilot_cli.ui.interface import generate as generate_offline  # noqa: E402
from copilot_cli.ui.render import extract_plan  # noqa: E402
from tests.llm.conftest import llm_peer  # noqa: E402

SPECS = {
    "petstore": "oai-v3.0_petstore.yaml",
    "swapi": "swapi-graphql_schema.graphql",
    "discord": "discord_openapi.json",
    "box": "box_openapi.json",
    "tictactoe": "oai-v3.1_tictactoe.yaml",
    "kinto": "kinto_swagger.json",
    "swagger-petstore": "swagger-petstore_openapi.yaml",
}


CHAT_QUESTIONS = [
    ("Which operation creates a pet?", ["createPet", "POST /pets"]),
    ("How do I list all the pets?", ["listPets", "GET /pets"]),
    ("Which endpoint deletes an owner?", ["deleteOwner", "DELETE /owners"]),
    ("How can a pet be adopted?", ["adoptPet", "/adopt"]),
    ("Which operation returns a single owner by id?", ["getOwner", "GET /owners/{ownerId}"]),
    ("How do I change a pet's details?", ["updatePet", "PATCH /pets", "PUT /pets"]),
    ("Which operation registers a new owner?", ["createOwner", "POST /owners"]),
    ("What parameter does getPet take?", ["petId"]),
    ("What fields do I send to create a pet?", ["species", "breed"]),
    ("What fields does an owner have?", ["firstName", "lastName", "email"]),
]


async def call(peer, request_id: int, method: str, params: dict, streamed: list[str] | None = None) -> dict:
    """The reply, however long the model is silent (the test peer's receive gives up after 5 s);
    the request's stream/chunk texts go to `streamed`."""
    await peer.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    while True:
        message = json.loads(await peer._from_server.receive())
        if "method" not in message and message.get("id") == request_id:
            return message
        if streamed is not None and message.get("method") == "stream/chunk":
            streamed.append(message["params"]["chunk"])


def speed(model: str, ctx: int) -> dict:
    """Prompt and output tokens/s of the local server on a fixed ~600-token prompt, 64 tokens out."""
    system = (ROOT / "copilot_cli" / "llm" / "prompts" / "system.j2").read_text()
    user = (ROOT / "copilot_cli" / "ui" / "runtime" / "src" / "shell.tsx").read_text()[:2400]
    with serving(model, ctx=ctx) as srv:
        body = {"messages": [{"role": "system", "content": system}, {"role": "user", "content": "Explain:\n" + user}]}
        body |= {"max_tokens": 64, "stream": False}
        request = urllib.request.Request(
            srv["base_url"] + "/chat/completions", json.dumps(body).encode(), {"content-type": "application/json"}
        )
        started = time.perf_counter()
        urllib.request.urlopen(request).read()
        elapsed = time.perf_counter() - started
        stats = json.loads(urllib.request.urlopen(srv["base_url"].removesuffix("/v1") + "/stats").read())
    return {"model": srv["model"], "s": round(elapsed, 1), **stats}


def kept_choices(code: str, offline: str) -> dict:
    """What of the model's is in the page: intros, the navigation's first pages, first columns, overview."""
    plan, template = extract_plan(code), extract_plan(offline)
    first = [i.page[9:] for g in plan.navigation for i in g.items if i.page.startswith("resource:")][:3]
    was = [i.page[9:] for g in template.navigation for i in g.items if i.page.startswith("resource:")][:3]
    columns = {}
    for res in plan.resources:
        before = template.resource(res.id)
        if res.list_ and before and before.list_ and res.list_.columns != before.list_.columns:
            columns[res.id] = [c.key for c in res.list_.columns[:4]]
    overview = plan.app.description if plan.app.description != template.app.description else ""
    return {
        "intros": {r.id: r.intro for r in plan.resources if r.intro},
        "lead": first if first != was else [],
        "columns": columns,
        "overview": overview,
    }


async def run(args: argparse.Namespace) -> None:
    # Discord and Box inline outgrow the seed's 1 MiB line: a 64 MiB cap, as benchmarks/generate.py
    settings = ServerSettings(
        timeouts={"generate": args.deadline, "chat": 300.0, "customize": 600.0}, max_line_bytes=64 << 20
    )
    summary = []
    with serving(args.model, ctx=args.ctx, threads=args.threads) as srv:
        server = SimpleNamespace(base_url=srv["base_url"])
        stats_url = srv["base_url"].removesuffix("/v1") + "/stats"
        for name in args.specs.split(","):
            path = ROOT / "tests" / "specs" / SPECS[name]
            spec = load_spec(path)
            raw = spec.to_wire()  # what a client has after spec/parse
            offline = generate_offline(spec).code
            for n in range(args.runs):
                async with llm_peer(
                    server,
                    settings,
                    model=srv["model"],
                    context_tokens=args.ctx,
                    first_token_timeout_s=args.first_token,
                    stall_timeout_s=args.stall,
                ) as peer:
                    started = time.perf_counter()
                    reply = await call(peer, n + 1, "generate", {"spec": raw})
                    elapsed = time.perf_counter() - started
                if "error" in reply:
                    row = {"spec": name, "run": n + 1, "error": reply["error"], "s": round(elapsed, 1)}
                else:
                    result = reply["result"]
                    verdict = await verify_code(result["code"], spec)
                    stats = json.loads(urllib.request.urlopen(stats_url).read() or b"{}")
                    row = {
                        "spec": name,
                        "run": n + 1,
                        "outcome": result["author"]["by"],
                        "sameAsTemplate": result["code"] == offline,
                        "renders": verdict.ok,
                        "s": round(elapsed, 1),
                        "kept": kept_choices(result["code"], offline),
                        "why": result["author"]["why"],
                        **{
                            k: stats.get(k)
                            for k in ("promptTokens", "completionTokens", "promptTokensPerS", "completionTokensPerS")
                        },
                    }
                print(json.dumps(row), flush=True)
                summary.append(row)
    counts = {k: sum(1 for r in summary if r.get("outcome") == k) for k in ("model", "model-repaired", "template")}
    print(
        json.dumps(
            {
                "model": args.model,
                "runs": len(summary),
                "renders": sum(bool(r.get("renders")) for r in summary),
                **counts,
            }
        )
    )


async def chat_run(args: argparse.Namespace) -> None:
    window = args.window or args.ctx  # copilot-cli's COPILOT_CONTEXT_TOKENS; the server keeps --ctx
    settings = ServerSettings(timeouts={"chat": 900.0, "spec/parse": 120.0})
    rows = []
    with serving(args.model, ctx=args.ctx, threads=args.threads) as srv:
        server = SimpleNamespace(base_url=srv["base_url"])
        stats_url = srv["base_url"].removesuffix("/v1") + "/stats"
        async with llm_peer(
            server,
            settings,
            model=srv["model"],
            context_tokens=window,
            first_token_timeout_s=args.first_token,
            stall_timeout_s=args.stall,
        ) as peer:
            source = {"path": str(ROOT / "examples" / "petstore.yaml")}
            for i, (question, expected) in enumerate(CHAT_QUESTIONS):
                tab = f"bench-{i}"  # one question per tab, as a person asks it: no earlier answers in the prompt
                parsed = await call(peer, 100 + i, "spec/parse", {"source": source, "tabId": tab})
                assert "result" in parsed, parsed
                started = time.perf_counter()
                context = {"tabId": tab, "hasActiveSpec": True, "hasActiveInterface": False}
                reply = await call(peer, 10 + i, "chat", {"message": question, "context": context})
                elapsed = time.perf_counter() - started
                answer = reply["result"]["message"] if "result" in reply else json.dumps(reply["error"])
                named = [name for name in expected if name.lower() in answer.lower()]
                stats = json.loads(urllib.request.urlopen(stats_url).read() or b"{}")
                row = {"question": question, "answer": answer, "right": bool(named), "named": named}
                row |= {"s": round(elapsed, 1), "promptTokens": stats.get("promptTokens")}
                row |= {"completionTokensPerS": stats.get("completionTokensPerS")}
                print(json.dumps(row), flush=True)
                rows.append(row)
    print(json.dumps({"model": args.model, "questions": len(rows), "right": sum(r["right"] for r in rows)}))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="qwen")
    parser.add_argument("--specs", default="petstore,swapi,discord,box,tictactoe")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--ctx", type=int, default=8192)
    parser.add_argument("--stall", type=float, default=20.0, help="COPILOT_LLM_STALL_S (default there: 20)")
    parser.add_argument("--window", type=int, default=0, help="chat: COPILOT_CONTEXT_TOKENS if not --ctx")
    parser.add_argument(
        "--threads", type=int, default=2, help="llama.cpp threads (1 on a busy machine: no waiting at barriers)"
    )
    parser.add_argument("--deadline", type=float, default=60.0, help="generate's deadline, seconds (the seed's)")
    parser.add_argument("--first-token", type=float, default=60.0, help="COPILOT_LLM_FIRST_TOKEN_S (its default)")
    parser.add_argument("--speed", action="store_true", help="only the server's tokens/s on a fixed prompt")
    parser.add_argument("--chat", action="store_true", help="ten chat questions about a parsed spec, no generate")
    options = parser.parse_args()
    if options.speed:
        print(json.dumps(speed(options.model, options.ctx)))
    elif options.chat:
        anyio.run(chat_run, options)
    else:
        anyio.run(run, options)
