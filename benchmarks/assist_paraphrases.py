"""Paraphrase sets of customize written during issue 25's ninth session by helper H2, each before
the fixes of its round (own set 1 at 5dbf2ec, set 2 at 0476c9d, set 3 at c092081), in the format of
benchmarks/assist_cases.py. A regression check of the lexicon (assist/lexicon.py, frames.py) — looked
at, so not a held-out measure. Sets 4 to 8 are H3's (tenth session): set 4 written at 607328f before
its fixes, over held6's miss classes in new phrasings; sets 5 to 8 each written after the previous set's fixes, before
being run. `python benchmarks/assist_paraphrases.py [set1 … set8]` prints JSON (right/of per set).
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MINE = [
    # hide, varied verbs
    ("petstore", "kill the species column", "hide Pets|Species"),
    ("petstore", "I don't need to see the phone column for owners", "hide Owners|Phone"),
    ("petstore", "strip out the birth date column from pets", "hide Pets|Birth Date"),
    ("petstore", "no more street column on the owners table please", "hide Owners|Street"),
    ("swapi", "I'd rather not see the producers column", "hide Film|Producers"),
    ("swapi", "cut the rotation period from planets", "hide Planet|Rotation Period"),
    ("swapi", "get the eye color column out of the people list", "hide Person|Eye Color"),
    ("docker", "scrap the ports column on containers", "hide Containers|Ports"),
    ("xero", "exclude the description column from accounts", "hide Accounts|Description"),
    ("stripe", "coupons don't need the max redemptions column", "hide Coupons|Max redemptions"),
    ("kinto", "remove record id from permissions", "hide Permissions|Record id"),
    ("docker", "nix repo digests on images", "hide Images|Repo Digests"),
    # show / add
    ("petstore", "add the vaccinated column to pets", "show Pets|Vaccinated"),
    ("swapi", "add surface water to the planet list", "show Planet|Surface Water"),
    ("petstore", "I want to see each pet's description in the table", "show Pets|Description"),
    # rename / label
    ("petstore", "I'd like the phone column to be called Mobile", "label Owners|Mobile"),
    ("petstore", "species should be called Animal", "label Pets|Animal"),
    ("swapi", "change Episode ID's name to Episode", "label Film|Episode"),
    ("swapi", "relabel Orbital Period as Year Length", "label Planet|Year Length"),
    ("docker", "rename Created At to Made on volumes", "label Volumes|Made"),
    ("xero", "call Bank Amount Paid", "label Payments|Paid"),
    ("stripe", "retitle the Receipt email column as Receipt sent to", "label Charges|Receipt sent to"),
    ("kinto", "label the Uri column as Address", "label Permissions|Address"),
    ("petstore", "call the Pets page Animals", "page Pets|Animals"),
    ("docker", "rename the Volumes page to Disks", "page Volumes|Disks"),
    ("stripe", "I want the Coupons page called Discounts", "page Coupons|Discounts"),
    # reorder
    ("petstore", "lead with the name column in pets", "first Pets|Name"),
    ("swapi", "gender first on the people list", "first Person|Gender"),
    ("docker", "move scope to the left on volumes", "first Volumes|Scope"),
    ("xero", "I want the status column at the beginning in accounts", "first Accounts|Status"),
    ("stripe", "move the amount column to the end on payouts", "last Payouts|Amount"),
    ("swapi", "put the director column last in films", "last Film|Director"),
    # sort
    ("petstore", "show the most expensive pets first", "sort Pets|Price|desc"),
    ("petstore", "owners alphabetically by last name", "sort Owners|Last Name|asc"),
    ("swapi", "sort planets by population, biggest first", "sort Planet|Population|desc"),
    ("swapi", "newest films first", "sort Film|Release Date|desc"),
    ("swapi", "arrange the people by name", "sort Person|Name|asc"),
    ("docker", "oldest images first", "sort Images|Created|asc"),
    ("docker", "largest images first", "sort Images|Size|desc"),
    ("xero", "rank bank transfers by amount, highest first", "sort Bank Transfers|Amount|desc"),
    ("stripe", "smallest charges first", "sort Charges|Amount|asc"),
    ("stripe", "alphabetize the coupons", "sort Coupons|Name|asc"),
    ("kinto", "order permissions by uri", "sort Permissions|Uri|asc"),
    # page size
    ("petstore", "only show 5 pets at once", "size Pets|5"),
    ("swapi", "20 starships per page", "size Starship|20"),
    ("xero", "I want 100 invoices on a page", "size Invoices|100"),
    # format
    ("stripe", "show charge amounts in dollars", "format Charges|Amount|currency"),
    ("docker", "image sizes as compact numbers", "format Images|Size|compact"),
    ("xero", "currency rate on payments as a percentage", "format Payments|Currency Rate|percent"),
    # filter / search
    ("stripe", "let me filter payouts by status", "already"),
    ("swapi", "add a search box to the films page", "search Film"),
    ("petstore", "let me search owners", "search Owners"),
    # form fields
    ("petstore", "make price compulsory when adding a pet", "field Pets|price|required"),
    ("petstore", "phone is optional for new owners", "field Owners|phone|optional"),
    ("swagger", "don't ask for a phone number on the user form", "field User|phone|hidden"),
    ("stripe", "the coupon name has to be given when creating a coupon", "field Coupons|name|required"),
    ("stripe", "currency should not be required on new coupons", "field Coupons|currency|optional"),
    # theme / layout / title
    ("swapi", "switch to light mode", "theme light"),
    ("docker", "night mode please", "theme dark"),
    ("petstore", "put the navigation along the top", "layout topnav"),
    ("docker", "name the app Whale Console", "title Whale Console"),
    ("kinto", "the app should be called Kinto Admin", "title Kinto Admin"),
    ("stripe", "title the app Payments Desk", "title Payments Desk"),
    # detail / sub
    ("swapi", "when I open a planet show its residents", "sub Planet|Resident"),
    # ask / refuse / unclear / already
    ("swapi", "hide the name column", "ask Person,Planet"),
    ("docker", "ditch the Driver column", "ask Volumes,Networks"),
    ("petstore", "hide the breed column", "hide Pets|Breed"),
    ("petstore", "order pets by breed", "sort Pets|Breed|asc"),
    ("xero", "send every contact a reminder", "refuse"),
    ("swapi", "make it look nicer", "unclear"),
    ("petstore", "add a search bar to pets", "already"),
]

MINE2 = [
    ("petstore", "take the species column off the pets table", "hide Pets|Species"),
    ("petstore", "stop showing the phone number for owners", "hide Owners|Phone"),
    ("swapi", "the gravity column can go", "hide Planet|Gravity"),
    ("docker", "don't display the command column on containers", "hide Containers|Command"),
    ("xero", "trim the type column from accounts", "hide Accounts|Type"),
    ("stripe", "prune the shippable column from products", "hide Products|Shippable"),
    ("petstore", "change the Breed heading to Kind", "label Pets|Kind"),
    ("swapi", "rename the Director column Directed by", "label Film|Directed by"),
    ("docker", "use Disk instead of Driver as the heading on volumes", "label Volumes|Disk"),
    ("xero", "replace the Code label with Account code in accounts", "label Accounts|Account code"),
    ("stripe", "the Amount off column should read Discount", "label Coupons|Discount"),
    ("kinto", "change the Members heading to People", "label Groups|People"),
    ("petstore", "rename the app to Paws", "title Paws"),
    ("swapi", "the title should say Star Wars Data", "title Star Wars Data"),
    ("petstore", "price should come first in pets", "first Pets|Price"),
    ("swapi", "make height the first column for people", "first Person|Height"),
    ("docker", "bring the scope column to the front on networks", "first Networks|Scope"),
    # the expectation was written wrong: "before the date" is position 4, which the judge cannot say
    ("xero", "put the amount column before the date in payments", "first Payments|Amount"),
    ("petstore", "sort pets by price high to low", "sort Pets|Price|desc"),
    ("swapi", "starships by length descending", "sort Starship|Length|desc"),
    ("docker", "most recent containers at the top", "sort Containers|Created|desc"),
    ("stripe", "reverse alphabetical order for customers", "sort Customers|Name|desc"),
    ("xero", "sort contacts by name", "sort Contacts|Name|asc"),
    ("swapi", "order species by average lifespan, longest first", "sort Species|Average Lifespan|desc"),
    ("petstore", "limit the pets table to 10 rows", "size Pets|10"),
    ("docker", "page size 40 for volumes", "size Volumes|40"),
    ("swapi", "let me see 25 planets per page", "size Planet|25"),
    ("petstore", "make the price look like money", "format Pets|Price|currency"),
    ("docker", "show volume creation dates as time ago", "format Volumes|Created At|relative"),
    ("petstore", "let me narrow down pets by species", "filter Pets|Species"),
    # three tables are headed Refunds: the judge reads the first (a fee's), customize the top-level one
    ("stripe", "add a dropdown to filter refunds by reason", "filter Refunds|Reason"),
    ("petstore", "the breed can be left blank when adding a pet", "field Pets|breed|optional"),
    ("stripe", "name is needed when creating a product", "field Products|name|required"),
    ("swagger", "make the username field required on the user form", "field User|username|required"),
    ("petstore", "go dark", "theme dark"),
    ("swapi", "use the sidebar layout", "layout sidebar"),
    ("petstore", "hide breed and species in pets", "hide Pets|Breed"),
    ("swapi", "hide the model column", "ask Starship,Vehicle"),
    ("docker", "reboot the server", "refuse"),
    ("petstore", "make the owners list better", "unclear"),
    ("xero", "I'd rather not see the bank account number on accounts", "hide Accounts|Bank Account Number"),
    ("stripe", "largest refunds first", "sort Refunds|Amount|desc"),
]

MINE3 = [
    ("kinto", "axe the group id column from permissions", "hide Permissions|Group id"),
    ("xero", "accounts don't need the bank account number column", "hide Accounts|Bank Account Number"),
    ("stripe", "please remove the currency column from coupons, thanks", "hide Coupons|Currency"),
    ("swagger", "I don't want to see tags in the pet list", "hide Pet|Tags"),
    ("swapi", "get the designation column off the species table", "hide Species|Designation"),
    ("docker", "hide created and ports on containers", "hide Containers|Created"),
    ("kinto", "the Uri column should be called Link", "label Permissions|Link"),
    ("xero", "I'd like the Code column named Account code in accounts", "label Accounts|Account code"),
    ("stripe", "call Balance Credit on customers", "label Customers|Credit"),
    ("swapi", "relabel the Gender column as Sex", "label Person|Sex"),
    ("docker", "change the Image ID heading to Image hash", "label Containers|Image hash"),
    ("swagger", "rename the Pet page to Animals", "page Pet|Animals"),
    ("xero", "call the Contacts page Clients", "page Contacts|Clients"),
    ("docker", "name this app Harbor", "title Harbor"),
    ("xero", "the app should be named Ledger", "title Ledger"),
    ("stripe", "payouts: currency first", "first Payouts|Currency"),
    ("kinto", "put resource name at the front in permissions", "first Permissions|Resource name"),
    ("swapi", "population should be the first column in planets", "first Planet|Population"),
    ("xero", "move description to the end in accounts", "last Accounts|Description"),
    ("stripe", "newest refunds first", "sort Refunds|Created|desc"),
    ("docker", "volumes sorted by creation date, oldest first", "sort Volumes|Created At|asc"),
    ("swapi", "order starships from cheapest to most expensive", "sort Starship|Cost In Credits|asc"),
    ("xero", "bank transfers, biggest amount first", "sort Bank Transfers|Amount|desc"),
    ("kinto", "sort permissions alphabetically by resource name", "sort Permissions|Resource name|asc"),
    ("stripe", "products A-Z", "sort Products|Name|asc"),
    ("swapi", "tallest people first", "sort Person|Height|desc"),
    ("docker", "show 30 networks at once", "size Networks|30"),
    ("stripe", "I'd like to see 10 payouts per page", "size Payouts|10"),
    ("xero", "show the bank transfer amount as money", "format Bank Transfers|Amount|currency"),
    ("stripe", "refund amounts in euros", "format Refunds|Amount|currency"),
    ("swagger", "the pet name must be provided", "field Pet|name|required"),
    ("stripe", "statement descriptor is optional for payouts", "field Payouts|statement_descriptor|optional"),
    ("swagger", "skip the phone field on the user form", "field User|phone|hidden"),
    ("kinto", "switch to night mode", "theme dark"),
    ("docker", "tabs along the top instead of a sidebar", "layout topnav"),
    ("swapi", "show each starship's pilots when I open one", "sub Starship|Pilot"),
    ("xero", "hide the name column", "ask Accounts,Contacts"),
    ("kinto", "delete every bucket", "refuse"),
    ("stripe", "make it nicer", "unclear"),
]


# H3's own set 4 (tenth session), written at 22:15 UTC before any of its fixes, over the classes held6
# missed but in new phrasings (recency sorts, form fields left out, sub-tables and reverse relations,
# show/format/rename said loosely, filler and pronouns, headings vs pages, ambiguous columns, filters
# said as questions, search boxes by what the API offers).
MINE4 = [
    # recency and superlatives as sorts
    ("petstore", "newest members at the top of the owners list", "sort Owners|Member Since|desc"),
    ("petstore", "owners who joined longest ago first", "sort Owners|Member Since|asc"),
    ("docker", "latest created volumes first", "sort Volumes|Created At|desc"),
    ("docker", "put the most recently updated nodes on top", "sort Nodes|Updated At|desc"),
    ("stripe", "most recent charges should come first", "sort Charges|Created|desc"),
    ("xero", "the latest journals first please", "sort Journals|Journal Date|desc"),
    ("swapi", "planets with the most people first", "sort Planet|Population|desc"),
    # form fields left out, said loosely
    ("petstore", "don't make me fill in the breed when I add a pet", "field Pets|breed|hidden"),
    ("petstore", "leave the phone number off the new owner form", "field Owners|phone|hidden"),
    ("swagger", "we don't need the photo urls field when creating a pet", "field Pet|photoUrls|hidden"),
    ("petstore", "the email shouldn't be required for owners", "field Owners|email|optional"),
    ("swagger", "quantity must always be given on orders", "field Order|quantity|required"),
    # detail views and sub-tables, incl. the reverse relation
    ("swapi", "when I open a person, list the films they appear in", "sub Person|film"),
    ("swapi", "opening a species should show the people of that species", "sub Species|person"),
    ("swapi", "show which starships appear in a film on its page", "sub Film|starship"),
    ("swapi", "I'd like a vehicle's pilots listed when I open it", "sub Vehicle|pilot"),
    ("swapi", "a film's page should list the characters", "sub Film|character"),
    ("docker", "clicking a volume should open its details", "already"),
    # show / format / rename said loosely
    ("swapi", "I'd like to see the climate column on planets", "show Planet|Climates"),
    ("swapi", "could the species list show skin colors too", "show Species|Skin Colors"),
    ("docker", "show the Created column of networks as a date", "format Networks|Created|date"),
    ("stripe", "show the refund created time as a relative time", "format Refunds|Created|relative"),
    ("xero", "the amount on bank transfers in dollars please", "format Bank Transfers|Amount|currency"),
    ("docker", "ugh, Mountpoint should just say Path", "label Volumes|Path"),
    ("stripe", "ok so Amount off on coupons should read Discount", "label Coupons|Discount"),
    ("petstore", "well, the Member Since column should be titled Joined", "label Owners|Joined"),
    ("swapi", "actually, rename Eye Color to Eyes", "label Person|Eyes"),
    # filler and pronouns never the target
    ("petstore", "birth date: show it as a date", "format Pets|Birth Date|date"),
    ("swapi", "population - make it compact", "format Planet|Population|compact"),
    ("petstore", "hmm, I don't think the street column is needed", "hide Owners|Street"),
    ("petstore", "so the breed shouldn't show up in the pets table", "hide Pets|Breed"),
    ("docker", "well the scope column isn't useful on volumes, lose it", "hide Volumes|Scope"),
    # headings vs pages
    ("docker", "swap the Mountpoint heading for Location", "label Volumes|Location"),
    ("stripe", "change the Invoice prefix header to Prefix", "label Customers|Prefix"),
    ("docker", "rename the Networks page to Nets", "page Networks|Nets"),
    # ambiguous columns ask
    ("xero", "get rid of the Journal Number column", "hide Journals|Journal Number"),
    ("xero", "drop the First Name column", "ask Contacts,Users"),
    ("stripe", "remove the Memo column", "hide Credit Notes|Memo"),
    # filters, said as requests or questions
    ("kinto", "let me filter permissions by collection", "filter Permissions|Collection id"),
    ("docker", "could I have a scope filter on volumes?", "filter Volumes|Scope"),
    ("docker", "I want to filter networks by driver", "filter Networks|Driver"),
    ("stripe", "add a reason filter to refunds", "filter Refunds|Reason"),
    ("petstore", "a species filter on the pets list please", "filter Pets|Species"),
    ("stripe", "can we filter payouts by status?", "already"),
    ("swapi", "can I filter people by gender?", "filter Person|Gender"),
    # search boxes, by what the API offers
    ("swapi", "add a search box to films", "search Film"),
    ("docker", "let me search the images", "search Images"),
    ("xero", "add a search box to contacts", "already"),
    ("petstore", "can owners have a search box?", "search Owners"),
    ("stripe", "I want to search products", "search Products"),
    # page size, theme, layout, title
    ("docker", "show 15 images per page", "size Images|15"),
    ("stripe", "only 5 customers per page", "size Customers|5"),
    ("swapi", "give me a dark theme", "theme dark"),
    ("xero", "move the navigation to the top", "layout topnav"),
    ("kinto", "title the app Kinto Admin", "title Kinto Admin"),
    # reorder
    ("petstore", "price should come right at the start of the pets table", "first Pets|Price"),
    ("docker", "move Driver to the far right on networks", "last Networks|Driver"),
    # impossible / unclear
    ("docker", "make containers faster", "unclear"),
    ("swapi", "delete all the planets", "refuse"),
]


# H3's own set 5 (tenth session), written at 22:30 UTC after set 4's fixes and before running it
MINE5 = [
    ("petstore", "erm, the Species column should be called Kind", "label Pets|Kind"),
    ("docker", "oh, and Repo Tags should just be Tags", "label Images|Tags"),
    ("xero", "alright, swap the Code heading for Account code", "label Accounts|Account code"),
    ("stripe", "name: make it the first column on customers", "first Customers|Name"),
    ("swapi", "diameter: show it as a compact number", "format Planet|Diameter|compact"),
    ("stripe", "amount - show it in euros on payouts", "format Payouts|Amount|currency"),
    ("docker", "the most recently created containers first", "sort Containers|Created|desc"),
    ("stripe", "coupons, most recently created first", "sort Coupons|Created|desc"),
    ("xero", "users updated most recently first", "sort Users|Updated Date UTC|desc"),
    ("swapi", "films in release order, newest first", "sort Film|Release Date|desc"),
    ("petstore", "no need to enter a birth date when adding a pet", "field Pets|birthDate|hidden"),
    ("petstore", "please don't ask for an address when creating an owner", "field Owners|address|hidden"),
    ("swagger", "the order's ship date shouldn't show up on the form", "field Order|shipDate|hidden"),
    ("petstore", "the phone shouldn't be mandatory for owners", "field Owners|phone|optional"),
    ("swapi", "when I view a starship, show the films it was in", "sub Starship|film"),
    ("swapi", "opening a person should list the starships they flew", "sub Person|starship"),
    ("swapi", "I want to see a planet's films when I click on it", "sub Planet|film"),
    ("swapi", "a species' page should show its films", "sub Species|film"),
    ("kinto", "let me click a bucket to see its details", "already"),
    ("swapi", "I'd like the terrain column on planets", "show Planet|Terrains"),
    ("docker", "can the containers list show the state too?", "show Containers|State"),
    ("stripe", "I want the phone column on customers", "show Customers|Phone"),
    ("petstore", "hmm, the phone column isn't that useful", "hide Owners|Phone"),
    ("docker", "I don't think the ports column is necessary on containers", "hide Containers|Ports"),
    ("swapi", "the opening crawl shouldn't be shown in the films table", "hide Film|Opening Crawl"),
    ("xero", "drop the Status column", "unclear"),
    ("stripe", "hide the Currency column", "unclear"),
    ("kinto", "I want to filter permissions by group", "filter Permissions|Group id"),
    ("docker", "could I get a name filter on networks?", "filter Networks|Name"),
    ("stripe", "filter coupons by duration", "filter Coupons|Duration"),
    ("petstore", "can I filter owners by last name?", "filter Owners|Last Name"),
    ("stripe", "add a currency filter on credit notes", "filter Credit Notes|Currency"),
    ("swapi", "could people get a search box?", "search Person"),
    ("docker", "search box for networks please", "search Networks"),
    ("xero", "let me search invoices", "already"),
    ("kinto", "I want a search field on the permissions page", "search Permissions"),
    ("stripe", "twelve coupons per page", "size Coupons|12"),
    ("docker", "put the nav along the top", "layout topnav"),
    ("petstore", "light mode please", "theme light"),
    ("swapi", "call the whole thing Galaxy Browser", "title Galaxy Browser"),
    ("docker", "move the Scope column to the very start on networks", "first Networks|Scope"),
    ("xero", "remove every invoice", "refuse"),
]


# H3's own set 6 (tenth session), written at 22:42 UTC after set 5's fixes and before running it
MINE6 = [
    ("petstore", "the price field should be read-only", "field Pets|price|readonly"),
    ("swagger", "users shouldn't have to give a phone number", "already"),
    ("petstore", "make it so the breed is required", "field Pets|breed|required"),
    ("docker", "I only want to see 10 volumes at a time", "size Volumes|10"),
    ("xero", "bump the accounts list to 50 rows", "size Accounts|50"),
    ("stripe", "fewer rows on charges, say 10", "size Charges|10"),
    ("kinto", "rename the Permissions page to Access", "page Permissions|Access"),
    ("swapi", "the Starship page should be called Ships", "page Starship|Ships"),
    ("docker", "I'd like the Images tab called Pictures", "page Images|Pictures"),
    ("swapi", "switch the colours to dark", "theme dark"),
    ("stripe", "I prefer a sidebar for navigation", "layout sidebar"),
    ("petstore", "the title should read Pet Clinic", "title Pet Clinic"),
    ("petstore", "owners: last name first", "first Owners|Last Name"),
    ("docker", "Size should be the last column on images", "last Images|Size"),
    ("stripe", "shove the email column to the front on customers", "first Customers|Email"),
    ("xero", "hmm, the Type column is pointless on accounts", "hide Accounts|Type"),
    ("stripe", "take the livemode column off disputes", "hide Disputes|Livemode"),
    ("swapi", "I don't care about the gravity column", "hide Planet|Gravity"),
    ("docker", "the Command column is noise on containers, remove it", "hide Containers|Command"),
    ("petstore", "show prices with two decimals", "format Pets|Price|number"),
    ("stripe", "show coupon amounts off as money", "format Coupons|Amount off|currency"),
    ("docker", "image sizes in a short form like 1.2K", "format Images|Size|compact"),
    ("xero", "dates on bank transfers as yyyy-mm-dd", "format Bank Transfers|Date|iso"),
    ("stripe", "how long ago each refund was created", "format Refunds|Created|relative"),
    ("swapi", "sort starships by how long they are, longest first", "sort Starship|Length|desc"),
    ("docker", "smallest images at the top", "sort Images|Size|asc"),
    ("stripe", "order customers by their balance, highest first", "sort Customers|Balance|desc"),
    ("kinto", "sort permissions by uri", "sort Permissions|Uri|asc"),
    ("petstore", "order owners by email address", "sort Owners|Email|asc"),
    ("xero", "filter items by code", "filter Items|Code"),
    ("docker", "give volumes a filter by driver", "filter Volumes|Driver"),
    ("stripe", "I need to filter customers by email", "already"),
    ("swapi", "let people be filtered by eye colour", "filter Person|Eye Color"),
    ("petstore", "search owners by their last name", "search Owners"),
    ("stripe", "could you add search to coupons?", "search Coupons"),
    ("swapi", "show each film's vehicles on its detail page", "sub Film|vehicle"),
    ("kinto", "show the collections of a bucket when I open it", "already"),
    ("docker", "add a button to pause a container", "already"),
    ("petstore", "make everything nicer", "unclear"),
    ("stripe", "delete all customers", "refuse"),
]


# H3's own set 7 (tenth session), written at 23:01 UTC after set 6's fixes and before running it
MINE7 = [
    ("petstore", "pets table: hide breed", "hide Pets|Breed"),
    ("docker", "containers -> hide the command column", "hide Containers|Command"),
    ("stripe", "on the payouts page, get rid of the method column", "hide Payouts|Method"),
    ("swapi", "for planets, I'd rather not see orbital period", "hide Planet|Orbital Period"),
    ("xero", "in accounts, rename Code to Account code", "label Accounts|Account code"),
    ("kinto", "on permissions, call the Uri column Path", "label Permissions|Path"),
    ("swapi", "Episode ID → Episode", "label Film|Episode"),
    ("docker", "the Scope heading on volumes should read Reach", "label Volumes|Reach"),
    ("petstore", "sort the owners list by surname", "sort Owners|Last Name|asc"),
    ("stripe", "payouts with the biggest amount at the top", "sort Payouts|Amount|desc"),
    ("docker", "networks, newest at the top", "sort Networks|Created|desc"),
    ("swapi", "order the people from shortest to tallest", "sort Person|Height|asc"),
    ("xero", "the most recently dated bank transfers first", "sort Bank Transfers|Date|desc"),
    ("kinto", "permissions sorted by resource name from Z to A", "sort Permissions|Resource name|desc"),
    ("petstore", "show the vaccinated column in the pets list", "show Pets|Vaccinated"),
    ("swapi", "bring in the climates column on planets", "show Planet|Climates"),
    ("docker", "add the state column to containers", "show Containers|State"),
    ("petstore", "the species should be the first column", "first Pets|Species"),
    ("stripe", "customers: put balance at the end", "last Customers|Balance"),
    ("petstore", "prices in pounds", "format Pets|Price|currency"),
    ("docker", "show network creation dates as relative times", "format Networks|Created|relative"),
    ("stripe", "format the charge amounts as money", "format Charges|Amount|currency"),
    ("petstore", "when adding an owner, the phone number is a must", "field Owners|phone|required"),
    ("swagger", "status shouldn't be editable on the pet form", "field Pet|status|readonly"),
    ("petstore", "stop asking for tags when creating pets", "field Pets|tags|hidden"),
    ("swapi", "when I click a starship, show its pilots", "sub Starship|pilot"),
    ("swapi", "list each person's vehicles on their page", "sub Person|vehicle"),
    ("kinto", "show the groups of a bucket in its details", "already"),
    ("docker", "add a details view to images", "already"),
    ("stripe", "let me filter refunds by their status", "filter Refunds|Status"),
    ("swapi", "a filter for starship class on starships", "filter Starship|Starship Class"),
    ("petstore", "owners need a search box", "search Owners"),
    ("stripe", "search for coupons", "search Coupons"),
    ("docker", "25 containers per page", "size Containers|25"),
    ("kinto", "page size of 40 for permissions", "size Permissions|40"),
    ("stripe", "dark please", "theme dark"),
    ("petstore", "tabs at the top instead of the side menu", "layout topnav"),
    ("xero", "rename the app to Books", "title Books"),
    ("swapi", "hide the name column", "unclear"),
    ("docker", "make the containers load faster", "unclear"),
    ("petstore", "remove all owners", "refuse"),
]


# H3's own set 8 (tenth session), written at 23:14 UTC after set 7's fixes and before running it
MINE8 = [
    ("petstore", "uh, can we lose the Id column on owners?", "hide Owners|Id"),
    ("swapi", "films: episode id as the first column", "first Film|Episode ID"),
    ("docker", "images — show Created as a relative time", "format Images|Created|relative"),
    ("stripe", "the amount on refunds should be shown as currency", "format Refunds|Amount|currency"),
    ("xero", "I'd like accounts sorted by name", "sort Accounts|Name|asc"),
    ("kinto", "could permissions be sorted by bucket id?", "sort Permissions|Bucket id|asc"),
    ("petstore", "only show 5 pets at a time", "size Pets|5"),
    ("swapi", "could each starship's page show the films it appears in?", "sub Starship|film"),
    ("docker", "no need for the Ports column on containers", "hide Containers|Ports"),
    ("stripe", "let me search the refunds", "search Refunds"),
    ("petstore", "owners should have a filter for email", "filter Owners|Email"),
    ("swagger", "don't show the photo urls in the pet table", "hide Pet|Photo Urls"),
    ("swapi", "rename the Person page to Characters", "page Person|Characters"),
    ("xero", "the Name column on contacts should say Company", "label Contacts|Company"),
    ("docker", "make the sidebar go away and use tabs", "layout topnav"),
    ("stripe", "put the coupons in alphabetical order", "sort Coupons|Name|asc"),
    ("petstore", "when I open an owner, show their pets", "unclear"),
    ("kinto", "bump buckets to 100 per page", "size Buckets|100"),
    ("swapi", "vehicles, most expensive first", "sort Vehicle|Cost In Credits|desc"),
    ("xero", "hide the Description column in items", "hide Items|Description"),
]


# The coordinator's set 9 (twelfth session), written at 04:35 UTC on f4ce195 before running it:
# more than half on box and shopify (GraphQL), specs no customize fix had been fitted to
MINE9 = [
    ("box", "hide the language column on users", "hide Users|Language"),
    ("box", "users: I don't care whether sync is enabled", "hide Users|Is sync enabled"),
    ("box", "show each user's job title in the list", "show Users|Job title"),
    ("box", "could the users table include their phone numbers?", "show Users|Phone"),
    ("box", "rename Login to Email on the users table", "label Users|Email"),
    ("box", "groups sorted by name", "sort Groups|Name|asc"),
    ("box", "sort legal hold policies by policy name, z first", "sort Legal Hold Policies|Policy name|desc"),
    ("box", "put the status column first for legal hold policies", "first Legal Hold Policies|Status"),
    ("box", "make Description the last column in groups", "last Groups|Description"),
    ("box", "fifty groups per page", "size Groups|50"),
    ("box", "event times relative please, like 3 hours ago", "format Events|Created at|relative"),
    ("box", "I want to filter legal hold policies by policy name", "already"),
    ("box", "a filter on role for users", "filter Users|Role"),
    ("box", "when creating a group the description must be filled in", "field Groups|description|required"),
    ("box", "new users: drop the tracking codes field", "field Users|tracking_codes|hidden"),
    (
        "box",
        "rename the Shield Information Barriers page to Ethical Walls",
        "page Shield Information Barriers|Ethical Walls",
    ),
    ("box", "show me a chart of storage used per user", "refuse"),
    ("box", "dark theme", "theme dark"),
    ("box", "which endpoint lists the members of a group?", "chat"),
    ("box", "users per page: 10", "size Users|10"),
    ("box", "'Is platform access only' should just say Platform only", "label Users|Platform only"),
    ("box", "groups: no need for the external sync identifier", "hide Groups|External sync identifier"),
    ("box", "retention policies, newest retention length on top", "sort Retention Policies|Retention length|desc"),
    ("box", "show when each webhook was created", "show Webhooks|Created at"),
    ("shopify", "hide the content html column on articles", "hide Article|Content Html"),
    ("shopify", "articles: show the published date", "show Article|Published At"),
    ("shopify", "rename the Handle column of collections to Slug", "label Collection|Slug"),
    ("shopify", "products should show the vendor", "show Product|Vendor"),
    ("shopify", "sort pages by title", "sort Page|Title|asc"),
    ("shopify", "put Title first on blogs", "first Blog|Title"),
    ("shopify", "articles need a search box", "already"),
    ("shopify", "rename the UrlRedirect page to Redirects", "page UrlRedirect|Redirects"),
    ("shopify", "page creation dates without the time", "format Page|Created At|date"),
    ("shopify", "the description html column on products is noise", "hide Product|Description Html"),
    ("shopify", "add a checkout with a cart", "refuse"),
    ("shopify", "blogs: 5 per page", "size Blog|5"),
    ("shopify", "excerpt html isn't needed on the articles list", "hide Article|Excerpt Html"),
    ("shopify", "show the tags of each article", "show Article|Tags"),
    ("petstore", "lose the breed column", "hide Pets|Breed"),
    ("swapi", "starships by length, longest up top", "sort Starship|Length|desc"),
    ("docker", "volumes: put the driver column last", "last Volumes|Driver"),
    ("stripe", "products, 30 per page", "size Products|30"),
    ("xero", "contacts: the Contact Status column should read Status", "label Contacts|Status"),
    ("stripe", "payment intents: amount as money", "format Payment Intents|Amount|currency"),
    ("docker", "mountpoint is clutter on volumes", "hide Volumes|Mountpoint"),
    ("xero", "invoices by due date, latest first", "sort Invoices|Due Date|desc"),
]


# The coordinator's set 10 (twelfth session), written at 04:30 UTC after set 9's fixes, before running it:
# longer, context-carrying frames, on box and shopify first
MINE10 = [
    ("box", "our admins never look at the language of a user, so that column can go", "hide Users|Language"),
    (
        "box",
        "it would help to see when each sign template is valid for, put Days valid first",
        "first Sign Templates|Days valid",
    ),
    ("box", "in the workflows list, the flows column is unreadable; take it out", "hide Workflows|Flows"),
    ("box", "terms of service — newest first please", "sort Terms Of Services|Created at|desc"),
    ("box", "could Tos type read Kind instead on terms of service?", "label Terms Of Services|Kind"),
    ("box", "storage policies: 100 a page", "size Storage Policies|100"),
    (
        "box",
        "collaboration whitelist entries should be sorted by domain",
        "sort Collaboration Whitelist Entries|Domain|asc",
    ),
    (
        "box",
        "the direction column on whitelist entries ought to be last",
        "last Collaboration Whitelist Entries|Direction",
    ),
    ("box", "ai agents: show the created date", "show Ai Agents|Created at"),
    ("box", "I'd love the group list to include when each was made", "show Groups|Created at"),
    (
        "box",
        "make the legal hold policy's description mandatory when creating one",
        "field Legal Hold Policies|description|required",
    ),
    ("box", "filter sign requests by status", "filter Sign Requests|Status"),
    ("box", "rename the Ai Agents section to Assistants", "page Ai Agents|Assistants"),
    ("box", "email subject on sign templates isn't useful in the table", "hide Sign Templates|Email subject"),
    ("box", "light mode", "theme light"),
    ("box", "a pie chart of collaborations by role", "refuse"),
    ("shopify", "on the articles table the excerpt could go", "hide Article|Excerpt"),
    ("shopify", "call the Online Store Url column 'Link' for blogs", "label Blog|Link"),
    ("shopify", "I want the newest pages on top", "sort Page|Created At|desc"),
    ("shopify", "a filter by vendor on products would help", "filter Product|Vendor"),
    ("shopify", "collections: show the updated date", "show Collection|Updated At"),
    ("shopify", "sort collections alphabetically", "sort Collection|Title|asc"),
    ("shopify", "move the handle to the end on pages", "last Page|Handle"),
    ("shopify", "body summary should come first on pages", "first Page|Body Summary"),
    ("shopify", "can you show article dates as '3 days ago'?", "format Article|Published At|relative"),
    ("petstore", "our vet wants the birth date shown like 12/03/2020", "format Pets|Birth Date|date"),
    ("swagger", "I'd rather the pets were ordered by name", "sort Pet|Name|asc"),
    ("swapi", "planets: the surface water column means nothing to me", "hide Planet|Surface Water"),
    ("docker", "networks, please sort by name", "sort Networks|Name|asc"),
    ("xero", "for items, the code column should be called SKU", "label Items|SKU"),
    ("stripe", "customers sorted by email would make my life easier", "sort Customers|Email|asc"),
    ("kinto", "only 15 buckets on a screen", "size Buckets|15"),
    ("stripe", "the refunds page could just be called Returns", "page Refunds|Returns"),
    ("docker", "volumes need a way to look up by name", "search Volumes"),
]


# The coordinator's set 11 (twelfth session), written at 04:38 UTC before running it: what is already
# there, what cannot be done, what is ambiguous, and questions typed into the customize box
MINE11 = [
    ("box", "users should open a detail page when clicked", "already"),
    ("box", "can legal hold policies be filtered by name?", "already"),
    ("box", "groups need a form to add one", "already"),
    ("box", "send every user a welcome email", "refuse"),
    ("box", "which call deletes a webhook?", "chat"),
    ("box", "what does the events list paginate with?", "chat"),
    ("box", "export the users to excel", "refuse"),
    ("shopify", "articles should be searchable", "already"),
    ("shopify", "how do I fetch a single product?", "chat"),
    ("shopify", "let customers check out from the product page", "refuse"),
    ("shopify", "hide the id column", "ask Article,Blog"),
    ("petstore", "is there a way to see only vaccinated pets?", "chat"),
    ("petstore", "pets should be clickable to see more", "already"),
    ("petstore", "the owners list needs paging", "already"),
    ("petstore", "translate the whole app into German", "refuse"),
    ("swagger", "where do I log in a user?", "chat"),
    ("swapi", "remove the name column", "ask Person,Planet"),
    ("swapi", "make every film play its trailer", "refuse"),
    ("docker", "containers can already be opened, right?", "chat"),
    ("docker", "sort by created", "ask Containers,Images"),
    ("xero", "auto-email overdue invoices every Monday", "refuse"),
    ("xero", "what endpoint creates a contact?", "chat"),
    ("stripe", "customers should open to their details", "already"),
    ("stripe", "is there an endpoint to refund a charge?", "chat"),
    ("stripe", "predict next month's revenue", "refuse"),
    ("kinto", "buckets already have a search, no?", "chat"),
]


# The coordinator's set 12 (twelfth session), written at 04:42 UTC before running it: form fields,
# formats, sizes and filters in indirect frames (one case dropped after the first run: its expectation
# was wrong — swagger's Order has no list)
MINE12 = [
    (
        "box",
        "a retention policy shouldn't be created without a description",
        "field Retention Policies|description|required",
    ),
    (
        "box",
        "when adding a legal hold policy, skip the is ongoing switch",
        "field Legal Hold Policies|is_ongoing|hidden",
    ),
    ("box", "terms of service: the type can be left empty", "already"),
    ("box", "the webhook address must never be changed after it's made", "field Webhooks|address|readonly"),
    ("box", "ai agents: icon reference isn't something people should fill in", "field Ai Agents|icon_reference|hidden"),
    ("box", "sign requests: email subject is a must", "field Sign Requests|email_subject|required"),
    ("box", "show collaboration expiry dates like 'in 3 days'", "format Collaborations|Expires at|relative"),
    ("box", "whitelist entries — 5 per page is plenty", "size Collaboration Whitelist Entries|5"),
    ("box", "I need to narrow users down by language", "filter Users|Language"),
    ("box", "can I filter workflows by whether they're enabled?", "filter Workflows|Is enabled"),
    ("box", "terms of service dates should be plain dates", "format Terms Of Services|Created at|date"),
    ("shopify", "updated at on metaobjects as a relative time", "format Metaobject|Updated At|relative"),
    ("shopify", "twenty pages per screen", "size Page|20"),
    ("shopify", "let me narrow metaobjects down by handle", "filter Metaobject|Handle"),
    ("petstore", "nobody should be able to change a pet's species once it's saved", "field Pets|species|readonly"),
    ("petstore", "owner email: optional please, not everyone has one", "field Owners|email|optional"),
    ("stripe", "coupons: percent off as a percentage", "format Coupons|Percent off|percent"),
    ("xero", "it would be handy to filter invoices by type", "filter Invoices|Type"),
    ("docker", "just twelve images a page", "size Images|12"),
    ("kinto", "permissions — can we filter by resource name?", "filter Permissions|Resource name"),
    ("swapi", "let me pick films by director", "filter Film|Director"),
]


# The coordinator's set 13 (twelfth session), written at 04:47 UTC before running it: the app as a
# whole, buttons, sub-tables, what is ambiguous or beyond the page
MINE13 = [
    ("box", "call the app Box Admin", "title Box Admin"),
    ("box", "I prefer the navigation along the top", "layout topnav"),
    ("box", "the login panel is in the way, hide it", "auth hidden"),
    ("box", "a button on a sign request to resend it", "already"),
    ("box", "a group's page should list its memberships", "already"),
    ("box", "put a button on each legal hold policy to delete it", "already"),
    ("box", "make the screen denser", "layout compact"),
    ("box", "colour the rows red when a user is inactive", "refuse"),
    ("shopify", "rename the whole thing to Storefront", "title Storefront"),
    ("shopify", "night mode please", "theme dark"),
    ("shopify", "on a blog's page, show its articles", "sub Blog|article"),
    ("shopify", "I'd like a map of the store locations", "refuse"),
    ("petstore", "the menu on the left is fine but make everything tighter", "layout compact"),
    (
        "petstore",
        "owners' pages should show their pets",
        "refuse",
    ),  # first written "already": wrong, pets are not nested under owners
    ("swapi", "on a species page, list the people of that species", "sub Species|people"),
    ("swapi", "every vehicle should show its pilots", "sub Vehicle|pilot"),
    ("docker", "add a button to restart a container", "action Containers|ContainerRestart"),
    ("docker", "a kill button on containers", "action Containers|ContainerKill"),
    ("stripe", "retitle the app Payments Console", "title Payments Console"),
    ("stripe", "could the colours be darker?", "theme dark"),
    ("xero", "I don't want to see the sign in box", "auth hidden"),
    ("kinto", "show the login panel again", "already"),
    ("swagger", "a button to upload a pet's image", "action Pet|uploadFile"),
]


# The coordinator's set 14 (twelfth session), written at 04:47 UTC before running it: terse
# fragments, typos, numbers in words, British spellings, reasons first
MINE14 = [
    ("box", "users - hide langauge", "hide Users|Language"),
    ("box", "groups, twenty five a page", "size Groups|25"),
    ("box", "sort grps by name pls", "sort Groups|Name|asc"),
    (
        "box",
        "since we're audited, legal hold policies need their release notes visible",
        "show Legal Hold Policies|Release notes",
    ),
    ("box", "colour scheme: dark", "theme dark"),
    ("box", "Webhooks: Triggers first", "first Webhooks|Triggers"),
    ("box", "events by event type", "sort Events|Event type|asc"),
    ("box", "user role as the last column", "last Users|Role"),
    ("box", "retention length -> Keep for", "label Retention Policies|Keep for"),
    ("box", "groups; description optional when editing", "already"),
    ("shopify", "articles, fifteen per page", "size Article|15"),
    ("shopify", "collections — hide desc html", "hide Collection|Description Html"),
    ("shopify", "metaobjects sorted by type", "sort Metaobject|Type|asc"),
    ("shopify", "pages: summarise body as Summary", "label Page|Summary"),
    ("petstore", "owners - surname first", "first Owners|Last Name"),
    ("swagger", "pet status filter", "already"),
    ("swapi", "planets, biggest population first", "sort Planet|Population|desc"),
    ("docker", "containers: tidy up, no ports column", "hide Containers|Ports"),
    ("xero", "organisation's invoices: hide warnings", "hide Invoices|Warnings"),
    ("stripe", "customers - 10 a page", "size Customers|10"),
    ("kinto", "recs per page 30", "size Records|30"),
    ("stripe", "refunds by amount, biggest first", "sort Refunds|Amount|desc"),
]


# The coordinator's set 15 (twelfth session), written at 04:52 UTC before running it: the older
# seven specs in frames not used above (one case dropped after the first run: "plugins: put Enabled
# right after the name" was written as beyond the page, and the page does it)
MINE15 = [
    ("docker", "networks: the IPv4 and IPv6 columns are of no interest", "hide Networks|Enable IPv4"),
    ("docker", "tasks — slot isn't meaningful to me", "hide Tasks|Slot"),
    ("docker", "image sizes in a human way please", "format Images|Size|number"),
    ("docker", "I keep needing the volume scope, stick it at the front", "first Volumes|Scope"),
    ("xero", "bank transactions: is reconciled should say Reconciled", "label Bank Transactions|Reconciled"),
    ("xero", "budgets from newest update to oldest", "sort Budgets|Updated Date UTC|desc"),
    ("xero", "contact groups: I never look at the status", "hide Contact Groups|Status"),
    ("xero", "the Reference column on bank transactions should come first", "first Bank Transactions|Reference"),
    ("xero", "for credit notes, the due date is what matters: sort by it", "sort Credit Notes|Due Date|asc"),
    ("stripe", "make the statement descriptor on products disappear", "hide Products|Statement descriptor"),
    ("stripe", "products: shippable ones at the top", "sort Products|Shippable|desc"),
    ("stripe", "coupons: label Max redemptions as Limit", "label Coupons|Limit"),
    ("kinto", "permissions: put the uri last", "last Permissions|Uri"),
    ("kinto", "group members column should be titled People", "label Groups|People"),
    ("swapi", "starships: hyperdrive rating, best first", "sort Starship|Hyperdrive Rating|desc"),
    ("swapi", "films should show the producers", "already"),
    ("swapi", "species average lifespan column — drop", "hide Species|Average Lifespan"),
    ("petstore", "birth dates, oldest pets first", "sort Pets|Birth Date|asc"),
    ("petstore", "price column: call it Fee", "label Pets|Fee"),
    ("swagger", "the pet table could do with a category column", "show Pet|Category"),
    ("swagger", "pets list: photo urls at the end", "last Pet|Photo Urls"),
]


# The coordinator's set 16 (twelfth session), written at 04:56 UTC before running it: ambiguous
# requests (ask), what is there already, mixed with plain edits on box and shopify (after the first
# run, 10/18, five cases were dropped as ill-posed — an "ask" naming two of 30-50 tables that fit,
# Box's Comments and Tasks that are nested twice — and one corrected)
MINE16 = [
    ("box", "rename the Name column to Title", "ask Users,Groups"),
    ("box", "groups can be deleted already, right?", "chat"),
    ("box", "users: role filter please", "filter Users|Role"),
    ("box", "I'd like to find users by name", "already"),
    ("box", "comments — the tagged message column is noise", "hide Comments|Tagged message"),
    ("shopify", "sort by title", "ask Article,Blog"),
    ("shopify", "blogs: handle as the first column", "first Blog|Handle"),
    ("shopify", "products should be sortable by title", "sort Product|Title|asc"),
    ("shopify", "show the product type on products", "show Product|Product Type"),
    ("shopify", "locations can be searched already?", "chat"),
    ("petstore", "sort by name", "sort Pets|Name|asc"),  # first written "ask Pets,Owners": wrong, owners have no Name
    ("swapi", "hide the created column", "ask Film,Person"),
    ("xero", "show only 10 per page", "size Accounts|10"),
]


# The coordinator's set 17 (twelfth session), written at 05:08 UTC after set 16's fixes, before
# running it: a mix of every kind, on box and shopify first
MINE17 = [
    ("box", "folder locks: I don't need the lock type", "hide Folder Locks|Lock type"),
    ("box", "show newest events first", "sort Events|Created at|desc"),
    (
        "box",
        "the Is accepted column on terms of service user statuses could say Accepted",
        "label Terms Of Service User Statuses|Accepted",
    ),
    ("box", "ai agents: origin should be the second-to-last column", "unclear"),
    ("box", "storage policies sorted a to z", "sort Storage Policies|Name|asc"),
    ("box", "put the email column of email aliases first", "first Email Aliases|Email"),
    ("box", "show webhooks' addresses", "show Webhooks|Address"),
    ("box", "give users a filter for their status", "filter Users|Status"),
    (
        "box",
        "the sign templates table would be nicer with fewer columns: hide source files",
        "hide Sign Templates|Source files",
    ),
    (
        "box",
        "make description required on new shield information barrier segments",
        "field Shield Information Barrier Segments|description|required",
    ),
    ("shopify", "products, newest first", "sort Product|Created At|desc"),
    ("shopify", "hide the online store url on pages", "hide Page|Online Store Url"),
    ("shopify", "metaobject fields column — too busy", "hide Metaobject|Fields"),
    ("shopify", "show 8 locations at a time", "size Location|8"),
    ("docker", "volume drivers in alphabetical order", "sort Volumes|Driver|asc"),
    ("stripe", "charges: can we lose the application fee amount?", "hide Charges|Application fee amount"),
    ("xero", "accounts: bank account number last please", "last Accounts|Bank Account Number"),
    ("kinto", "show permissions 25 at a time", "size Permissions|25"),
]


# The coordinator's set 18 (twelfth session), written at 05:08 UTC after set 17's fixes, before
# running it
MINE18 = [
    (
        "box",
        "I never need to see whether a whitelist entry is a user or group, hide type",
        "hide Collaboration Whitelist Entries|Type",
    ),
    (
        "box",
        "legal hold policies: filter started at as a plain date",
        "format Legal Hold Policies|Filter started at|date",
    ),
    ("box", "let me sort the metadata templates by display name", "sort Metadata Templates|Display Name|asc"),
    ("box", "rename 'Policy name' to 'Policy' on retention policies", "label Retention Policies|Policy"),
    ("box", "users should show their timezone", "show Users|Timezone"),
    ("box", "the group form doesn't need provenance", "field Groups|provenance|hidden"),
    ("box", "new email aliases: email is obviously required", "already"),
    ("box", "remove the whole events page", "refuse"),
    ("box", "sign templates: days valid shown as a number with no decimals", "format Sign Templates|Days valid|number"),
    ("shopify", "blog handles aren't useful, hide them", "hide Blog|Handle"),
    ("shopify", "collections in reverse alphabetical order", "sort Collection|Title|desc"),
    ("shopify", "url redirects, 50 per page", "size UrlRedirect|50"),
    ("shopify", "could articles show the author?", "show Article|Author"),
    ("docker", "secrets: newest updates on top", "sort Secrets|Updated At|desc"),
    ("xero", "contacts: make first name the first column", "first Contacts|First Name"),
    ("stripe", "invoices: currency at the far right", "last Invoices|Currency"),
    ("swapi", "the films table: release date should read Released", "label Film|Released"),
    ("kinto", "permissions — lose the collection id", "hide Permissions|Collection id"),
    ("swagger", "sort pets by status z-a", "sort Pet|Status|desc"),
    ("petstore", "when adding an owner, street is optional", "already"),
]


# The coordinator's set 19 (twelfth session), written at 05:10 UTC after set 18's fixes, before
# running it: the older seven specs, all kinds
MINE19 = [
    ("petstore", "owners: show when they became members", "show Owners|Member Since"),
    ("petstore", "pets by price, cheapest first", "sort Pets|Price|asc"),
    ("petstore", "hide the description from the pet list", "hide Pets|Description"),
    ("swagger", "users can't be listed, can they?", "chat"),
    ("swagger", "order quantity as a plain number", "unclear"),
    ("swapi", "people's heights — tallest first", "sort Person|Height|desc"),
    ("swapi", "the gender column on people is irrelevant", "hide Person|Gender"),
    ("swapi", "vehicles: cargo capacity with thousands separators", "format Vehicle|Cargo Capacity|number"),
    ("kinto", "buckets: show 5 per page", "size Buckets|5"),
    ("kinto", "rename the permissions page to Access", "page Permissions|Access"),
    ("docker", "images: put the size column just before everything else", "first Images|Size"),
    ("docker", "show container creation times as relative", "format Containers|Created|relative"),
    ("docker", "plugins — the plugin reference column is clutter", "hide Plugins|Plugin Reference"),
    ("xero", "accounts sorted by code", "sort Accounts|Code|asc"),
    ("xero", "the bank account number on accounts is sensitive, hide it", "hide Accounts|Bank Account Number"),
    ("xero", "make the theme dark", "theme dark"),
    ("stripe", "customers: balance as money", "format Customers|Balance|currency"),
    ("stripe", "refunds, 50 per page", "size Refunds|50"),
    ("stripe", "email customers a receipt after every charge", "refuse"),
    ("stripe", "coupons: name column first", "first Coupons|Name"),
]


# The coordinator's set 20 (thirteenth session), written at 07:30 UTC before running it: Vercel's API,
# a spec no customize fix had been fitted to (held12's Netlify and Mux stay untouched)
MINE20: list[tuple[str, str, str]] = [
    ("vercel", "hide the dev command column in projects", "hide Projects|Dev Command"),
    ("vercel", "projects: I don't care about the install command", "hide Projects|Install Command"),
    ("vercel", "show the node version of each project", "show Projects|Node Version"),
    ("vercel", "sort deployments by created at, newest first", "sort Deployments|Created At|desc"),
    ("vercel", "building at as relative time in deployments", "format Deployments|Building At|relative"),
    ("vercel", "webhooks: rename the Url column to 'Endpoint'", "label Webhooks|Endpoint"),
    ("vercel", "the framework column should come first in projects", "first Projects|Framework"),
    ("vercel", "put the owner id column last in webhooks", "last Webhooks|Owner Id"),
    ("vercel", "let me filter deployments by target", "already"),
    ("vercel", "add a search box to the tokens list", "search Tokens"),
    ("vercel", "10 deployments per page", "size Deployments|10"),
    ("vercel", "rename the Projects page to 'Apps'", "page Projects|Apps"),
    ("vercel", "make the webhook url field optional", "field Webhooks|url|optional"),
    ("vercel", "a project shouldn't be created without a framework", "field Projects|framework|required"),
    ("vercel", "hide the public source field on the project form", "field Projects|publicSource|hidden"),
    ("vercel", "token expiry dates as dates please", "format Tokens|Expires At|date"),
    ("vercel", "which endpoint deletes a project?", "chat"),
    ("vercel", "use dark mode", "theme dark"),
    ("vercel", "call the app 'Vercel Console'", "title Vercel Console"),
    ("vercel", "I want a button to delete webhooks", "already"),
    ("vercel", "send me an email when a deploy fails", "refuse"),
    ("vercel", "sort projects alphabetically", "sort Projects|Name|asc"),
    ("vercel", "tokens: show the scopes", "already"),
    ("vercel", "the checks conclusion column isn't needed on deployments", "hide Deployments|Checks Conclusion"),
]

# The coordinator's set 21 (thirteenth session), written at 07:30 UTC before running it: LaunchDarkly's
# API, a spec no customize fix had been fitted to
MINE21: list[tuple[str, str, str]] = [
    ("launchdarkly", "hide the include in snippet column on flags", "hide Flags|Include In Snippet"),
    ("launchdarkly", "show whether a flag is archived", "show Flags|Archived"),
    ("launchdarkly", "sort flags by key", "sort Flags|Key|asc"),
    ("launchdarkly", "members: last seen as 'x ago'", "format Members|Last Seen|relative"),
    ("launchdarkly", "rename the Email heading in members to 'E-mail address'", "label Members|E-mail address"),
    ("launchdarkly", "put the name column first in flags", "first Flags|Name"),
    ("launchdarkly", "move tags to the end in segments", "last Segments|Tags"),
    ("launchdarkly", "a search bar on the members list", "search Members"),
    ("launchdarkly", "50 flags a page", "size Flags|50"),
    ("launchdarkly", "make the flag description required", "field Flags|description|required"),
    ("launchdarkly", "members don't need a first name", "already"),
    ("launchdarkly", "the webhook secret shouldn't be editable", "field Webhooks|secret|readonly"),
    ("launchdarkly", "show the flags of a segment when I open it", "already"),
    ("launchdarkly", "let me filter flags by tag", "already"),
    ("launchdarkly", "can feature flags be copied?", "chat"),
    ("launchdarkly", "creation dates on segments as plain dates", "format Segments|Creation Date|date"),
    ("launchdarkly", "use a top navigation bar", "layout topnav"),
    ("launchdarkly", "drop the service token column from tokens", "hide Tokens|Service Token"),
    ("launchdarkly", "show the last used date of each token", "show Tokens|Last Used"),
    ("launchdarkly", "rename the Auditlog page to 'Audit log'", "page Auditlog|Audit log"),
    ("launchdarkly", "the audit log should be sorted by date, oldest first", "sort Auditlog|Date|asc"),
    ("launchdarkly", "roles: hide the policy", "hide Roles|Policy"),
    ("launchdarkly", "email me every time a flag changes", "refuse"),
    ("launchdarkly", "projects: key column last", "last Projects|Key"),
    ("launchdarkly", "a reset button for tokens", "already"),
]


# The coordinator's set 22 (thirteenth session), written at 07:35 UTC before running it: DigitalOcean's
# API, no fix fitted to it; frames unlike sets 20 and 21 (wishes, complaints, fragments, questions)
MINE22: list[tuple[str, str, str]] = [
    ("digitalocean", "the droplets table is too wide, lose the backup ids", "hide Droplets|Backup ids"),
    ("digitalocean", "I'd like to see each droplet's region in the list", "show Droplets|Region"),
    ("digitalocean", "droplets - newest on top", "sort Droplets|Created at|desc"),
    ("digitalocean", "could the domains be ordered by name?", "sort Domains|Name|asc"),
    # written as Domains' alone; corrected after the first run: Endpoints show a Ttl column too, so asking is right
    ("digitalocean", "ttl should say 'Time to live'", "ask Domains,Endpoints"),
    ("digitalocean", "images: distribution first please", "first Images|Distribution"),
    ("digitalocean", "error message column at the very end of images", "last Images|Error message"),
    ("digitalocean", "can I filter the images by whether they're private?", "already"),
    ("digitalocean", "certificates need a search", "search Certificates"),
    ("digitalocean", "only 5 ssh keys per page", "size Keys|5"),
    ("digitalocean", "call the Keys page 'SSH keys'", "page Keys|SSH keys"),
    ("digitalocean", "no one should be able to create a database without tags", "field Databases|tags|required"),
    ("digitalocean", "the image description is optional, right? make it so", "already"),
    ("digitalocean", "certificate expiry ('not after') as a date", "format Certificates|Not after|date"),
    ("digitalocean", "firewall creation time like '3 hours ago'", "format Firewalls|Created at|relative"),
    ("digitalocean", "how do I resize a droplet?", "chat"),
    ("digitalocean", "when I open a droplet I want to see its snapshots", "already"),
    ("digitalocean", "give me a way to delete ssh keys", "already"),
    ("digitalocean", "switch everything to a dark look", "theme dark"),
    ("digitalocean", "a more compact layout", "layout compact"),
    ("digitalocean", "name the whole thing 'Cloud Panel'", "title Cloud Panel"),
    ("digitalocean", "turn the droplets into a map of where they are", "refuse"),
    ("digitalocean", "hide the engine column on databases", "hide Databases|Engine"),
    ("digitalocean", "databases: show the status", "show Databases|Status"),
    ("digitalocean", "the sha1 fingerprint isn't useful to me", "hide Certificates|Sha1 fingerprint"),
]


# The coordinator's set 23 (thirteenth session), written at 07:45 UTC before running it: Spotify's API
# (tables that share names: Tracks, Albums, Episodes at the top and nested), no customize fix fitted to it
MINE23: list[tuple[str, str, str]] = [
    ("spotify", "hide available markets from the tracks table", "hide Tracks|Available markets"),
    ("spotify", "tracks: show the popularity", "show Tracks|Popularity"),
    ("spotify", "most popular artists first", "sort Artists|Popularity|desc"),
    ("spotify", "I want the artists sorted by name", "sort Artists|Name|asc"),
    ("spotify", "duration ms should read 'Length (ms)' on tracks", "label Tracks|Length (ms)"),
    ("spotify", "move genres to the front of the artists list", "first Artists|Genres"),
    ("spotify", "put href at the end for albums", "last Albums|Href"),
    ("spotify", "show each album's release date", "show Albums|Release date"),
    ("spotify", "album release dates as proper dates", "format Albums|Release date|date"),
    ("spotify", "danceability as a percentage", "format Audio Features|Danceability|percent"),
    ("spotify", "energy and acousticness are noise, hide them", "hide Audio Features|Energy"),
    ("spotify", "a search field for playlists", "search Playlists"),
    ("spotify", "playlists, 10 at a time", "size Playlists|10"),
    ("spotify", "a playlist must always have a description", "field Playlists|description|required"),
    ("spotify", "playlists don't have to be public", "already"),
    ("spotify", "rename the Audio Features page to 'Track analysis'", "page Audio Features|Track analysis"),
    ("spotify", "can I see an artist's top tracks when I open them?", "already"),
    ("spotify", "which endpoint gets an artist's albums?", "chat"),
    ("spotify", "play the track when I click it", "refuse"),
    # written as Tracks' alone; corrected after the first run: Episodes and Shows have an Explicit column too
    ("spotify", "explicit column: no thanks", "ask Tracks,Episodes"),
    ("spotify", "the app should be called 'Music Browser'", "title Music Browser"),
    ("spotify", "episodes: description last", "last Episodes|Description"),
]


# The coordinator's set 24 (thirteenth session), written at 07:50 UTC before running it: SendGrid's API
# (email marketing), no customize fix fitted to it; everyday, indirect and misspelt frames
MINE24: list[tuple[str, str, str]] = [
    ("sendgrid", "alerts: the percentage isn't something I look at", "hide Alerts|Percentage"),
    ("sendgrid", "show when each alert was updated as 'x ago'", "format Alerts|Updated at|relative"),
    ("sendgrid", "designs alphabetical please", "sort Designs|Name|asc"),
    ("sendgrid", "i'd like the subject line as the first column of designs", "first Designs|Subject"),
    ("sendgrid", "the 'generate plain content' column on designs can go", "hide Designs|Generate plain content"),
    ("sendgrid", "single sends: show me the send date in plain date form", "format Singlesends|Send at|date"),
    ("sendgrid", "singlesends should show the last update", "show Singlesends|Updated at"),
    ("sendgrid", "contacts - add the phone number", "show Contacts|Phone number"),
    ("sendgrid", "move city after everything else in contacts", "last Contacts|City"),
    ("sendgrid", "contacts need a search", "search Contacts"),
    ("sendgrid", "campaigns, 25 a page", "size Campaigns|25"),
    ("sendgrid", "the html content column of campaigns is way too long", "hide Campaigns|Html content"),
    ("sendgrid", "rename Custom unsubscribe url to 'Unsubscribe link'", "label Campaigns|Unsubscribe link"),
    ("sendgrid", "an alert has to have a frequency", "field Alerts|frequency|required"),
    ("sendgrid", "nobody should be able to change an alert's type once it's made", "field Alerts|type|readonly"),
    ("sendgrid", "the unsubscribe group description can stay blank", "already"),
    ("sendgrid", "call the Singlesends page 'Single Sends'", "page Singlesends|Single Sends"),
    ("sendgrid", "sort ip addresses by start date, latest first", "sort Ips|Start date|desc"),
    ("sendgrid", "how do I send an email with this api?", "chat"),
    ("sendgrid", "send a test email to me", "refuse"),
    ("sendgrid", "make it look dark", "theme dark"),
    ("sendgrid", "cmapaigns: hide the editor column", "hide Campaigns|Editor"),
]


# The coordinator's set 25 (thirteenth session), written at 08:02 UTC before running it: the older
# specs most of held12 is on, in frames not used before (habits, priorities, comparisons, asides)
MINE25: list[tuple[str, str, str]] = [
    ("petstore", "I keep scrolling past the breed column, just remove it", "hide Pets|Breed"),
    ("petstore", "price matters most to us, so it should lead the pets table", "first Pets|Price"),
    ("petstore", "nobody here reads the species column", "hide Pets|Species"),
    ("petstore", "owners, oldest members first", "sort Owners|Member Since|asc"),
    ("petstore", "street is less important than the rest, push it to the end", "last Owners|Street"),
    ("swapi", "for planets, biggest diameter on top", "sort Planet|Diameter|desc"),
    ("swapi", "the opening crawl is too long for a table", "hide Film|Opening Crawl"),
    ("swapi", "vehicles: call the Cost In Credits column 'Price'", "label Vehicle|Price"),
    ("swapi", "people should be listed by name", "sort Person|Name|asc"),
    ("swapi", "starship length with thousands separators", "format Starship|Length|number"),
    ("docker", "containers: I'd rather see the command last", "last Containers|Command"),
    ("docker", "volumes created at, shown as how long ago", "format Volumes|Created At|relative"),
    ("docker", "networks: ipv4 and ipv6 columns are clutter", "hide Networks|Enable IPv4"),
    ("docker", "plugins per page: 5", "size Plugins|5"),
    ("docker", "images sorted biggest first", "sort Images|Size|desc"),
    ("discord", "stickers: the format type column is useless", "hide Stickers|Format type"),
    ("discord", "emojis ordered by name", "sort applications.emojis|Name|asc"),
    ("discord", "messages: tts isn't needed", "hide channels.messages|Tts"),
    ("discord", "the webhook avatar column can go", "hide channels.webhooks|Avatar"),
    ("discord", "a sticker should always have a description", "field Stickers|description|required"),
    ("kinto", "rename the Members column in groups to 'People in group'", "label Groups|People in group"),
    ("kinto", "ten records per page", "size Records|10"),
    ("xero", "contacts: lead with the email address", "first Contacts|Email Address"),
    ("xero", "I mostly care about the newest invoices, put them first", "sort Invoices|Date|desc"),
]


# The coordinator's set 26 (thirteenth session), written at 08:06 UTC before running it: Linode's API
# (several tables called Instances, Backups, Types), no customize fix fitted to it
MINE26: list[tuple[str, str, str]] = [
    ("linode", "account events: hide the percent complete column", "hide Events|Percent complete"),
    ("linode", "show how long each event took as a duration... actually just hide duration", "hide Events|Duration"),
    ("linode", "events newest first", "sort Events|Created|desc"),
    ("linode", "invoices: total should be formatted as money", "format Invoices|Total|currency"),
    ("linode", "put the invoice total first", "first Invoices|Total"),
    ("linode", "payments in dollars please", "format Payments|Usd|currency"),
    ("linode", "domains: the axfr ips column means nothing to me", "hide Domains|Axfr ips"),
    ("linode", "sort domains by domain name", "sort Domains|Domain|asc"),
    ("linode", "give domains a search box", "search Domains"),
    ("linode", "a domain can't be added without a soa email", "field Domains|soa_email|required"),
    ("linode", "images: created as relative time", "format Images|Created|relative"),
    ("linode", "move eol to the end in images", "last Images|Eol"),
    ("linode", "hide the script column on stackscripts, it's huge", "hide Stackscripts|Script"),
    ("linode", "stackscripts should say 'Scripts' in the menu", "page Stackscripts|Scripts"),
    ("linode", "kubernetes clusters sorted by version", "sort Clusters|K8s version|asc"),
    ("linode", "the k8s version column should read 'Kubernetes'", "label Clusters|Kubernetes"),
    ("linode", "users: tfa enabled as the first column", "first Users|Tfa enabled"),
    ("linode", "username must not be editable after the user is made", "field Users|username|readonly"),
    ("linode", "logins, 50 per page", "size Logins|50"),
    ("linode", "which call reboots a linode?", "chat"),
    ("linode", "reboot all my linodes every night", "refuse"),
    ("linode", "a light theme", "theme light"),
    ("linode", "oauth clients: thumbnail url is pointless", "hide Oauth Clients|Thumbnail url"),
]


# The coordinator's set 27 (thirteenth session), written at 08:17 UTC before running it: Bitbucket's
# API (deeply nested tables, several of one name), no customize fix fitted to it
MINE27: list[tuple[str, str, str]] = [
    ("bitbucket", "repositories: hide the uuid", "hide Repositories|Uuid"),
    ("bitbucket", "repos sorted by creation date, newest first", "sort Repositories|Created on|desc"),
    ("bitbucket", "show repo creation as '2 months ago'", "format Repositories|Created on|relative"),
    # written as Repositories' alone; corrected after the first run: Forks and Repo Slug show Fork policy too
    ("bitbucket", "the fork policy column is just noise", "ask Repositories,Forks"),
    ("bitbucket", "issues: priority should be the first column", "first Issues|Priority"),
    ("bitbucket", "highest priority issues first", "sort Issues|Priority|desc"),
    ("bitbucket", "issues need a search box", "search Issues"),
    ("bitbucket", "an issue can't be filed without a kind", "field Issues|kind|required"),
    ("bitbucket", "edited on as a date in issues", "format Issues|Edited on|date"),
    ("bitbucket", "commits: hash last", "last Commits|Hash"),
    ("bitbucket", "make commit messages the first thing I see in commits", "first Commits|Message"),
    ("bitbucket", "pipelines: build seconds used should be called 'Build time (s)'", "label Pipelines|Build time (s)"),
    ("bitbucket", "pipelines, fastest builds first", "sort Pipelines|Build seconds used|asc"),
    ("bitbucket", "deploy keys: when they were last used, relative please", "format Deploy Keys|Last used|relative"),
    ("bitbucket", "hooks: 5 per page", "size Hooks|5"),
    (
        "bitbucket",
        "rename the Pullrequests page to 'Pull requests'",
        "page repositories.repo_slug.pullrequests|Pull requests",
    ),
    ("bitbucket", "which endpoint merges a pull request?", "chat"),
    ("bitbucket", "merge every open pull request automatically", "refuse"),
    ("bitbucket", "schedules: hide cron pattern", "hide Schedules|Cron pattern"),
    ("bitbucket", "a schedule always needs a cron pattern", "already"),
]


# The coordinator's set 28 (thirteenth session), written at 08:33 UTC before running it: the API in the
# corpus file webflow.com.json (documents, models, trainings, workflows), no customize fix fitted to it
MINE28: list[tuple[str, str, str]] = [
    ("webflow", "hide the created by column on models", "hide Models|Created By"),
    ("webflow", "models: most recently created first", "sort Models|Created Time|desc"),
    ("webflow", "model creation time as '5 days ago'", "format Models|Created Time|relative"),
    ("webflow", "documents: content type up front", "first Documents|Content Type"),
    ("webflow", "the content column in documents is unreadable, drop it", "hide Documents|Content"),
    ("webflow", "a document must come with a dataset id", "field Documents|datasetId|required"),
    ("webflow", "datasets - retention in days should say 'Kept for (days)'", "label Datasets|Kept for (days)"),
    ("webflow", "sort datasets by how long they're retained, longest first", "sort Datasets|Retention In Days|desc"),
    ("webflow", "workflows need a search bar", "search Workflows"),
    ("webflow", "15 workflows per page", "size Workflows|15"),
    ("webflow", "users: avatar column, bin it", "hide Users|Avatar"),
    ("webflow", "email should be the first column for users", "first Users|Email"),
    ("webflow", "a user's email can't be changed later", "field Users|email|readonly"),
    ("webflow", "secrets: show when each was last updated", "already"),
    ("webflow", "the Predictions page should be called 'Results'", "page Predictions|Results"),
    # written as a sort by Inference Time; corrected after the first run: that column is a timestamp, not
    # how long an inference took, so nothing says which is slowest (ask or decline)
    ("webflow", "predictions with the slowest inference first", "unclear"),
    ("webflow", "which endpoint starts a training?", "chat"),
    ("webflow", "retrain every model each night", "refuse"),
    ("webflow", "dark mode please", "theme dark"),
    ("webflow", "show the description when I open a plan", "already"),
]


async def _run() -> dict:
    import benchmarks.assist_eval as ev

    sets = {
        "set1": MINE,
        "set2": MINE2,
        "set3": MINE3,
        "set4": MINE4,
        "set5": MINE5,
        "set6": MINE6,
        "set7": MINE7,
        "set8": MINE8,
        "set9": MINE9,
        "set10": MINE10,
        "set11": MINE11,
        "set12": MINE12,
        "set13": MINE13,
        "set14": MINE14,
        "set15": MINE15,
        "set16": MINE16,
        "set17": MINE17,
        "set18": MINE18,
        "set19": MINE19,
        "set20": MINE20,
        "set21": MINE21,
        "set22": MINE22,
        "set23": MINE23,
        "set24": MINE24,
        "set25": MINE25,
        "set26": MINE26,
        "set27": MINE27,
        "set28": MINE28,
    }
    only = [a for a in sys.argv[1:] if a in sets]
    sets = {k: v for k, v in sets.items() if not only or k in only}
    loaded = {n: ev.load(n) for n in sorted({s for cases in sets.values() for s, _, _ in cases})}
    state = ev.State(None)
    out: dict = {}
    for name, cases in sets.items():
        right, misses = 0, []
        for n, (spec, prompt, expect) in enumerate(cases):
            outcome = await ev.run_customize(state, loaded, spec, prompt, f"{name}-{n}")
            ok, why = ev.judge_customize(expect, loaded[spec][2], outcome)
            right += ok
            if not ok:
                misses.append(dict(spec=spec, prompt=prompt, expect=expect, why=why[:160]))
        out[name] = dict(right=right, of=len(cases), misses=misses)
    return out


if __name__ == "__main__":
    print(json.dumps(asyncio.run(_run()), indent=1))
