"""Which resource and which field a request means — or a question when it could mean several.

`Targets.pick(phrase, …)` returns [(resource id, field key)]: from the resources the prompt
names, else from every resource that has such a field. Several candidates and no choice yet →
`Clarify` (the seed's question/options); a field nobody has → EditError with close matches.
A follow-up answer (`choice`) picks among the options: "Users table", "Both tables", "pets".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from copilot_cli.assist.apply import EditError
from copilot_cli.assist.headings import ending_in
from copilot_cli.assist.table_choice import heading_option, match_choice, one_name, plainest
from copilot_cli.assist.vocabulary import ResourceName, Vocabulary, contains, words
from copilot_cli.ui.plan import UiPlan

MAX_OPTIONS = 4
MIN_SCORE = 0.6
# "image id", "customer name": a table's name before one of these names a reference to a row of
# that table, which other tables hold (Docker's containers' ImageID); before any other word it is
# that table's own field ("customer balances" is Customers' balance)
REFERENCE_WORDS = {"id", "ids", "uuid", "key", "ref", "reference", "number", "no", "code", "name", "names"}


@dataclass
class Clarify(Exception):
    question: str
    options: list[str]
    choices: dict[str, list[str]] = field(default_factory=dict)  # option → resource ids


class Targets:
    def __init__(self, plan: UiPlan, vocab: Vocabulary, prompt_words: list[str], choice: str | None = None) -> None:
        self.plan = plan
        self.vocab = vocab
        self.words = prompt_words
        self.choice = choice
        self.named = [rn for rn, _, _ in vocab.resources_in(prompt_words)]
        self.notes: list[str] = []  # what was inferred, for the result's assumptions
        self.text = ""  # the request as the rules read it (Request sets it): a heading typed in full

    def names_a_table(self, phrase: list[str] | None) -> bool:
        """The phrase after "by"/"for" is a table's name ("sort pets descending"), not a field —
        unless a named table also has a field called that ("filter tasks by status")."""
        # "the people page": a table's name with the word for where it is shown is still the table
        phrase = [w for w in phrase or [] if w not in SCOPE_WORDS] or phrase
        if not phrase or not self.named or phrase not in [a for rn in self.named for a in rn.aliases]:
            return False
        if any((hit := self.vocab.match_field(rn, phrase)) and hit[1] >= 0.9 for rn in self.named):
            return False
        if any(
            contains(a, phrase) >= 0
            for rn in self.named
            if phrase not in rn.aliases
            for fn in rn.fields.values()
            for a in fn.aliases[: fn.own]
        ):
            return False  # "clusters sorted by version": Clusters' K8s version, not Linode's Versions table
        # "filter the permissions by bucket": another named table's reference to that table
        return not any(
            phrase not in rn.aliases and (hit := self.vocab.match_field(rn, phrase)) and hit[1] >= 0.7
            for rn in self.named
        )

    def resources(self, need_list: bool = False, need_detail: bool = False) -> list[ResourceName]:
        out = []
        for rn in self.vocab.resources:
            res = self.plan.resource(rn.id)
            if res and (not need_list or res.list_) and (not need_detail or res.detail):
                out.append(rn)
        return out

    def resource(self, what: str, need_list: bool = False, need_detail: bool = False) -> str:
        """One resource for a request that names no field (rename a page, add a detail view)."""
        pool = self.resources(need_list, need_detail)
        named = [rn for rn in self.named if rn in pool] or self.named
        if named:
            # a page and nested tables of one name (Stripe's Refunds and a charge's): the page
            same = [rn for rn in named if rn.label == named[0].label]
            top = [rn for rn in same if (res := self.plan.resource(rn.id)) is not None and res.parent is None]
            return (top or named)[0].id
        if len(pool) == 1:
            return pool[0].id
        return self._choose(pool, what)[0]

    def pick(
        self,
        phrase: list[str] | None,
        what: str,
        kinds: set[str] | None = None,
        need_list: bool = True,
        many: bool = False,
    ) -> list[tuple[str, str]]:
        pool = self.resources(need_list=need_list)
        named = [
            rn for rn in self.named if rn in pool and (not phrase or phrase not in rn.aliases or len(self.named) == 1)
        ]
        if self.named and not named and need_list:
            raise self._no_table()
        scope = named or pool
        said = phrase
        phrase = self._without_resources(phrase)
        found = self._found(scope, said, phrase, kinds)
        if (
            named
            and said != phrase
            and said
            and len(said) > 1
            and set(phrase or []) <= REFERENCE_WORDS
            and not any(score > 1.0 for _, _, score in found)
        ):
            # "the Image ID column": a column of another table named by all the words said (Docker's
            # containers' ImageID) over the named table's column named by what is left ("Id" of Images)
            whole = [
                (rn, hit[0], 1.01)
                for rn in pool
                if rn not in scope and (hit := self._field(rn, said, kinds)) and hit[1] >= 1.0
            ]
            if whole:
                found, named = whole, []
        if (
            found
            and named
            and said
            and said != phrase
            and what.startswith(WIDENED_ASKS)
            and any(score > 1.0 for _, _, score in found)
        ):
            found, named = self._widened(found, named, pool, said, kinds)
        if not found and named and said != phrase:
            # "collection.schema", "record id": a column whose name starts with another table's
            # name is that column, wherever it is, not the other table
            found = [(rn, hit[0], hit[1]) for rn in pool if (hit := self._field(rn, said, kinds)) and hit[1] >= 0.95]
            named = [] if found else named
        if not found:
            found = self._by_part(named or scope, phrase, kinds)
        if not found and (several := ending_in(named or scope, phrase, kinds, self.choice, _TOO_COMMON)):
            if isinstance(several[0], list):  # "hide the schema column": Kinto's three, asked which
                shown = ", ".join(f"'{o}'" for o in several[0])
                ask = f"The {several[1].label} table has {len(several[0])} columns ending in '{' '.join(phrase or [])}': {shown}. Which one should I {what.split(' ')[0]}?"
                raise Clarify(ask, several[0], {o: [several[1].id] for o in several[0]})
            found = [(several[0], several[1], 0.9)]
        if not found:
            raise self._missing(phrase, named or pool, what)
        best = max(score for _, _, score in found)
        found = [f for f in found if f[2] >= best - 0.05]  # a synonym does not compete with a real name
        if best > 1.0:  # a column named by all the words said ("application fee amount" of Charges)
            found = [f for f in found if f[2] > 1.0]  # beats one named by what is left ("amount")
        if len(found) > 1 and not named:
            # "rename Eye Color to Eyes": the heading as typed is Person's, not Species' "Eye Colors"
            exact = [f for f in found if self._typed(f[0].fields[f[1]].label)]
            found = exact if 0 < len(exact) < len(found) else found
        if len(found) == 1 or named and len(named) == len(found) and many:
            picked = [(rn, key, score) for rn, key, score in found]
        elif named and len(found) > 1 and not many:
            # one name, several tables (Stripe's subscriptions and a customer's): a filter asked
            # for where one of them already filters by that field is that one (it says "already")
            has = [f for f in found if what.startswith("add the filter") and "filter" in f[0].fields[f[1]].kinds]
            top = [f for f in found if "." not in f[0].id]
            # one page and nested tables of its name (Stripe's Refunds and a charge's): the page
            # (a search keeps the first: Box's collaborations of a file, not the pending ones)
            same = (
                one_name(f[0].label for f in found)
                and len(top) == 1
                and what.startswith(("move", "hide", "rename", "add the filter", "format", "sort", "add that column"))
            )
            picked = has[:1] or (top if same else [found[0]])
        else:
            # the question lists the tables a person sees first: top-level pages, then those whose
            # list shows the column (Stripe's Charges, Customers before a balance's History)
            found.sort(key=lambda f: ("." in f[0].id, "column" not in f[0].fields[f[1]].kinds))
            by_id = {rn.id: (rn, key, score) for rn, key, score in found}
            picked = [by_id[rid] for rid in self._choose([rn for rn, _, _ in found], what)]
        if what.startswith(SAME_HEADING_ASKS) and phrase:
            picked = [(rn, self._one_heading(rn, key, phrase, what), score) for rn, key, score in picked]
        self._explain(said, picked, bool(named), len(pool))
        return [(rn.id, key) for rn, key, _ in picked]

    def _typed(self, label: str) -> bool:
        said = re.escape(label.lower()).replace(r"\ ", r"\s+")
        return bool(self.text and re.search(rf"(?<![\w-]){said}(?![\w-])", self.text))

    def _widened(self, found, named, pool, said, kinds):
        """ "get rid of the Contact ID column": the words naming Contacts are only inside a heading
        other tables have too (Xero's Linked Transactions), so no table was named: every table with
        that heading is a candidate (and the person is asked). Only to hide or rename, where the
        wrong table loses what it shows; "invoice number should be the first column" arranges the
        Invoices table, whose own heading it is."""
        rest = list(self.words)
        at = contains(rest, said)
        if at >= 0:
            rest[at : at + len(said)] = ["\0"] * len(said)
        if any(rn in named for rn, _, _ in self.vocab.resources_in(rest)):
            return found, named  # the table is said apart from the heading: "… in contacts"
        more = [
            (rn, hit[0], 1.01)
            for rn in pool
            if rn not in named and (hit := self._field(rn, said, kinds)) and hit[1] >= 1.0
        ]
        more = [f for f in more if "." not in f[0].id and "column" in f[0].fields[f[1]].kinds]
        return (found + more, []) if more else (found, named)

    def _found(
        self, scope: list[ResourceName], said: list[str] | None, phrase: list[str] | None, kinds: set[str] | None
    ) -> list[tuple[ResourceName, str, float]]:
        """Each resource's best field for the phrase; a field named by the words as said (table
        words and all, "record id") scores above one named by what is left without them."""
        found: list[tuple[ResourceName, str, float]] = []
        for rn in scope:
            whole = self._field(rn, said, kinds) if said and said != phrase else None
            if whole and whole[1] >= 0.95:
                found.append((rn, whole[0], 1.01))
                continue
            hit = self._field(rn, phrase, kinds)
            if hit:
                found.append((rn, hit[0], hit[1]))
        return found

    def _by_part(
        self, scope: list[ResourceName], phrase: list[str] | None, kinds: set[str] | None
    ) -> list[tuple[ResourceName, str, float]]:
        """A column named by part of its heading. First the heading as the prompt says it in full,
        where a rule's phrase stopped short at a word the heading holds ("cost in credits",
        "First Name" with "name" dropped); else words that sit inside one heading only ("ipv6" of
        "Enable IPv6") — one per table, or the person is asked through the missing-field
        suggestions rather than given a guess."""
        if not phrase:
            return []
        whole: list[tuple[ResourceName, str, float]] = []
        part: list[tuple[ResourceName, str, float]] = []
        for rn in scope:
            inside = []
            for fn in rn.fields.values():
                if kinds and not fn.kinds & kinds:
                    continue
                own = [a for a in fn.aliases[: fn.own] if len(a) > len(phrase) and contains(a, phrase) >= 0]
                if any(contains(self.words, a) >= 0 for a in own):
                    whole.append((rn, fn.key, 0.95))
                elif own:
                    inside.append(fn.key)
            if len(set(inside)) == 1 and not set(phrase) <= _TOO_COMMON:
                part.append((rn, inside[0], 0.65))
        if whole:
            return whole
        return part

    def _one_heading(self, rn: ResourceName, key: str, phrase: list[str], what: str) -> str:
        """Two columns of a table under one heading (a pet's Id and its category's Id): which
        one the person means is theirs to say, since hiding or renaming one leaves the other."""
        res = self.plan.resource(rn.id)
        cols = res.list_.columns if res and res.list_ else []
        chosen = next((c for c in cols if c.key == key), None)
        if chosen is None:
            return key
        same = [c for c in cols if c.label.lower() == chosen.label.lower()]
        if len(same) < 2:
            return key
        said = " ".join(w for w in phrase if w not in ("column", "the"))
        exact = [c for c in same if " ".join(words(c.key)) == said]
        if len(exact) == 1 and len(words(exact[0].key)) > 1:
            return exact[0].key  # "category id": the words name one of them
        options = {heading_option(rn, c.key, c.label): c.key for c in same}
        if self.choice:
            said_choice = words(self.choice)
            for option, k in options.items():
                if said_choice == words(option) or (len(words(k)) > 1 and all(w in said_choice for w in words(k))):
                    return k
            if any(w in said_choice for w in ("own", rn.label.lower(), *words(rn.label))):
                return next((c.key for c in same if "." not in c.key), key)
        names = " and ".join(f"'{o}'" for o in options)
        raise Clarify(
            f"The {rn.label} table has {len(same)} columns headed '{chosen.label}': {names}. Which one should I "
            f"{what.split(' ')[0]}?",
            list(options),
            {o: [rn.id] for o in options},
        )

    def _explain(
        self, phrase: list[str] | None, picked: list[tuple[ResourceName, str, float]], named: bool, pool: int
    ) -> None:
        """Say what was inferred: a field found by a near name, a table nobody named."""
        for rn, key, score in picked:
            label = rn.fields[key].label if key in rn.fields else key
            if phrase and score < 0.95:
                self.notes.append(f"Took '{' '.join(phrase)}' to mean the '{label}' field of {rn.label}")
        if not named and pool > 1 and len(picked) == 1 and not self.choice:
            self.notes.append(f"Applied to the {picked[0][0].label} table, the only one with such a field")

    def _without_resources(self, phrase: list[str] | None) -> list[str] | None:
        """ "volume of soundboard sounds" → "volume": words naming a table are not the field."""
        if not phrase:
            return phrase
        out = list(phrase)
        # the leftmost table name goes first: "customer balance" is Customers' balance, the table
        # said before its field, not the Balance table's customer
        while said := [
            (at, -len(alias), alias)
            for rn in self.named
            for alias in rn.aliases
            if (at := contains(out, alias)) >= 0 and len(out) > len(alias)
        ]:
            at, _, alias = min(said)
            out[at : at + len(alias)] = []
        out = [w for w in out if w not in ("of", "for", "in", "on")]
        return out or phrase

    def _field(self, rn: ResourceName, phrase: list[str] | None, kinds: set[str] | None) -> tuple[str, float] | None:
        if phrase:
            hit = self.vocab.match_field(rn, phrase, kinds)
            return (hit[0].key, hit[1]) if hit and hit[1] >= MIN_SCORE else None
        hits = [h for h in self.vocab.fields_in(rn, self._unclaimed()) if not kinds or h[0].kinds & kinds]
        return (hits[0][0].key, 0.8) if hits else None

    def _unclaimed(self) -> list[str]:
        """Prompt words minus the words that named a resource (so "pets" is not a field)."""
        out = list(self.words)
        for _, start, n in self.vocab.resources_in(self.words):
            out[start : start + n] = ["\0"] * n
        return out

    def _choose(self, candidates: list[ResourceName], what: str) -> list[str]:
        top = [rn for rn in candidates if "." not in rn.id]
        if one_name(rn.label for rn in candidates) and len(top) == 1 and not self.choice:
            # "refunds" where Stripe has its Refunds page and a charge's and a fee's refunds nested
            # in their detail views: the page of that name, said in the result
            self.notes.append(f"Took '{top[0].label}' to mean its own page, not the ones nested in other details")
            return [top[0].id]
        plain = plainest(candidates)
        if plain is not None and not self.choice and not what.startswith(WIDENED_ASKS):
            # "soundboard volume": Soundboard Sounds, not Soundboard Default Sounds; "date joined":
            # User, not MyUser — the table named by nothing more than the others share (to hide or
            # rename, where the wrong table loses what it shows, the person is asked)
            self.notes.append(f"Took the {plain.label} table, the one the others' names only add to")
            return [plain.id]
        options = {f"{rn.label} table": [rn.id] for rn in candidates[:MAX_OPTIONS]}
        if len(options) < len(candidates):  # same label twice (nested resources): say where
            options = {f"{rn.label} table ({rn.id})": [rn.id] for rn in candidates[:MAX_OPTIONS]}
        everything = "Both tables" if len(candidates) == 2 else f"All {len(candidates)} tables"
        options[everything] = [rn.id for rn in candidates]
        if self.choice:
            picked = match_choice(self.choice, options, candidates)
            if picked:
                return picked
        names = [o for o in options if o != everything]
        if len(candidates) == 2:
            question = (
                f"I found two tables in the interface. Which one should I {what}: "
                f"the '{candidates[0].label}' table or the '{candidates[1].label}' table?"
            )
        else:
            shown = ", ".join(f"'{rn.label}'" for rn in candidates[:MAX_OPTIONS])
            more = f" (and {len(candidates) - MAX_OPTIONS} more)" if len(candidates) > MAX_OPTIONS else ""
            question = f"I found {len(candidates)} tables that fit: {shown}{more}. Which one should I {what}?"
        raise Clarify(question, names + [everything], options)

    def _no_table(self) -> EditError:
        rn = self.named[0]
        kids = [r.label for r in self.plan.resources if r.list_ and (r.parent == rn.id or r.id.startswith(rn.id + "."))]
        return EditError(
            f"{rn.label} has no table: the API has no endpoint that lists them.",
            [f"Customize the {k} table" for k in dict.fromkeys(kids)][:4] or ["Show the Operations page"],
        )

    def _missing(self, phrase: list[str] | None, scope: list[ResourceName], what: str) -> EditError:
        text = " ".join(phrase or []) or "that field"
        verb = next(
            (
                v
                for k, v in (("sort", "Sort"), ("add the filter", "Filter"), ("add the search", "Search"))
                if what.startswith(k)
            ),
            "",
        )
        close: list[str] = []
        for rn in scope[:20]:
            close += [f"{verb} by {label}" if verb else label for label in self.vocab.close_fields(rn, phrase or [], 2)]
        where = scope[0].label if len(scope) == 1 else "any table"
        if not close and scope:
            res = self.plan.resource(scope[0].id)
            cols = [c.label for c in (res.list_.columns if res and res.list_ else [])][:4]
            close = [f"{verb} by {c}" if verb else c for c in cols]
        return EditError(f"I could not find a field called '{text}' in {where}.", close)


# words too common to name a column by: "id" sits in every "X id" heading
_TOO_COMMON = {"id", "name", "date", "at", "url", "type", "count", "number", "time", "in", "of"}
SCOPE_WORDS = {"page", "list", "table", "screen", "tab", "grid", "view"}
SAME_HEADING_ASKS = ("hide", "rename", "move", "format")
WIDENED_ASKS = ("hide", "rename")
