"""What the API document says: source, servers, auth, schemas, parameters, bodies, operations."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from copilot_cli.spec.model.base import (
    GraphQLTypeKind,
    OperationKind,
    OperationRole,
    ParamLocation,
    ParamRole,
    SchemaKind,
    SourceFormat,
    SourceKind,
    SourceOrigin,
    SpecModel,
    new_dict,
    new_list,
)

# --------------------------------------------------------------------------- source / servers


class Source(SpecModel):
    kind: SourceKind = Field(
        description="Which kind of API description this was: openapi-3.0, openapi-3.1, swagger-2.0 or graphql."
    )
    version: str | None = Field(
        None,
        description="The description format's own version as written: the `openapi`/`swagger` value (e.g. '3.0.4'); None for GraphQL.",
    )
    format: SourceFormat = Field(description="Syntax of the input: json, yaml, graphql-sdl or graphql-introspection.")
    origin: SourceOrigin = Field(description="How it arrived: text, path, url or an already-parsed document.")
    location: str | None = Field(
        None, description="The file path or URL it was read from; None for text and documents."
    )
    title: str = Field(description="info.title, or a name derived from the file / root types for GraphQL.")
    description: str | None = Field(
        None, description="info.description (Markdown allowed) or the GraphQL schema description."
    )
    api_version: str | None = Field(None, description="info.version: the API's own version string.")
    hash: str = Field(description="'sha256:<hex>' of the input bytes (canonical JSON for parsed documents).")
    size: int = Field(description="Size of the input in bytes.")
    terms_of_service: str | None = Field(None, description="info.termsOfService URL.")
    contact: dict[str, str] | None = Field(None, description="info.contact (name, url, email).")
    license: dict[str, str] | None = Field(None, description="info.license (name, url, identifier).")


class ServerVariable(SpecModel):
    default: str = Field(description="Value to substitute when the user picks nothing.")
    enum: list[str] | None = Field(None, description="Allowed values, if restricted.")
    description: str | None = Field(None, description="What the variable means.")


class Server(SpecModel):
    url: str = Field(
        description="Base URL, possibly relative and possibly with {variables}. Swagger host/basePath/schemes become one server per scheme."
    )
    description: str | None = Field(None, description="Human description of this server.")
    variables: dict[str, ServerVariable] = Field(
        default_factory=new_dict, description="Substitutions for {name} in url."
    )


# --------------------------------------------------------------------------- auth


class OAuthFlow(SpecModel):
    type: Literal["implicit", "password", "clientCredentials", "authorizationCode"] = Field(
        description="The OAuth2 grant (Swagger 2's 'application' is clientCredentials, 'accessCode' is authorizationCode)."
    )
    authorization_url: str | None = Field(None, description="Authorization endpoint (implicit, authorizationCode).")
    token_url: str | None = Field(None, description="Token endpoint (password, clientCredentials, authorizationCode).")
    refresh_url: str | None = Field(None, description="Refresh endpoint, if any.")
    scopes: dict[str, str] = Field(default_factory=new_dict, description="Scope name → description.")


class SecurityScheme(SpecModel):
    name: str = Field(description="The scheme's key in securitySchemes/securityDefinitions; requirements refer to it.")
    type: Literal["apiKey", "http", "oauth2", "openIdConnect", "mutualTLS"] = Field(
        description="Scheme type. Swagger 2 'basic' becomes http + scheme 'basic'."
    )
    description: str | None = Field(None, description="Human description.")
    location: Literal["header", "query", "cookie"] | None = Field(
        None, alias="in", description="apiKey: where the key goes."
    )
    param_name: str | None = Field(None, description="apiKey: the header/query/cookie name carrying the key.")
    scheme: str | None = Field(
        None, description="http: the HTTP auth scheme, lower-cased ('basic', 'bearer', 'digest', …)."
    )
    bearer_format: str | None = Field(None, description="http bearer: hint of the token format, e.g. 'JWT'.")
    flows: list[OAuthFlow] = Field(default_factory=new_list, description="oauth2: the supported flows.")
    open_id_connect_url: str | None = Field(None, description="openIdConnect: discovery URL.")


SecurityRequirement = dict[str, list[str]]


class Auth(SpecModel):
    schemes: dict[str, SecurityScheme] = Field(
        default_factory=new_dict, description="Every declared security scheme by name."
    )
    requirements: list[SecurityRequirement] = Field(
        default_factory=new_list,
        description="Global requirement: alternatives (OR) of {scheme: scopes} maps (AND). [] means none required.",
    )


# --------------------------------------------------------------------------- types


class Constraints(SpecModel):
    minimum: float | None = Field(None, description="Inclusive lower bound (numbers).")
    maximum: float | None = Field(None, description="Inclusive upper bound (numbers).")
    exclusive_minimum: float | None = Field(
        None, description="Exclusive lower bound (numbers); 3.0's boolean form is folded into this."
    )
    exclusive_maximum: float | None = Field(None, description="Exclusive upper bound (numbers).")
    multiple_of: float | None = Field(None, description="Value must be a multiple of this.")
    min_length: int | None = Field(None, description="Minimum string length.")
    max_length: int | None = Field(None, description="Maximum string length.")
    pattern: str | None = Field(None, description="ECMA regular expression the string must match.")
    min_items: int | None = Field(None, description="Minimum array length.")
    max_items: int | None = Field(None, description="Maximum array length.")
    unique_items: bool | None = Field(None, description="Array items must be distinct.")
    min_properties: int | None = Field(None, description="Minimum number of object properties.")
    max_properties: int | None = Field(None, description="Maximum number of object properties.")


class Discriminator(SpecModel):
    property_name: str = Field(description="Property whose value selects the variant.")
    mapping: dict[str, str] = Field(
        default_factory=new_dict, description="Property value → type name (refs already reduced to names)."
    )


class Schema(SpecModel):
    """A type: either a reference `{ref: "Pet"}` to a named type in `NormalizedSpec.types`, or an
    inline description. A reference may carry local overrides (description, nullable,
    readOnly/writeOnly, default, deprecated) that apply at the point of use."""

    ref: str | None = Field(
        None,
        description="Name of a type in NormalizedSpec.types. When set, `kind` is the referenced type's kind for convenience and structure lives in the named type.",
    )
    kind: SchemaKind = Field(
        "any",
        description="string, integer, number, boolean, object, array, enum, union (oneOf/anyOf/GraphQL union/interface implementations), map (additionalProperties only), file (binary upload/download), any, null.",
    )
    name: str | None = Field(
        None, description="The type's name when this schema is a named type (an entry of NormalizedSpec.types)."
    )
    title: str | None = Field(None, description="JSON Schema title.")
    description: str | None = Field(None, description="Human description (Markdown allowed).")
    format: str | None = Field(
        None,
        description="Format hint: date-time, email, uuid, int64, binary, … ; for GraphQL custom scalars the scalar name.",
    )
    base_kind: str | None = Field(
        None, description="For kind 'enum': the underlying primitive kind (string, integer, …)."
    )
    nullable: bool = Field(
        False,
        description="null is allowed (3.0 `nullable`, 3.1 type arrays with 'null', Swagger `x-nullable`, GraphQL nullable).",
    )
    read_only: bool = Field(False, description="Sent by the server only; never part of create/update forms.")
    write_only: bool = Field(False, description="Sent by the client only (e.g. passwords); never shown as read data.")
    deprecated: bool = Field(False, description="Marked deprecated.")
    default: Any = Field(None, description="Default value, if any.")
    examples: list[Any] | None = Field(None, description="Example values (`example` and `examples` merged).")
    enum: list[Any] | None = Field(None, description="Allowed values (`enum`, or a single-value `const`).")
    enum_descriptions: dict[str, str] | None = Field(None, description="GraphQL enum value → description, when given.")
    constraints: Constraints | None = Field(None, description="Validation constraints, when any are given.")
    properties: dict[str, Schema] | None = Field(
        None, description="Object properties in document order (allOf parts merged in)."
    )
    required: list[str] | None = Field(None, description="Names of required properties.")
    items: Schema | None = Field(None, description="Array item schema.")
    additional_properties: Schema | None = Field(
        None, description="Schema of extra properties (map values). `{kind: any}` when simply `true`."
    )
    variants: list[Schema] | None = Field(None, description="kind 'union': the alternatives, usually refs.")
    union_mode: Literal["oneOf", "anyOf", "graphql"] | None = Field(None, description="How the variants combine.")
    discriminator: Discriminator | None = Field(None, description="Union discriminator, when declared.")
    all_of: list[str] | None = Field(
        None, description="Named types merged into this one through allOf (kept for 'extends' relations)."
    )
    arguments: list[Parameter] | None = Field(
        None, description="GraphQL: arguments of this field when the schema is a property of an object type."
    )
    graphql_kind: GraphQLTypeKind | None = Field(None, description="GraphQL: the named type's kind.")
    interfaces: list[str] | None = Field(None, description="GraphQL: interfaces an object type implements.")
    media_type: str | None = Field(
        None, description="For kind 'file': the media type when known (contentMediaType / response media type)."
    )
    x_extensions: dict[str, Any] | None = Field(
        None, alias="extensions", description="Selected vendor extensions (x-*) with small scalar values."
    )


# --------------------------------------------------------------------------- operations


class Parameter(SpecModel):
    name: str = Field(description="Parameter name as sent on the wire (or GraphQL argument name).")
    location: ParamLocation = Field(alias="in", description="path, query, header, cookie, or argument (GraphQL).")
    required: bool = Field(False, description="Must be supplied (path parameters always are).")
    description: str | None = Field(None, description="Human description.")
    deprecated: bool = Field(False, description="Marked deprecated.")
    schema_: Schema = Field(alias="schema", description="The value's type.")
    style: str | None = Field(
        None,
        description="Serialization style (form, simple, deepObject, …); Swagger collectionFormat is mapped (multi → form+explode).",
    )
    explode: bool | None = Field(None, description="Arrays/objects exploded into repeated parameters.")
    example: Any = Field(None, description="An example value, if given.")
    role: ParamRole | None = Field(
        None,
        description="Detected purpose: id, page, size, offset, limit, cursor, sort, order, filter, search, fields. None when ordinary.",
    )
    evidence: str | None = Field(None, description="Why the role was assigned.")


class MediaContent(SpecModel):
    schema_: Schema | None = Field(None, alias="schema", description="The body's type for this media type.")
    example: Any = Field(None, description="An example body, if given.")
    encoding: dict[str, dict[str, Any]] | None = Field(
        None, description="multipart/form encoding per property (contentType, style, explode)."
    )


class RequestBody(SpecModel):
    required: bool = Field(False, description="A body must be sent.")
    description: str | None = Field(None, description="Human description.")
    content: dict[str, MediaContent] = Field(
        default_factory=new_dict,
        description="Media type → body. Swagger `in: body` becomes its `consumes` types; `in: formData` becomes form-urlencoded/multipart with one property per field.",
    )


class Response(SpecModel):
    status: str = Field(description="'200', '201', '2XX', 'default', …")
    description: str | None = Field(None, description="Human description.")
    content: dict[str, MediaContent] = Field(default_factory=new_dict, description="Media type → body.")
    headers: dict[str, Schema] = Field(
        default_factory=new_dict, description="Response header name → type (e.g. Link, X-Total-Count, x-next)."
    )


class Envelope(SpecModel):
    key: str = Field(description="The property holding the item, e.g. 'data'.")
    evidence: str = Field(description="Why this property was taken for the item's envelope.")


class Operation(SpecModel):
    id: str = Field(
        description="operationId, or a generated stable id ('get /pets/{id}' style, or the GraphQL root field) when absent. Unique within the spec."
    )
    kind: OperationKind = Field(description="http, query, mutation, subscription or webhook.")
    method: str | None = Field(None, description="HTTP method in upper case (also for webhooks); None for GraphQL.")
    path: str | None = Field(
        None, description="HTTP path template ('/pets/{petId}'); the webhook name for webhooks; None for GraphQL."
    )
    field: str | None = Field(None, description="GraphQL root field name; None for HTTP.")
    summary: str | None = Field(None, description="One-line summary.")
    description: str | None = Field(None, description="Long description (Markdown allowed).")
    tags: list[str] = Field(default_factory=new_list, description="Tags in document order.")
    deprecated: bool = Field(False, description="Marked deprecated.")
    parameters: list[Parameter] = Field(
        default_factory=new_list,
        description="Path-level and operation-level parameters merged (operation wins), or GraphQL arguments.",
    )
    request_body: RequestBody | None = Field(None, description="The request body, if any.")
    responses: list[Response] = Field(default_factory=new_list, description="Responses in document order.")
    returns: Schema | None = Field(
        None,
        description="The main success payload: first 2xx response's JSON (or only) schema, or the GraphQL field's type.",
    )
    security: list[SecurityRequirement] = Field(
        default_factory=new_list,
        description="Effective requirement (operation's own or inherited global): OR of {scheme: scopes}. [] = no auth.",
    )
    security_inherited: bool = Field(True, description="True when `security` came from the global requirement.")
    servers: list[Server] | None = Field(None, description="Operation- or path-level server override.")
    resource: str | None = Field(None, description="Name of the resource this operation belongs to, if any.")
    role: OperationRole | None = Field(None, description="Its role in that resource.")
    request_envelope: Envelope | None = Field(
        None,
        description='The property the request body wraps its item in (`{"data": {…}}`): a form shows the item\'s fields and the client wraps them back. None when the body is the item.',
    )
    response_envelope: Envelope | None = Field(
        None,
        description='For an item operation of a resource: the property its answer keeps the item in (`{"data": {…}}`). None when the answer is the item.',
    )
