"""Builders for the Repo Reader tests: git-looking repositories with a licence, on disk."""

from __future__ import annotations

from pathlib import Path

MIT = """MIT License

Copyright (c) 2024 Example

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
"""

BSD3 = """Copyright (c) 2024, Example
Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:
1. Redistributions of source code must retain the above copyright notice.
2. Redistributions in binary form must reproduce the above copyright notice.
3. Neither the name of the copyright holder nor the names of its
   contributors may be used to endorse or promote products derived from this software.
"""

APACHE = """
                                 Apache License
                           Version 2.0, January 2004
                        http://www.apache.org/licenses/
"""

GPL3 = """                    GNU GENERAL PUBLIC LICENSE
                       Version 3, 29 June 2007
"""

LICENSES = {"MIT": MIT, "BSD-3-Clause": BSD3, "Apache-2.0": APACHE, "GPL-3.0-only": GPL3}


def make_repo(
    base: Path,
    repo_id: str,
    files: dict[str, str],
    license: str | None = "MIT",
    commit: str = "0123456789abcdef0123456789abcdef01234567",
) -> Path:
    root = base / repo_id.replace("/", "__")
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    if license:
        (root / "LICENSE").write_text(LICENSES[license])
    git = root / ".git"
    (git / "refs" / "heads").mkdir(parents=True, exist_ok=True)
    (git / "HEAD").write_text("ref: refs/heads/main\n")
    (git / "refs" / "heads" / "main").write_text(commit + "\n")
    (git / "config").write_text(
        f'[core]\n\tbare = false\n[remote "origin"]\n\turl = https://example.com/{repo_id}.git\n'
    )
    return root
