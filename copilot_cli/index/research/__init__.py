"""The Repo Reader (seed 001): licence-attributed, bounded excerpts from registered repositories.

models.py holds the seed's objects, rules.py the request checks and hard caps, repos.py the
registered repositories (id, commit, licence from license.py), excerpts.py the RepoReader
itself and mock.py a MockRepoReader with the same shape and rules. The `repo.research` tool
over a served index is tools/research.py.
"""
