"""contracts/protocol.json carries what clients must share with copilot-cli, from its owners."""

import json
from pathlib import Path

from copilot_cli import errors
from copilot_cli.common.ndjson import MAX_LINE_BYTES
from copilot_cli.rpc.methods import default_methods

PROTOCOL = json.loads((Path(__file__).resolve().parents[2] / "contracts" / "protocol.json").read_text())


def test_every_error_code_is_exported_with_the_message_copilot_cli_sends():
    assert {e["code"]: e["message"] for e in PROTOCOL["errors"].values()} == errors.MESSAGES
    assert PROTOCOL["errors"]["ChatFailed"] == {"code": -32005, "message": "Chat Failed"}


def test_every_method_is_exported_with_its_deadline_failure_code_and_the_clients_retries():
    methods = default_methods()
    assert set(PROTOCOL["methods"]) == set(methods), "debug methods stay out of the contract"
    for name, spec in methods.items():
        facts = PROTOCOL["methods"][name]
        assert facts["timeoutMs"] == spec.timeout_s * 1000
        assert facts["failureCode"] == spec.failure_code
        assert (facts["retries"], facts["backoffMs"]) == (spec.retries, [s * 1000 for s in spec.backoff_s])
    assert PROTOCOL["methods"]["chat"] == {
        "timeoutMs": 15000,
        "failureCode": -32005,
        "retries": 2,
        "backoffMs": [3000, 6000],
    }


def test_the_line_cap_is_the_one_the_server_reads_with():
    assert PROTOCOL["maxLineBytes"] == MAX_LINE_BYTES == 1_048_576
