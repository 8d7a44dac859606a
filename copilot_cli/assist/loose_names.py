"""The names a request holds, for loose.py: the tables it names and the fields, by where they
stand in it, and which table and field a change is about when it names several."""

from __future__ import annotations

from dataclasses import dataclass

from copilot_cli.assist.vocabulary import FieldName, ResourceName, Vocabulary, contains, words
from copilot_cli.ui.plan import UiPlan

# words too common to stand for a name by themselves ("put them first" is no First Name)
_COMMON = {"first", "last", "full", "display", "short", "long", "new", "old", "user", "file", "other", "main", "real"}
_BOOLEAN_PREFIX = {"is", "has", "can", "are", "was", "does", "allow", "allows", "enable", "enabled"}
_GENERIC = {
    "address",
    "name",
    "number",
    "value",
    "text",
    "string",
    "info",
    "detail",
    "details",
    "at",
    "on",
    "date",
    "time",
    "since",
}


@dataclass
class Mention:
    resource: ResourceName
    field: FieldName
    start: int
    size: int
    own: bool  # by the field's own name, not a synonym ("about" is a synonym of Description)
    elided: bool = False  # by its name less a generic last word ("the email" for Email Address)


def _stem(word: str) -> str:
    return word[:7] if len(word) > 7 else word


def _named_fields(vocab: Vocabulary, said: list[str]) -> list[Mention]:
    found: list[Mention] = []
    stems = [_stem(w) for w in said]
    for rn in vocab.resources:
        for fn in rn.fields.values():
            best = None
            for i, alias in enumerate(fn.aliases):
                if len(alias) > 1 and alias[-1] == "connection":
                    alias = alias[:-1]  # a GraphQL list of rows is said by what it lists ("pilots")
                start = contains(said, alias)
                if start < 0 and i < fn.own and len(alias) == 1 and len(alias[0]) > 7:
                    start = contains(stems, [_stem(alias[0])])  # "vaccination" for Vaccinated
                if start < 0 and i < fn.own and len(alias) > 1:
                    start = _reordered(said, alias)  # "whether sync is enabled" for Is Sync Enabled
                if start < 0 and i < fn.own and len(alias) > 1:
                    start = _abbreviated(said, alias)  # "desc html" for Description Html
                if start < 0 and i < fn.own and len(alias) > 1 and alias[0] in _BOOLEAN_PREFIX:
                    alias = alias[1:]  # "whether they're enabled" for Is Enabled
                    start = contains(said, alias)
                if start >= 0 and (best is None or (len(alias), i < fn.own) > (best.size, best.own)):
                    best = Mention(rn, fn, start, len(alias), i < fn.own)
            generic = (
                fn.own and len(fn.aliases[0]) == 2 and fn.aliases[0][1] in _GENERIC and fn.aliases[0][0] not in _COMMON
            )
            if (best is None or not best.own) and generic:
                # "show the email" for Email Address: a name's generic last word left unsaid
                start = contains(said, fn.aliases[0][:1])
                if start >= 0 and said[start + 1 : start + 2] != fn.aliases[0][1:]:
                    best = Mention(rn, fn, start, 1, True, elided=True)
            if best is not None:
                found.append(best)
    return found


class Reading:
    """The names one request holds: the tables it names, and the fields, by where they stand."""

    def __init__(self, plan: UiPlan, vocab: Vocabulary, said: list[str]) -> None:
        self.plan = plan
        self.said = said
        spans = vocab.resources_in(said)

        # "the refund Reason heading": of two tables with one name, the one a list shows (Discord's
        # guild Templates, not the template looked up by code), then the top-level one
        def seen(rn: ResourceName) -> tuple[bool, bool]:
            res = plan.resource(rn.id)
            return (bool(res and res.list_), "." not in rn.id)

        by_spot: dict[tuple[int, int], tuple[ResourceName, int, int]] = {}
        for rn, start, size in spans:
            kept = by_spot.get((start, size))
            if kept is None or seen(rn) > seen(kept[0]):
                by_spot[(start, size)] = (rn, start, size)
        self.mentions = _named_fields(vocab, said)
        spans = list(by_spot.values())
        # "contact groups" names Contact Groups, not also Contacts inside it
        spans = [
            sp
            for sp in spans
            if not any(o[2] > sp[2] and o[1] <= sp[1] and sp[1] + sp[2] <= o[1] + o[2] for o in spans)
        ]
        # "a search field for playlists": Spotify's Search is the control's name, not a table (nor
        # is its field `playlists` what the request names)
        control = [sp for sp in spans if said[sp[1] + sp[2] : sp[1] + sp[2] + 1] in (["box"], ["bar"], ["field"])]
        if control and len(spans) > len(control):
            spans = [sp for sp in spans if sp not in control]
        # "permissions on the group form": words that are a field of another table named are that
        # field; not when each of two tables is a field of the other ("a planet's page ought to list
        # the films": Film.planetConnection and Planet.filmConnection)
        covers = {
            rn.id: {m.resource.id for m in self.mentions if m.resource.id != rn.id and _overlap(m, start, size)}
            for rn, start, size in spans
        }
        # and words inside a longer field name are that field's ("group id" in Permissions, "the
        # Group:schema column" of Buckets: not the Groups table)
        self.spans = [
            (rn, start, size)
            for rn, start, size in spans
            if not any(other in covers and rn.id not in covers[other] for other in covers[rn.id])
            and not (
                any(_inside(m, start, size) for m in self.mentions if m.resource.id != rn.id)
                and not any(_inside(m, start, size) for m in self.mentions if m.resource.id == rn.id)
            )
        ]
        # "on a blog's page": a table called Page (Shopify's) is the noun when another table is named
        ui_noun = [sp for sp in self.spans if said[sp[1] : sp[1] + sp[2]] in (["page"], ["screen"], ["tab"], ["view"])]
        if ui_noun and len(self.spans) > len(ui_noun):
            self.spans = [sp for sp in self.spans if sp not in ui_noun]
        self.tables = [rn for rn, _, _ in self.spans]
        top = [rn for rn in self.tables if "." not in rn.id]
        # "quotes should have a get-PDF button": a top-level table before a nested one named by one word
        self.table = self.tables[0] if len(self.tables) == 1 else top[0] if len(top) == 1 else None

    def _visible(self, m: Mention) -> bool:
        res = self.plan.resource(m.resource.id)
        return bool(res and res.list_ and any(c.key == m.field.key for c in res.list_.columns))

    def field(
        self, kinds: set[str], shown: bool = False, heading: bool = False
    ) -> tuple[FieldName, ResourceName | None] | None:
        """The one field the request names, and its table: the named table, else the only table
        with a field so named (None: the rules then ask which)."""
        found = [m for m in self.mentions if not kinds or m.field.kinds & kinds]
        # the words naming a table name a field only of that table, or of the table said first
        # ("containers: show me the image": Containers' Image, not the Images table)
        scope = min(self.spans, key=lambda s: s[1])[0].id if self.spans else None
        for rn, start, size in self.spans:
            found = [
                m
                for m in found
                if m.resource.id in (rn.id, scope if rn.id != scope else None) or not _overlap(m, start, size)
            ]
        if self.tables and any(m.resource in self.tables for m in found):
            found = [m for m in found if m.resource in self.tables]
        # by its own name, or a synonym of two words ("phone number"): a one-word synonym is a guess
        # the rules make with more context ("detail" is no Description, "about" no About)
        found = [m for m in found if m.own or m.size > 1]
        if not found:
            return self._by_heading_alone(kinds, shown) if self.tables and heading else None

        # the words that name a table are its name, not a field of it (Xero's Invoices carry an
        # `Invoices` field) when anything else is named
        def in_a_name(m: Mention) -> bool:  # within the words that name a table ("contact groups")
            return any(_overlap(m, start, size) and m.size <= size for _, start, size in self.spans)

        # a name said less its last word that is a table's name is the table ("the newest invoices"
        # are Invoices, not their Invoice Number)
        found = [
            m for m in found if not (m.elided and in_a_name(m) and not set(words(m.field.label)[-1:]) & set(self.said))
        ]  # ("quotes with the highest number first" says Quote Number's last word: that column)
        if not found:
            return None
        if any(not in_a_name(m) for m in found):
            found = [m for m in found if not in_a_name(m)]
        # a name said whole before one said less its last word ("Created", not "Created At")
        if any(not m.elided for m in found):
            found = [m for m in found if not m.elided]
        # the longest name said first ("Amount Refunded", not "Amount"), then a column the list shows
        longest = max(m.size for m in found)
        found = [m for m in found if m.size == longest]
        if shown and any(self._visible(m) for m in found):
            found = [m for m in found if self._visible(m)]
        if len({m.field.label.lower() for m in found}) > 1 and self.spans:
            # "containers: show me the image each was built from": the table said first is the scope
            first = min(self.spans, key=lambda s: s[1])[0]
            if len({m.field.label.lower() for m in found if m.resource.id == first.id}) == 1:
                found = [m for m in found if m.resource.id == first.id]
                return found[0].field, first
        if len({m.field.label.lower() for m in found}) > 1:
            return None  # two different fields: not one change this reader can tell
        tables = {m.resource.id for m in found}
        return found[0].field, self.table or (found[0].resource if len(tables) == 1 else None)

    def named_in_heading_only(self, hit: tuple[FieldName, ResourceName | None]) -> bool:
        """The table is said only inside the heading's own words ("the fork policy column": Forks
        inside Fork policy), and another listed table shows that heading too (Repositories): which
        table is the person's to say when the change loses what a table shows."""
        field, table = hit
        if table is None:
            return False
        spans = [sp for sp in self.spans if sp[0].id == table.id]
        heading = [m for m in self.mentions if m.resource.id == table.id and m.field.key == field.key]
        if not spans or not heading or not all(any(_overlap(m, sp[1], sp[2]) for m in heading) for sp in spans):
            return False
        label = field.label.lower()
        return any(
            r.id != table.id and r.list_ and any(c.label.lower() == label for c in r.list_.columns)
            for r in self.plan.resources
        )

    def shown_in(self, table: ResourceName) -> list[FieldName]:
        """The columns of `table`'s list said one after another ("the IPv4 and IPv6 columns"), by
        their own names and outside the words naming a table; [] when anything else stands between."""
        said = sorted(
            (
                m
                for m in self.mentions
                if m.resource.id == table.id
                and m.own
                and self._visible(m)
                and not any(_overlap(m, start, size) for _, start, size in self.spans)
            ),
            key=lambda m: m.start,
        )
        out: list[FieldName] = []
        for before, m in zip([None, *said], said, strict=False):
            between = self.said[before.start + before.size : m.start] if before is not None else []
            if before is not None and not set(between) <= {"and", "or", "the", "both", "nor", "column", "also"}:
                return []
            if m.field not in out:
                out.append(m.field)
        return out

    def _by_heading_alone(self, kinds: set[str], shown: bool) -> tuple[FieldName, ResourceName | None] | None:
        """ "Balance heading: Credit" in an API with a Balance table: the words are a column's."""
        found = [m for m in self.mentions if (not kinds or m.field.kinds & kinds) and (not shown or self._visible(m))]
        if any(m.own for m in found):
            found = [m for m in found if m.own]
        labels = {m.field.label.lower() for m in found}
        if len(labels) != 1:
            return None
        tables = {m.resource.id for m in found}
        return found[0].field, found[0].resource if len(tables) == 1 else None


def _abbreviated(said: list[str], alias: list[str]) -> int:
    """Where a name stands with one of its words cut short ("desc html", "acct number"): every
    other word said whole, the short one the first three or more letters of its word."""
    n = len(alias)
    for start in range(len(said) - n + 1):
        got = said[start : start + n]
        cut = [i for i in range(n) if got[i] != alias[i]]
        if len(cut) == 1 and len(got[cut[0]]) >= 3 and alias[cut[0]].startswith(got[cut[0]]):
            return start
    return -1


def _reordered(said: list[str], alias: tuple[str, ...] | list[str]) -> int:
    """Where the words of a name stand together in another order, or -1."""
    want = sorted(alias)
    for start in range(len(said) - len(alias) + 1):
        if sorted(said[start : start + len(alias)]) == want:
            return start
    return -1


def _inside(m: Mention, start: int, size: int) -> bool:
    """The words start…start+size are part of a longer field name said by its own name."""
    return m.own and m.size > size and m.start <= start and start + size <= m.start + m.size


def _overlap(m: Mention, start: int, size: int) -> bool:
    return m.start < start + size and start < m.start + m.size
