"""`generate` with a real small model (scripts/local_llm.py: node-llama-cpp over a GGUF from PyPI):

    .venv/bin/python benchmarks/llm_real.py [--model qwen|smollm2] [--specs petstore,swapi,...] [--runs 2]
    .venv/bin/python benchmarks/llm_real.py --chat [--model qwen|smollm2]   10 questions, before any generate

Per run: which code was returned (the model's kept / repaired / template, from the result's
description; `sameAsTemplate` when the model's code is the template's, copied), whether the returned module renders its first screen (app/verify.py, again, on the
result), wall time, and the local server's token counts and speeds for the run's last model call.
The JSON-RPC server runs in process (memory streams) with the seed's generate deadline (60 s;
`--deadline`), which extends by itself while tokens flow (llm/liveness.py, up to the maximum), the
first-token allowance's default (60 s; `--first-token`) and the stall timeout's (20 s; `--stall`).
The prompt is ≈1-2.6k tokens (the API-specific part is a page per main resource, bounded).

`--save DIR`: every module the model's path verifies (draft, repair) is saved there as the
API-specific part it checked (`SPEC-RUN-N.jsx`) with the verifier's report (`SPEC-RUN-N.txt`), so a
failed draft can be read.

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

from copilot_cli.app import generation_llm  # noqa: E402
from copilot_cli.app.verify import verify_code  # noqa: E402
from copilot_cli.rpc.server import ServerSettings  # noqa: E402
from copilot_cli.spec import load_spec  # noqa: E402
from copilot_cli.ui.interface import generate as generate_offline  # noqa: E402
from copilot_cli.ui.render import PLAN_BEGIN, static_sections  # noqa: E402
from tests.llm.conftest import llm_peer  # noqa: E402

SPECS = {
    "petstore": "oai-v3.0_petstore.yaml",
    "swapi": "swapi-graphql_schema.graphql",
    "discord": "discord_openapi.json",
    "box": "box_openapi.json",
    "tictactoe": "oai-v3.1_tictactoe.yaml",
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


def outcome(description: str) -> str:
    if "template's code" in description:
        return "template"
    if "repaired" in description:
        return "repaired"
    return "model"


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


def save_checks(folder: Path, label: list[str]) -> None:
    """Every check generate makes is written to `folder` as the part it checked and the verdict."""
    folder.mkdir(parents=True, exist_ok=True)
    head = "".join(static_sections())
    count: dict[str, int] = {}

    async def saving(code: str, spec=None, pages=()):
        verdict = await verify_code(code, spec, pages)
        count[label[0]] = count.get(label[0], 0) + 1
        part = code[len(head) : code.find(PLAN_BEGIN)] if code.startswith(head) else code
        stem = folder / f"{label[0]}-{count[label[0]]}"
        stem.with_suffix(".jsx").write_text(part)
        stem.with_suffix(".txt").write_text(f"ok: {verdict.ok}\n{verdict.report() if not verdict.ok else ''}\n")
        return verdict

    generation_llm.verify_code = saving


async def run(args: argparse.Namespace) -> None:
    label = ["run"]
    if args.save:
        save_checks(Path(args.save), label)
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
                label[0] = f"{name}-{n + 1}"
                async with llm_peer(
                    server,
                    settings,
                    model=srv["model"],
                    context_tokens=args.ctx,
                    first_token_timeout_s=args.first_token,
                    stall_timeout_s=args.stall,
                ) as peer:
                    started = time.perf_counter()
                    streamed: list[str] = []
                    reply = await call(peer, n + 1, "generate", {"spec": raw}, streamed)
                    elapsed = time.perf_counter() - started
                if args.save:  # what the client saw stream, after the runtime: the model's draft(s) as they came
                    text = "".join(streamed)
                    head = "".join(static_sections())
                    (Path(args.save) / f"{label[0]}-stream.jsx").write_text(
                        text[len(head) :] if text.startswith(head) else text
                    )
                if "error" in reply:
                    row = {"spec": name, "run": n + 1, "error": reply["error"], "s": round(elapsed, 1)}
                else:
                    result = reply["result"]
                    verdict = await verify_code(result["code"], spec)
                    stats = json.loads(urllib.request.urlopen(stats_url).read() or b"{}")
                    row = {
                        "spec": name,
                        "run": n + 1,
                        "outcome": outcome(result["description"]),
                        "sameAsTemplate": result["code"] == offline,  # the model may copy its starting point
                        "renders": verdict.ok,
                        "s": round(elapsed, 1),
                        "streamReplaced": result.get("streamReplaced", False),
                        "note": result["description"].split(" (", 1)[-1][:300] if " (" in result["description"] else "",
                        **{
                            k: stats.get(k)
                            for k in ("promptTokens", "completionTokens", "promptTokensPerS", "completionTokensPerS")
                        },
                    }
                print(json.dumps(row), flush=True)
                summary.append(row)
    counts = {f"{k}Code": sum(1 for r in summary if r.get("outcome") == k) for k in ("model", "repaired", "template")}
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
    parser.add_argument("--save", default="", help="a folder for each checked draft and the verifier's report")
    parser.add_argument("--speed", action="store_true", help="only the server's tokens/s on a fixed prompt")
    parser.add_argument("--chat", action="store_true", help="ten chat questions about a parsed spec, no generate")
    options = parser.parse_args()
    if options.speed:
        print(json.dumps(speed(options.model, options.ctx)))
    elif options.chat:
        anyio.run(chat_run, options)
    else:
        anyio.run(run, options)
