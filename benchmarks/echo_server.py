"""The baseline: the smallest honest stdio JSON-RPC server (readline + json), no framing
limits, no concurrency, no validation. benchmarks/rpc.py reports our figures as ratios to it."""

import json
import sys


def main() -> None:
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        if "id" not in request:
            if request.get("method") == "exit":
                return
            continue
        if request.get("method") == "initialize":
            result = {"serverName": "echo", "serverVersion": "0", "capabilities": {}}
        else:
            result = request.get("params")
        out.write(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
