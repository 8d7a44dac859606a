"""Realistic strings and numbers from a field's name: `email` gets an address, `avatarUrl` a
picture, `price` a price. The rules are data (token → generator), tried longest name first."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any
from urllib.parse import quote

from faker import Faker

from copilot_cli.common.identifiers import spaced

Gen = Callable[[Faker], Any]

_PERSON_TYPES = re.compile(
    r"(?i)user|person|owner|customer|employee|contact|author|member|account|people|profile|staff|client|admin|"
    r"billing|shipping|recipient|sender|holder|individual|payer|payee|beneficiary|guest|patient|student|driver|"
    r"buyer|seller|consumer|representative|director|executive|signer|applicant|candidate|attendee|speaker"
)
_ORG_TYPES = re.compile(r"(?i)compan|organi[sz]ation|org\b|team|guild|business|vendor|supplier|merchant|tenant")


@lru_cache(maxsize=8192)
def tokens(name: str) -> tuple[str, ...]:
    """`avatarURL` → ['avatar', 'url']; `first_name` → ['first', 'name']."""
    return tuple(t for t in re.split(r"[^A-Za-z0-9]+", spaced(name).lower()) if t)


def picture(fake: Faker) -> str:
    """A small SVG as a data: URL, so pictures render offline and never hit the network."""
    color = fake.hex_color()
    letters = fake.random_uppercase_letter() + fake.random_uppercase_letter()
    svg = (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64' rx='12' fill='{color}'/>"
        f"<text x='32' y='40' font-family='sans-serif' font-size='24' text-anchor='middle' fill='white'>{letters}</text></svg>"
    )
    return "data:image/svg+xml;utf8," + quote(svg)


def _title(fake: Faker) -> str:
    return fake.sentence(nb_words=4).rstrip(".")


def _label(fake: Faker) -> str:
    return f"{fake.word().capitalize()} {fake.word()}"


# The currencies and kinds people meet most; Faker's full lists read as noise (BIF, KGS; "woman").
_CURRENCIES = ("USD", "USD", "USD", "EUR", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "SEK", "INR", "BRL", "SGD")
_KINDS = ("standard", "basic", "premium", "custom", "default", "internal", "external", "primary", "secondary")


def _currency(fake: Faker) -> str:
    return fake.random_element(_CURRENCIES)


# Whole-name rules (joined tokens), then last-token rules. Order within each does not matter.
_JOINED: dict[str, Gen] = {
    "firstname": lambda f: f.first_name(),
    "givenname": lambda f: f.first_name(),
    "lastname": lambda f: f.last_name(),
    "familyname": lambda f: f.last_name(),
    "surname": lambda f: f.last_name(),
    "fullname": lambda f: f.name(),
    "displayname": lambda f: f.name(),
    "realname": lambda f: f.name(),
    "username": lambda f: f.user_name(),
    "login": lambda f: f.user_name(),
    "nickname": lambda f: f.user_name(),
    "handle": lambda f: f.user_name(),
    "screenname": lambda f: f.user_name(),
    "phonenumber": lambda f: f.phone_number(),
    "mobilenumber": lambda f: f.phone_number(),
    "streetaddress": lambda f: f.street_address(),
    "addressline1": lambda f: f.street_address(),
    "addressline2": lambda f: f.secondary_address(),
    "line1": lambda f: f.street_address(),
    "line2": lambda f: f.secondary_address(),
    "address1": lambda f: f.street_address(),
    "address2": lambda f: f.secondary_address(),
    "postalcode": lambda f: f.postcode(),
    "zipcode": lambda f: f.postcode(),
    "countrycode": lambda f: f.country_code(),
    "currencycode": lambda f: _currency(f),
    "domainname": lambda f: f.domain_name(),
    "hostname": lambda f: f.hostname(),
    "ipaddress": lambda f: f.ipv4(),
    "macaddress": lambda f: f.mac_address(),
    "useragent": lambda f: f.user_agent(),
    "contenttype": lambda f: f.mime_type(),
    "mimetype": lambda f: f.mime_type(),
    "filename": lambda f: f.file_name(),
    "jobtitle": lambda f: f.job(),
    "companyname": lambda f: f.company(),
}
_LAST: dict[str, Gen] = {
    "email": lambda f: f.email(),
    "mail": lambda f: f.email(),
    "phone": lambda f: f.phone_number(),
    "mobile": lambda f: f.phone_number(),
    "tel": lambda f: f.phone_number(),
    "fax": lambda f: f.phone_number(),
    "street": lambda f: f.street_address(),
    "address": lambda f: f.address().replace("\n", ", "),
    "city": lambda f: f.city(),
    "town": lambda f: f.city(),
    "state": lambda f: f.state(),
    "province": lambda f: f.state(),
    "region": lambda f: f.state(),
    "country": lambda f: f.country(),
    "zip": lambda f: f.postcode(),
    "postcode": lambda f: f.postcode(),
    "company": lambda f: f.company(),
    "organization": lambda f: f.company(),
    "employer": lambda f: f.company(),
    "director": lambda f: f.name(),
    "producer": lambda f: f.name(),
    "author": lambda f: f.name(),
    "creator": lambda f: f.name(),
    "assignee": lambda f: f.name(),
    "reviewer": lambda f: f.name(),
    "job": lambda f: f.job(),
    "occupation": lambda f: f.job(),
    "title": _title,
    "headline": _title,
    "subject": _title,
    "caption": _title,
    "description": lambda f: f.paragraph(nb_sentences=2),
    "summary": lambda f: f.sentence(),
    "bio": lambda f: f.paragraph(nb_sentences=2),
    "about": lambda f: f.paragraph(nb_sentences=2),
    "comment": lambda f: f.sentence(),
    "body": lambda f: f.paragraph(),
    "content": lambda f: f.paragraph(),
    "crawl": lambda f: f.paragraph(),
    "synopsis": lambda f: f.paragraph(),
    "overview": lambda f: f.paragraph(),
    "excerpt": lambda f: f.sentence(),
    "story": lambda f: f.paragraph(),
    "text": lambda f: f.sentence(),
    "message": lambda f: f.sentence(),
    "note": lambda f: f.sentence(),
    "notes": lambda f: f.sentence(),
    "reason": lambda f: f.sentence(),
    "topic": lambda f: f.sentence(nb_words=3).rstrip("."),
    "url": lambda f: f.url(),
    "uri": lambda f: f.url(),
    "website": lambda f: f.url(),
    "homepage": lambda f: f.url(),
    "link": lambda f: f.url(),
    "href": lambda f: f.url(),
    "domain": lambda f: f.domain_name(),
    "hostname": lambda f: f.hostname(),
    "host": lambda f: f.hostname(),
    "ip": lambda f: f.ipv4(),
    "login": lambda f: f.user_name(),
    "avatar": picture,
    "image": picture,
    "photo": picture,
    "picture": picture,
    "thumbnail": picture,
    "icon": picture,
    "logo": picture,
    "banner": picture,
    "splash": picture,
    "cover": picture,
    "color": lambda f: f.hex_color(),
    "colour": lambda f: f.hex_color(),
    "currency": lambda f: _currency(f),
    "locale": lambda f: f.locale().replace("_", "-"),
    "language": lambda f: f.language_code(),
    "lang": lambda f: f.language_code(),
    "timezone": lambda f: f.timezone(),
    "tz": lambda f: f.timezone(),
    "slug": lambda f: f.slug(),
    "uuid": lambda f: f.uuid4(),
    "guid": lambda f: f.uuid4(),
    "token": lambda f: f.sha1(),
    "secret": lambda f: f.sha1(),
    "hash": lambda f: f.sha1(),
    "checksum": lambda f: f.md5(),
    "password": lambda f: f.password(length=12),
    "version": lambda f: f"{f.random_int(0, 4)}.{f.random_int(0, 20)}.{f.random_int(0, 9)}",
    "sku": lambda f: f.bothify("SKU-####-??").upper(),
    "isbn": lambda f: f.isbn13(),
    "iban": lambda f: f.iban(),
    "tag": lambda f: f.word(),
    "tags": lambda f: f.word(),
    "keyword": lambda f: f.word(),
    "label": _label,
    "category": lambda f: f.word().capitalize(),
    "type": lambda f: f.random_element(_KINDS),
    "kind": lambda f: f.random_element(_KINDS),
    "code": lambda f: f.bothify("??-###").upper(),
    "status": lambda f: f.random_element(["active", "pending", "inactive"]),
}
_NUMBERS: dict[str, Gen] = {
    "price": lambda f: round(f.pyfloat(min_value=1, max_value=500, right_digits=2), 2),
    "amount": lambda f: round(f.pyfloat(min_value=1, max_value=5000, right_digits=2), 2),
    "cost": lambda f: round(f.pyfloat(min_value=1, max_value=500, right_digits=2), 2),
    "total": lambda f: round(f.pyfloat(min_value=1, max_value=5000, right_digits=2), 2),
    "balance": lambda f: round(f.pyfloat(min_value=0, max_value=10000, right_digits=2), 2),
    "subtotal": lambda f: round(f.pyfloat(min_value=1, max_value=5000, right_digits=2), 2),
    "tax": lambda f: round(f.pyfloat(min_value=0, max_value=100, right_digits=2), 2),
    "latitude": lambda f: float(f.latitude()),
    "lat": lambda f: float(f.latitude()),
    "longitude": lambda f: float(f.longitude()),
    "lng": lambda f: float(f.longitude()),
    "lon": lambda f: float(f.longitude()),
    "rating": lambda f: f.random_int(1, 5),
    "stars": lambda f: f.random_int(1, 5),
    "score": lambda f: f.random_int(0, 100),
    "age": lambda f: f.random_int(1, 90),
    "year": lambda f: f.random_int(1990, 2026),
    "percent": lambda f: f.random_int(0, 100),
    "percentage": lambda f: f.random_int(0, 100),
    "count": lambda f: f.random_int(0, 250),
    "quantity": lambda f: f.random_int(1, 50),
    "qty": lambda f: f.random_int(1, 50),
    "size": lambda f: f.random_int(1, 4096),
    "width": lambda f: f.random_int(16, 1920),
    "height": lambda f: f.random_int(16, 1080),
    "duration": lambda f: f.random_int(1, 3600),
    "port": lambda f: f.random_int(1024, 65535),
}


@lru_cache(maxsize=8192)
def string_for_name(name: str | None, type_name: str | None) -> Gen | None:
    """A generator of a realistic string for a field called `name` on type `type_name`, if any."""
    if not name:
        return None
    parts = tokens(name)
    if not parts:
        return None
    joined = "".join(parts)
    if joined in _JOINED:
        return _JOINED[joined]
    last = parts[-1]
    if last == "name" and len(parts) == 1:
        owner = type_name or ""
        if _PERSON_TYPES.search(owner):
            return lambda f: f.name()
        if _ORG_TYPES.search(owner):
            return lambda f: f.company()
        return lambda f: (
            f.first_name()
            if re.search(r"(?i)(pet|animal|dog|cat|puppy|kitten)s?(input|model|dto|create|update)?$", owner)
            else _label(f)
        )
    if last == "name":
        return _label
    if last == "id" or (last == "ids" and len(parts) > 1):
        return lambda f: str(f.random_int(1000, 99_999_999))
    return _LAST.get(last)


_WEAK = {"type", "kind", "tag", "tags", "keyword", "category", "code", "status", "label", "object"}
_FUTURE = {"expires", "expiry", "expiration", "due", "until", "deadline", "renews", "renewal", "next", "scheduled"}
_TIME_WORDS = {"created", "updated", "modified", "deleted", "timestamp", "published", "started", "ended", "completed"}


_PICTURES = {"avatar", "image", "photo", "picture", "thumbnail", "icon", "logo", "banner", "gravatar"}


@lru_cache(maxsize=8192)
def picture_name(name: str | None) -> bool:
    """`avatar_url`, `profileImageUri` without a format: a picture that renders offline (with
    `format: uri` the value stays an http(s) URL)."""
    return bool(name) and bool(_PICTURES.intersection(tokens(name))) and "id" not in tokens(name)


@lru_cache(maxsize=8192)
def weak_name(name: str | None) -> bool:
    """The name-based value is a stand-in (a random word for `resource_type`): an example is better."""
    parts = tokens(name) if name else ()
    return bool(parts) and parts[-1] in _WEAK


@lru_cache(maxsize=8192)
def time_kind(name: str | None, *, integer: bool = False) -> str | None:
    """ "past" or "future" when a field called `name` holds a moment (`created_at`, `expires`,
    Stripe's integer `created`), else None. Integers need a stronger hint than strings: `*_time`
    and `*_on` integers are as often durations or counts."""
    parts = tokens(name) if name else ()
    if not parts:
        return None
    last = parts[-1]
    if integer:
        timed = last in _TIME_WORDS or last in ("at", "timestamp", "ts") and len(parts) > 1
        timed = timed or last in ("date", "start", "end") and len(parts) > 1 or last in _FUTURE
    else:
        timed = last in _TIME_WORDS or last in ("at", "on", "date", "time", "timestamp") and len(parts) > 1
    if not timed:
        return None
    return "future" if any(p in _FUTURE for p in parts) else "past"


_HINTS: tuple[tuple[re.Pattern[str], Gen], ...] = (
    (re.compile(r"(?i)\bISO[ -]?4217\b|three-letter (ISO )?currency"), _currency),
    (re.compile(r"(?i)\bISO[ -]?3166\b|two-letter (ISO )?country|alpha-2"), lambda f: f.country_code()),
    (re.compile(r"(?i)\b(BCP[ -]?47|IETF language tag)\b"), lambda f: f.locale().replace("_", "-")),
)


@lru_cache(maxsize=8192)
def string_for_description(description: str | None) -> Gen | None:
    """A generator the field's description asks for ("Three-letter ISO currency code")."""
    if not description:
        return None
    text = description[:400]
    return next((gen for pattern, gen in _HINTS if pattern.search(text)), None)


@lru_cache(maxsize=8192)
def lowercase_wanted(description: str | None) -> bool:
    return bool(description) and bool(re.search(r"(?i)\bin lower ?case\b|\blower-?cased?\b", description[:400]))


@lru_cache(maxsize=8192)
def number_for_name(name: str | None) -> Gen | None:
    """A generator of a realistic number for a field called `name`, if any."""
    if not name:
        return None
    parts = tokens(name)
    return _NUMBERS.get(parts[-1]) if parts else None
