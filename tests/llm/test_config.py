"""LLM configuration: flag > environment > config file; `auto` means the LLM when configured."""

from __future__ import annotations

import subprocess
import sys

import pytest

from copilot_cli.llm.config import LlmConfigError, config_path, load_config

KEY = "sk-test-abcdefghijklmnopqrstuvwxyz0123456789"


def test_nothing_configured_is_offline(tmp_path):
    assert load_config(env={}, path=tmp_path / "none.toml").mode == "offline"


def test_a_key_or_a_base_url_turns_auto_on(tmp_path):
    config = load_config(env={"OPENAI_API_KEY": KEY}, path=tmp_path / "none.toml")
    assert config.active and config.base_url == "https://api.openai.com/v1" and config.model == "gpt-4o-mini"
    local = load_config(
        env={"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1", "COPILOT_MODEL": "qwen"}, path=tmp_path / "x"
    )
    assert local.active and local.model == "qwen" and local.api_key.get_secret_value() == "not-needed"


def test_off_wins_over_a_configured_key(tmp_path):
    assert load_config("off", env={"OPENAI_API_KEY": KEY}, path=tmp_path / "x").mode == "offline"


def test_openai_without_a_key_or_url_is_an_error(tmp_path):
    with pytest.raises(LlmConfigError, match="needs OPENAI_API_KEY"):
        load_config("openai", env={}, path=tmp_path / "x")


def test_the_config_file_is_read_from_the_xdg_config_dir_and_the_environment_wins(tmp_path):
    path = config_path({"XDG_CONFIG_HOME": str(tmp_path)})
    assert path == tmp_path / "copilot-cli" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[llm]\nbase_url = "http://127.0.0.1:8080/v1"\nmodel = "llama"\ncontext_tokens = 8192\n')
    config = load_config(env={"XDG_CONFIG_HOME": str(tmp_path), "COPILOT_MODEL": "other"})
    assert (config.base_url, config.model, config.context_tokens) == ("http://127.0.0.1:8080/v1", "other", 8192)
    assert (config.stall_timeout_s, config.first_token_timeout_s, config.max_stream_s) == (20.0, 60.0, 600.0)
    env = {"XDG_CONFIG_HOME": str(tmp_path), "COPILOT_LLM_MAX_S": "900", "COPILOT_LLM_FIRST_TOKEN_S": "240"}
    assert (load_config(env=env).max_stream_s, load_config(env=env).first_token_timeout_s) == (900.0, 240.0)


@pytest.mark.parametrize(
    "text, match",
    [
        ("[llm\n", "cannot read"),
        ('[llm]\ncontext_tokens = "many"\n', "COPILOT_CONTEXT_TOKENS"),
        ('[llm]\nmode = "maybe"\n', "--llm must be one of"),
        ('[llm]\nbase_url = "http://x/v1"\nmax_stream_s = "long"\n', "COPILOT_LLM_MAX_S"),
        ('[llm]\nbase_url = "http://x/v1"\nfirst_token_timeout_s = -1\n', "COPILOT_LLM_FIRST_TOKEN_S"),
    ],
)
def test_a_bad_config_file_says_which_file_and_what(tmp_path, text, match):
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(LlmConfigError, match=match):
        load_config(env={"OPENAI_API_KEY": KEY}, path=path)


def test_the_key_never_shows_in_the_config_repr(tmp_path):
    config = load_config(env={"OPENAI_API_KEY": KEY}, path=tmp_path / "x")
    from dataclasses import asdict

    assert KEY not in repr(config) and KEY not in str(asdict(config)) and KEY not in str(config)
    assert config.api_key.get_secret_value() == KEY


def test_reading_the_config_and_describing_it_does_not_import_the_sdk():
    code = (
        "import sys, os; os.environ['OPENAI_API_KEY'] = 'sk-x'; os.environ['COPILOT_LLM'] = 'auto'; "
        "from copilot_cli.rpc.handler import ServerState; from copilot_cli.rpc.handlers.lifecycle import llm_info; "
        "print(llm_info(ServerState()).model_dump_json(), 'openai' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == '{"mode":"openai","model":"gpt-4o-mini"} False'
