"""What the normalizer infers: resources (CRUD groupings) with pagination, field sets and
relations, each with its evidence."""

from __future__ import annotations

import builtins
from typing import Literal

from pydantic import Field

from copilot_cli.spec.model.base import PaginationStyle, SpecModel, new_list

# --------------------------------------------------------------------------- resources


class ResourceAction(SpecModel):
    name: str = Field(description="Action name, e.g. 'archive' (last path segment or derived from the operation id).")
    operation_id: str = Field(description="The operation performing it.")
    method: str | None = Field(None, description="HTTP method, or None for GraphQL mutations.")
    path: str | None = Field(None, description="HTTP path.")
    scope: Literal["item", "collection"] = Field(description="Acts on one item (path has the id) or on the collection.")


class ResourceOperations(SpecModel):
    list: str | None = Field(None, description="Operation id listing the collection.")
    get: str | None = Field(None, description="Operation id reading one item.")
    create: str | None = Field(None, description="Operation id creating an item.")
    update: str | None = Field(None, description="Operation id replacing an item (PUT).")
    patch: str | None = Field(None, description="Operation id partially updating an item (PATCH).")
    delete: str | None = Field(None, description="Operation id deleting an item.")
    actions: builtins.list[ResourceAction] = Field(
        default_factory=new_list, description="Non-CRUD operations on the item or collection."
    )


class FieldSets(SpecModel):
    read: list[str] = Field(default_factory=new_list, description="Properties shown when reading (writeOnly excluded).")
    create: list[str] = Field(
        default_factory=new_list,
        description="Properties sent on create (readOnly excluded; from the create body when known).",
    )
    update: list[str] = Field(
        default_factory=new_list,
        description="Properties sent on update (readOnly excluded; from the update body when known).",
    )
    required_on_create: list[str] = Field(default_factory=new_list, description="Of the create fields, those required.")


class Pagination(SpecModel):
    style: PaginationStyle = Field(
        "none",
        description="none, page (page+size), offset (offset+limit), cursor (opaque cursor param), link (next URL in a header or body field), relay (GraphQL connection).",
    )
    page_param: str | None = Field(None, description="Parameter carrying the page number.")
    size_param: str | None = Field(
        None, description="Parameter carrying the page size (page style) or the limit (offset/cursor styles)."
    )
    offset_param: str | None = Field(None, description="Parameter carrying the offset.")
    cursor_param: str | None = Field(None, description="Parameter carrying the cursor (GraphQL: 'after').")
    items_path: str | None = Field(
        None,
        description="Dotted path of the item array in the list response; '' means the body itself is the array; GraphQL: 'edges.node' or 'nodes'.",
    )
    total_path: str | None = Field(None, description="Dotted path of the total count in the list response, if any.")
    next_path: str | None = Field(
        None, description="Dotted path of the next cursor/URL in the body (GraphQL: 'pageInfo.endCursor')."
    )
    has_next_path: str | None = Field(
        None, description="Dotted path of a has-more flag (GraphQL: 'pageInfo.hasNextPage')."
    )
    next_header: str | None = Field(
        None, description="Response header carrying the next link/cursor (Link, x-next, …)."
    )
    total_header: str | None = Field(None, description="Response header carrying the total count.")
    evidence: list[str] = Field(default_factory=new_list, description="Why this style and these names were chosen.")


class Relation(SpecModel):
    field: str = Field(description="Property (or GraphQL field) that holds the relation.")
    target_type: str = Field(description="Related named type.")
    target_resource: str | None = Field(None, description="Resource of the related type, if one exists.")
    many: bool = Field(False, description="To-many (array / connection) rather than to-one.")
    via: Literal["ref", "naming", "graphql"] = Field(
        description="ref: the property is a $ref to the type; naming: `fooId` → Foo; graphql: object-typed field."
    )
    evidence: str = Field(description="Human-readable reason, e.g. 'relation because `authorId` matches type Author'.")


class Resource(SpecModel):
    name: str = Field(description="Unique resource key, e.g. 'pets' or 'guilds.members' for nested ones.")
    label: str = Field(description="Human label, e.g. 'Pets'.")
    type_name: str | None = Field(None, description="The item's named type in `types`, when known.")
    collection_path: str | None = Field(
        None, description="HTTP collection path ('/pets'); GraphQL: the list root field."
    )
    item_path: str | None = Field(
        None, description="HTTP item path ('/pets/{petId}'); GraphQL: the single-item root field."
    )
    parent: str | None = Field(None, description="Name of the parent resource for nested paths like /a/{id}/b.")
    parent_params: list[str] = Field(
        default_factory=new_list, description="Path parameters that identify the parent(s), outermost first."
    )
    operations: ResourceOperations = Field(default_factory=ResourceOperations, description="Operation ids by role.")
    id_param: str | None = Field(None, description="Path parameter (or GraphQL argument) naming the item id.")
    id_field: str | None = Field(None, description="Property of the item type holding its id.")
    display_field: str | None = Field(None, description="Property best used as the item's label (name, title, …).")
    fields: FieldSets = Field(default_factory=FieldSets, description="Field sets for read/create/update views.")
    pagination: Pagination = Field(default_factory=Pagination, description="How the list operation pages.")
    sort_params: list[str] = Field(default_factory=new_list, description="List parameters that sort.")
    filter_params: list[str] = Field(default_factory=new_list, description="List parameters that filter.")
    search_params: list[str] = Field(default_factory=new_list, description="List parameters doing free-text search.")
    relations: list[Relation] = Field(
        default_factory=new_list, description="Links from the item type to other types/resources."
    )
    evidence: list[str] = Field(
        default_factory=new_list, description="Why these operations were grouped and roles assigned."
    )
