"""Everyday words for what APIs name otherwise, for chat's operation scoring (chat_match.py): a
daemon or server that is "alive", "up" or "healthy" answers its ping, heartbeat or health check;
money given back is a refund; how much money there is, the balance. Each sense is a set of words
any one of which an operation's name may say (Docker's `SystemPing`, Kinto's `__heartbeat__`);
the phrases rewrite what is said in several words into the one word the senses know, and a light
verb before a noun ("issue a refund", "raise an invoice") into creating it."""

from __future__ import annotations

import re

# a word of the question → the other words an operation's name may say it with
SENSES: dict[str, tuple[str, ...]] = {}
for _group in (
    ("alive", "ping", "heartbeat", "health", "healthcheck", "liveness", "readiness"),
    ("healthy", "ping", "heartbeat", "health", "healthcheck"),
    ("reachable", "ping", "heartbeat", "health"),
    ("refund", "refund", "reimburse"),
    ("next", "upcoming"),  # "the next invoice": Stripe's /v1/invoices/upcoming
    ("download", "download", "pull"),  # "download an image": Docker's pull (ImageCreate, "Pull or import")
    ("character", "people", "person"),  # the characters of a story are its people (SWAPI's allPeople)
    ("someone", "user", "member"),  # "add someone to a group": a user, a member
    ("somebody", "user", "member"),
    ("colleague", "user", "member", "collaborator"),
    ("notified", "webhook", "notification"),  # "get notified when a file changes": a webhook
    ("notify", "webhook", "notification"),
    ("notification", "webhook", "notification"),
    ("recently", "recent"),
    ("login", "login", "token", "session"),  # logging in is getting a token or a session
    ("chargeback", "dispute"),
    ("similar", "recommendation", "recommend", "related"),  # "products similar to one": recommendations
    ("disk", "df", "usage", "storage"),  # how much disk is used: `df` (Docker's /system/df, "data usage")
    ("my", "me"),  # the asker's own: an operation named for me (`list_my_guilds`, /users/@me/…)
    ("server", "guild"),  # a chat app's servers are its guilds (Discord's own name for them)
):
    SENSES[_group[0]] = _group[1:]

PHRASES = (
    # "is the daemon up?", "whether docker is responding" (not "running": "the containers that are running")
    (
        re.compile(
            r"\b(is|are|be|s|still|being)((?: \w+){0,3}?) (online|responding|responsive|reachable|alive|healthy)\b"
        ),
        r"\1\2 alive",
    ),
    # "up" only where it ends what is said ("is docker up?"), not a particle ("set up", "look up")
    (re.compile(r"\b(is|are|be|s|still)((?: \w+){0,3}?) up(?=\s*(\?|$|,|\.|and\b|or\b))"), r"\1\2 alive"),
    (re.compile(r"\b(health ?check|health|liveness|uptime)\b"), "healthy"),
    # "is docker running fine?", "is the server working properly?"
    (
        re.compile(r"\b(is|are)((?: \w+){0,3}?) (running|working) (fine|ok|okay|well|properly|correctly|normally)\b"),
        r"\1\2 alive",
    ),
    # "get a shell inside a container" runs a command in it (ContainerExec)
    (re.compile(r"\b(get|open|start|run|spawn)s? (an? |some )?(interactive )?(shell|bash|sh)\b"), "exec command"),
    # who owes the asker money is what is receivable; what the asker owes, payable
    # (the question word kept: what is left is still asked)
    (re.compile(r"\b(who|what|which \w+) (owes?|owing) (me|us)( money)?\b"), r"\1 is in the aged receivables"),
    (re.compile(r"\b(who|what) (do )?(i|we) owe( money)?( to)?\b"), r"\1 is in the aged payables"),
    # "give a customer their money back", "pay them back", "reimburse a charge"
    (
        re.compile(
            r"\b(give|gives|send|pay|pays|return)\s+((?:\w+\s+){0,2}?)(?:their|his|her|the|my|its)?\s*money\s+back\b"
        ),
        r"refund \2",
    ),
    # money back wanted, asked for or owed is a refund to make ("a customer wants their money back")
    (
        re.compile(
            r"\b(wants?|wanted|needs?|would like|asks? for|asked for|asking for|expects?|demands?|is owed|are owed)"
            r"\s+((?:\w+\s+){0,2}?)(?:their|his|her|the|my|its|our|your)?\s*money\s+back\b"
        ),
        r"create a refund",
    ),
    (re.compile(r"\b(money\s+back|reimburse\w*)\b"), "refund"),
    # "how much money is in my account?" asks the account's balance, not the account
    (
        re.compile(
            r"\bhow much (money|cash|funds?)( (is|is there|there is|do i have|have i got|we have|is left))?"
            r"( (in|on|left in) (my|the|our) (\w+ )?account)?"
        ),
        "the balance",
    ),
    # "how much disk docker uses", "how much space is taken": the disk usage (Docker's /system/df)
    (re.compile(r"\bhow much (disk space|disk|space|storage)\b"), "disk data usage"),
    # "get the species in smaller batches", "in chunks": page by page
    (
        re.compile(
            r"\b(in|into|by) (smaller |small |little |a few |several |multiple )?(batches|chunks|pieces|bits|parts)\b"
        ),
        "page by page",
    ),
    # "take an item out of the cart", "kick a user out of a group": remove it from there
    (
        re.compile(r"\b(take|takes|taking|took|kick|kicks|kicked|throw|throws) ((?:\w+ ){1,3}?)out( of)?\b"),
        r"remove \2from",
    ),
    # "move a file to the trash", "throw it in the bin": deleting it (Box deletes into its trash)
    (
        re.compile(
            r"\b(move|moves|moved|moving|send|sends|put|puts|throw|throws)\s+((?:\w+'?s?\s+){1,3}?)(to|in|into)\s+the\s+(trash|bin|recycle bin|wastebasket)\b"
        ),
        r"delete \2",
    ),
    # "bring back a deleted folder", "get a file's previous version back": restoring it (restore
    # says the thing was deleted: "restore a deleted folder" is no delete)
    (re.compile(r"\b(bring|brings|bringing|get|gets|getting)\s+back\b"), "restore"),
    (re.compile(r"\b(bring|brings|bringing|get|gets|getting)\s+((?:\w+'?s?\s+){1,4}?)back\b"), r"restore \2"),
    (
        re.compile(
            r"\b(restore|recover|undelete)(s|d|ing)?\s+(an?\s+|the\s+|my\s+|this\s+|that\s+)?(deleted|trashed|removed)\s+"
        ),
        r"restore \3",
    ),
    # several changes bundled, combined or grouped into one request are a batch (Kinto's POST /batch)
    (
        re.compile(
            r"\b(bundl|combin|group|merg|pack|bunch|squash|wrap)\w*\s+((?:\w+\s+){0,4}?)(in|into|as)\s+(a single|one|1|a)\s+"
            r"(request|call|go|round ?trip|http request)\b"
        ),
        "batch",
    ),
    # "the servers I'm in", "groups I belong to", "channels I've joined": the asker's own (`/users/@me/guilds`)
    (
        re.compile(
            r"\b(?:the\s+)?(\w+)\s+(?:that\s+|which\s+)?(?:i'm|i am|i've|i have|i)\s+"
            r"(?:in|a member of|part of|joined|belong to|am in|subscribed to|following)\b"
        ),
        r"my \1",
    ),
    # "sign up a user" registers one
    (re.compile(r"\bsign(?:s|ed|ing)?\s+((?:\w+\s+){0,2}?)up\b"), r"register \1"),
    # a profile picture is an avatar
    (re.compile(r"\bprofile\s+(picture|photo|image|pic)s?\b"), "avatar"),
    # "get notified when a file changes" asks for notifications to be made: a webhook
    (re.compile(r"\b(get|gets|be|being|getting|stay|stays)\s+(notified|alerted)\b"), "create notification"),
    # a direct message is a DM (Discord's `create_dm`); the user signed in is the asker (Hashnode's `me`)
    (re.compile(r"\bdirect messages?\b"), "dm"),
    (
        re.compile(
            r"\b(the |a )?(logged[- ]in|signed[- ]in|current|authenticated|current[- ]logged[- ]in) (user|account)\b"
        ),
        "my user",
    ),
    # what one opens by making it: a DM, a ticket, an account, a session ("open a file" reads one)
    (
        re.compile(
            r"\bopen(s|ed|ing)?\s+(an?|the|one|some|my)\s+(new\s+)?(dm|ticket|issue|account|conversation|thread|session"
            r"|case|pull request|dispute|channel|lobby)\b"
        ),
        r"create \2 \4",
    ),
    # a blog's posts are its articles (Shopify's `articles`)
    (re.compile(r"\bblog posts?\b"), "blog articles"),
    # "set up a webhook endpoint" makes one
    (re.compile(r"\bset(s|ting)? up (an?|one|some|my|the) "), r"create \2 "),
    # "the disputes on my account": the asker's own, not the API's account resource
    (re.compile(r" (on|in|for|from|across|under|of) (my|our) (own )?account\b(?!s| \w*(balance|id|number))"), ""),
    # a light verb before a noun is creating it: "issue a refund", "raise an invoice", "file a dispute"
    (
        re.compile(r"\b(issue|issues|issued|raise|raises|raised|file|files|filed|lodge)\s+(an?|one|the)\s+"),
        r"create \2 ",
    ),
)


def everyday(text: str) -> str:
    for rx, said in PHRASES:
        text = rx.sub(said, text)
    return text
