"""Chat questions written fresh by helper H4 in issue 25's tenth session, before the fixes they
led to (set 1 at 607328f), over the benchmark's seven specs, in the format of
benchmarks/assist_cases.py's chat expectations ("cite OP PATH [or OP PATH]…", "yes|no [words…]",
"has words…"). Frames beyond the held sets: "what's the endpoint/request/route/query for X",
everyday verbs (wipe, clear out, purge, execute, suspend, resume, clean up), what an operation
needs, paging said as "next page", auth per operation, parameters by name. Looked at while
fixing, so a regression check, not a held-out measure.
`python benchmarks/assist_chat_paraphrases.py` prints JSON (right/of per set, and the misses).
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

REC = "/buckets/{bucket_id}/collections/{collection_id}/records"

SET1 = [
    ("petstore", "what's the endpoint for adopting a pet?", "cite adoptPet /pets/{petId}/adopt"),
    ("petstore", "which request gets me one owner?", "cite getOwner /owners/{ownerId}"),
    ("petstore", "what fields do I need to send to add a pet?", "has name species"),
    ("petstore", "do I need to authenticate to delete a pet?", "no"),
    ("petstore", "how do I get the next page of owners?", "has page"),
    ("petstore", "is there a way to erase an owner?", "yes deleteOwner"),
    ("petstore", "can I edit an owner?", "no"),
    ("petstore", "what's the route for listing pets?", "cite listPets /pets"),
    ("petstore", "does a pet have a price field?", "yes price"),
    ("swagger", "what's the request for signing a user out?", "cite logoutUser /user/logout"),
    ("swagger", "which call uploads a picture of a pet?", "cite uploadFile /pet/{petId}/uploadImage"),
    ("swagger", "what do I need to pass to log a user in?", "has username password"),
    ("swagger", "is authentication required to place an order?", "no"),
    ("swagger", "does looking up a pet by id need an api key?", "yes api_key"),
    ("swagger", "what's the endpoint to cancel an order?", "cite deleteOrder /store/order/{orderId}"),
    ("swagger", "can I create several users at once?", "yes createUsersWithListInput"),
    ("swagger", "what inputs does adding a pet take?", "has name photoUrls"),
    ("swagger", "how do I search pets by tag?", "cite findPetsByTags /pet/findByTags"),
    ("swagger", "what's the call to change a user?", "cite updateUser /user/{username}"),
    ("swapi", "what's the query to fetch a single film?", "cite film film"),
    ("swapi", "which query lists every vehicle?", "cite allVehicles allVehicles"),
    ("swapi", "how do I page through the starships?", "has after first"),
    ("swapi", "can I delete a planet?", "no"),
    ("swapi", "what arguments does the planet query take?", "has planetID"),
    ("swapi", "what fields does a Film have?", "has title director"),
    ("swapi", "is there a query to get one vehicle?", "cite vehicle vehicle"),
    ("swapi", "does a planet have a climates field?", "yes climates"),
    ("swapi", "what's the request for fetching any object by its ID?", "cite node node"),
    ("kinto", "what's the endpoint for creating a record in a collection?", f"cite create_record {REC}"),
    ("kinto", "how do I clear out all the groups of a bucket?", "cite delete_groups /buckets/{bucket_id}/groups"),
    ("kinto", "is there a way to purge every bucket?", "cite delete_buckets /buckets"),
    ("kinto", "how do I get the next page of records?", "has _token"),
    ("kinto", "how can I check the server version?", "cite __version__ /__version__"),
    ("kinto", "can I send several requests in one call?", "cite batch /batch"),
    ("kinto", "can I filter the records list by last_modified?", "yes last_modified"),
    ("kinto", "what does updating a group need?", "has data"),
    (
        "kinto",
        "which endpoint lists the collections in a bucket?",
        "cite get_collections /buckets/{bucket_id}/collections",
    ),
    ("docker", "what's the endpoint for restarting a container?", "cite ContainerRestart /containers/{id}/restart"),
    ("docker", "how do I execute a command in a container?", "cite ContainerExec /containers/{id}/exec"),
    ("docker", "how do I suspend a running container?", "cite ContainerPause /containers/{id}/pause"),
    ("docker", "what's the call to resume a paused container?", "cite ContainerUnpause /containers/{id}/unpause"),
    ("docker", "how can I clean up unused volumes?", "cite VolumePrune /volumes/prune"),
    ("docker", "how do I get rid of all stopped containers at once?", "cite ContainerPrune /containers/prune"),
    ("docker", "how do I see a container's logs?", "cite ContainerLogs /containers/{id}/logs"),
    ("docker", "can I filter the images list?", "yes filters"),
    ("docker", "how do I tag an image?", "cite ImageTag /images/{name}/tag"),
    ("docker", "what's the request to push an image to a registry?", "cite ImagePush /images/{name}/push"),
    ("docker", "what do I send to create a volume?", "has Name Driver"),
    ("docker", "is the networks list paginated?", "no"),
    ("docker", "how do I ping the daemon?", "cite SystemPing /_ping or SystemPingHead /_ping"),
    ("docker", "which endpoint installs a plugin?", "cite PluginPull /plugins/pull"),
    ("docker", "how do I show the processes running in a container?", "cite ContainerTop /containers/{id}/top"),
    ("docker", "can I cap how many results an image search returns?", "yes limit"),
    ("docker", "how do I detach a container from a network?", "cite NetworkDisconnect /networks/{id}/disconnect"),
    ("xero", "what's the endpoint for emailing an invoice?", "cite emailInvoice /Invoices/{InvoiceID}/Email"),
    ("xero", "is the contacts list paged?", "yes page"),
    ("xero", "do I need OAuth to list invoices?", "yes OAuth2"),
    ("xero", "which call deletes an item?", "cite deleteItem /Items/{ItemID}"),
    ("xero", "how do I download a quote as a PDF?", "cite getQuoteAsPdf /Quotes/{QuoteID}/pdf"),
    ("xero", "are bank transactions returned in pages?", "yes page"),
    ("xero", "how do I get the balance sheet report?", "cite getReportBalanceSheet /Reports/BalanceSheet"),
    ("xero", "what's the call to create a purchase order?", "cite createPurchaseOrders /PurchaseOrders"),
    ("xero", "how can I see the history of an invoice?", "cite getInvoiceHistory /Invoices/{InvoiceID}/History"),
    ("xero", "is the linked transactions list paginated?", "yes page"),
    ("xero", "can I delete a contact?", "no"),
    (
        "xero",
        "how do I attach a file to an invoice?",
        "cite createInvoiceAttachmentByFileName /Invoices/{InvoiceID}/Attachments/{FileName}",
    ),
    (
        "stripe",
        "what's the endpoint for voiding an invoice?",
        "cite PostInvoicesInvoiceVoid /v1/invoices/{invoice}/void",
    ),
    ("stripe", "how do I capture a charge?", "cite PostChargesChargeCapture /v1/charges/{charge}/capture"),
    ("stripe", "is the customers list paginated?", "yes starting_after"),
    ("stripe", "how do I remove a coupon?", "cite DeleteCouponsCoupon /v1/coupons/{coupon}"),
    ("stripe", "can I search customers?", "yes GetCustomersSearch"),
    ("stripe", "what's the call for reversing a payout?", "cite PostPayoutsPayoutReverse /v1/payouts/{payout}/reverse"),
    (
        "stripe",
        "how do I expire a checkout session?",
        "cite PostCheckoutSessionsSessionExpire /v1/checkout/sessions/{session}/expire",
    ),
    ("stripe", "how do I get my account balance?", "cite GetBalance /v1/balance"),
    ("stripe", "how do I close a dispute?", "cite PostDisputesDisputeClose /v1/disputes/{dispute}/close"),
    ("stripe", "can I limit how many payouts come back?", "yes limit"),
    (
        "stripe",
        "what's the request for sending an invoice?",
        "cite PostInvoicesInvoiceSend /v1/invoices/{invoice}/send",
    ),
    ("stripe", "do I need credentials to list refunds?", "yes"),
]

SETS = {"set1": SET1}


async def _run() -> dict:
    import benchmarks.assist_eval as ev

    loaded = {n: ev.load(n) for n in sorted({s for cases in SETS.values() for s, _, _ in cases})}
    state = ev.State(None)
    out: dict = {}
    n = 0
    for name, cases in SETS.items():
        right, misses = 0, []
        for spec, question, expect in cases:
            n += 1
            answer = await ev.run_chat(state, loaded, spec, question, f"p{n}")
            ok, why = ev.judge_chat(expect, loaded[spec][0], answer)
            right += ok
            if not ok:
                misses.append({"spec": spec, "question": question, "expect": expect, "answer": why})
        out[name] = {"right": right, "of": len(cases), "misses": misses}
    return out


if __name__ == "__main__":
    print(json.dumps(asyncio.run(_run()), indent=1))
