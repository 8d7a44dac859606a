"""chat, offline, on questions in a new writer's words (the causes of held11's misses, on Discord's
REST API and Hashnode's GraphQL among others, each asked here in other words): looking a thing up by
what describes it is a search, by what identifies it a read; a verb's word after "a" or "the" is a
noun ("a single post"); the verb said first over a state said after it; starting what nothing starts
makes it; a body of several shapes lists each; how many come back "at a time"; a credential said
with its kind ("a bot token"); what can be asked about a thing is its fields; a filter on when; the
noun a verb acts on; money back wanted; changes bundled into one request; the asker's own."""

from __future__ import annotations

from tests.assist.test_chat_questions_as_asked import (
    DOCKER,
    KINTO,
    PETSTORE,
    SPECS,
    STRIPE,
    SWAGGER,
    XERO,
    ask,
)

DISCORD = SPECS / "discord_openapi.json"
HASHNODE = SPECS / "hashnode-starter-kit_schema.graphql"
SWAPI = SPECS / "swapi-graphql_schema.graphql"


def test_looking_a_thing_up_by_what_describes_it_is_a_search():
    assert "`q`" in ask(PETSTORE, "how would I look up pets by their name?", False)
    said = ask(DISCORD, "how do I look up guild members by name?", False)
    assert said.startswith("Use `search_guild_members` (GET /guilds/{guild_id}/members/search)")
    said = ask(DOCKER, "I want to look for an image in the registry, which call?", False)
    assert "`ImageSearch` (GET /images/search)" in said


def test_looking_a_thing_up_by_what_identifies_it_is_its_read():
    assert "`user` (query user)" in ask(HASHNODE, "how can I look up a user by username?", False)


def test_a_verb_word_after_a_or_the_is_a_noun():
    # Hashnode's `Post` is no "post" (create) said as a verb
    assert "`post` (query post)" in ask(HASHNODE, "which query returns one post?", False)
    assert "`post` (query post)" in ask(HASHNODE, "how can I get a single post by its id?", False)


def test_the_verb_said_first_wins_over_a_state_said_after_it():
    said = ask(HASHNODE, "is it possible to undelete a post someone removed?", False)
    assert "`restorePost` (mutation restorePost)" in said
    # both said as actions: the one that ends it
    assert "`ContainerDelete` (DELETE /containers/{id})" in ask(DOCKER, "how do I stop and remove a container?", False)


def test_starting_what_nothing_starts_makes_it():
    said = ask(DISCORD, "how can I start a thread in a channel?", False)
    assert "`create_thread` (POST /channels/{channel_id}/threads)" in said
    assert "`ContainerStart` (POST /containers/{id}/start)" in ask(DOCKER, "how do I start a container?", False)


def test_a_body_of_several_shapes_lists_the_fields_of_each():
    said = ask(DISCORD, "what does create_thread take?", False)
    assert "`CreateForumThreadRequest` with `name` (required)" in said
    assert "`CreateTextThreadWithoutMessageRequest` with `name` (required)" in said


def test_how_many_come_back_at_a_time_is_the_lists_limit():
    assert "`limit`" in ask(DISCORD, "how many guild members do I get at a time?", False)
    # Docker's `Limit` type is not what "limit" names in a question on the containers list
    said = ask(DOCKER, "can I limit the number of containers I get back?", False)
    assert said.startswith("Yes: `ContainerList` (GET /containers/json) takes `limit`")


def test_a_credential_said_with_its_kind_asks_whether_the_operation_needs_it():
    said = ask(DISCORD, "do I need a bot token to read a guild's channels?", False)
    assert said.startswith("Yes: `list_guild_channels` (GET /guilds/{guild_id}/channels) needs BotToken")
    said = ask(SWAGGER, "does adding a pet need me to sign in?", False)
    assert said.startswith("Yes: `addPet` (POST /pet) needs")
    # a page token is the list's cursor, not a credential
    assert "`_token`" in ask(KINTO, "do I need a page token to list records?", False)


def test_what_can_be_asked_about_a_thing_is_its_fields():
    said = ask(SWAPI, "what can I find out about a planet?", False)
    assert said.startswith("`Planet` has") and "climates" in said


def test_a_list_filtered_by_when_its_items_changed():
    said = ask(KINTO, "is it possible to list records updated since a timestamp?", False)
    assert said.startswith("Yes: `get_records`") and "`_since`" in said
    assert "`created`" in ask(STRIPE, "can I list charges created after a date?", False)


def test_the_noun_a_verb_acts_on_is_the_resource_asked():
    said = ask(XERO, "how do I record a payment for a bill?", False)
    assert "`createPayment` (POST /Payments)" in said
    assert "`PostRefunds` (POST /v1/refunds)" in ask(STRIPE, "how do I create a refund for a customer?", False)


def test_money_back_wanted_is_a_refund_to_make():
    said = ask(STRIPE, "my customer asked for their money back, what do I call?", False)
    assert "`PostRefunds` (POST /v1/refunds)" in said


def test_changes_bundled_into_one_request_are_a_batch():
    said = ask(KINTO, "can several writes be combined into a single request?", False)
    assert said.startswith("Yes: use `batch` (POST /batch)")


def test_what_the_asker_is_in_is_their_own():
    assert "`list_my_guilds` (GET /users/@me/guilds)" in ask(
        DISCORD, "which endpoint gives the guilds I belong to?", False
    )
    assert "`list_my_guilds` (GET /users/@me/guilds)" in ask(DISCORD, "how do I list the servers I've joined?", False)


def test_how_much_disk_is_the_disk_usage():
    assert "`SystemDataUsage` (GET /system/df)" in ask(DOCKER, "how much storage is docker taking up?", False)


# the causes of this session's own fresh sets (benchmarks/assist_chat_paraphrases.py sets 20 and 21)
SHOPIFY = SPECS / "shopify-hydrogen_storefront.schema.json"


def test_a_thing_said_in_everyday_words_is_the_one_the_api_names_so():
    # Discord's servers are its guilds: "a server's emojis" are a guild's
    assert "`list_guild_emojis` (GET /guilds/{guild_id}/emojis)" in ask(
        DISCORD, "how can I list a server's emojis?", False
    )


def test_my_own_is_the_askers_own():
    assert "`get_my_user` (GET /users/@me)" in ask(DISCORD, "how do I fetch my own user record?", False)
    assert "`update_my_user` (PATCH /users/@me)" in ask(DISCORD, "how do I edit my own user?", False)


def test_the_user_signed_in_is_the_asker():
    assert "`me` (query me)" in ask(HASHNODE, "which query gives the current user?", False)
    assert "`get_my_user` (GET /users/@me)" in ask(DISCORD, "how do I read the signed-in user?", False)


def test_who_did_something_is_the_list_of_those_who_did():
    said = ask(DISCORD, "how do I find out who reacted to my message?", False)
    assert "`list_message_reactions_by_emoji`" in said


def test_a_verb_whose_noun_the_api_names_makes_that_noun():
    said = ask(DISCORD, "is there a way to react to someone's message?", False)
    assert "`add_my_message_reaction`" in said


def test_undoing_a_thing_is_the_operation_named_for_undoing_it():
    assert "`unban_user_from_guild`" in ask(DISCORD, "how do I undo a ban?", False)


def test_opening_what_one_makes_makes_it():
    assert "`create_dm` (POST /users/@me/channels)" in ask(DISCORD, "how can I open a DM?", False)


def test_a_graphql_name_saying_more_than_asked_names_something_else():
    # `cartGiftCardCodesRemove` removes gift cards, not discount codes
    said = ask(SHOPIFY, "how do I drop a discount code from my cart?", False)
    assert "`cartDiscountCodesUpdate`" in said


def test_a_verb_and_its_particle_said_as_one_noun_makes_it():
    assert "`PostPayouts` (POST /v1/payouts)" in ask(STRIPE, "how can I pay out my balance?", False)


# the causes of set 22 (written after the fixes above, as a measure)
def test_a_thing_read_by_the_key_its_path_ends_in():
    # /invites/{code}, not /invites/{code}/target-users
    assert ask(DISCORD, "how do I get an invite by code?", False).startswith(
        "Use `invite_resolve` (GET /invites/{code})"
    )


def test_taking_back_an_invitation_revokes_it():
    said = ask(HASHNODE, "how can I rescind a user's invitation to a publication?", False)
    assert "`revokeUserInviteToPublication`" in said
    said = ask(HASHNODE, "can I take back an invitation to a documentation project?", False)
    assert said.startswith("Yes: use `revokeInviteToDocumentationProject`")


def test_a_resource_said_only_as_the_owner_of_what_is_asked_is_not_what_is_asked():
    assert "`locations` (query locations)" in ask(SHOPIFY, "how do I list a shop's locations?", False)
    # a field it has is its own: no update for a person, whatever its name
    assert ask(SWAPI, "is there a way to update a person's name?", False).startswith("No:")


# the causes of set 23 (written after every fix above, as a measure)
BOX = SPECS / "box_openapi.json"


def test_what_a_nested_collection_cannot_do_its_top_level_namesake_does():
    # a file's tasks are listed under the file and made at POST /tasks
    assert "`post_tasks` (POST /tasks)" in ask(BOX, "how can I make a task for a file?", False)


def test_a_single_page_is_the_apis_page_not_paging():
    assert ask(SHOPIFY, "which query gives a single page?", False).startswith("Use `page` (query page)")


def test_a_credential_made_is_the_operation_making_it_not_a_question_of_auth():
    said = ask(SHOPIFY, "which mutation creates a customer access token?", False)
    assert "`customerAccessTokenCreate`" in said
