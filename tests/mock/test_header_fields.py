"""A create that takes an item's field as a header (Glacier's InitiateMultipartUpload:
x-amz-archive-description, read back as the upload's ArchiveDescription) stores it, so what was
typed is shown (issue 24: the nested create's typed values were never seen); a credential or token
header is never stored."""

from __future__ import annotations

import pytest

from copilot_cli.spec import normalize_document
from tests.mock.mock_client import mock_client

pytestmark = pytest.mark.anyio

UPLOAD = {
    "type": "object",
    "properties": {"MultipartUploadId": {"type": "string"}, "ArchiveDescription": {"type": "string"}},
}


def _doc() -> dict:
    listed = {"type": "object", "properties": {"UploadsList": {"type": "array", "items": UPLOAD}}}
    vault = {"name": "vaultName", "in": "path", "required": True, "schema": {"type": "string"}}
    header = {"name": "x-amz-archive-description", "in": "header", "schema": {"type": "string"}}
    token = {"name": "x-amz-security-token", "in": "header", "schema": {"type": "string"}}
    json = "application/json"
    return {
        "openapi": "3.0.0",
        "info": {"title": "Glacier", "version": "1"},
        "paths": {
            "/vaults/{vaultName}/multipart-uploads": {
                "get": {
                    "operationId": "ListMultipartUploads",
                    "parameters": [vault],
                    "responses": {"200": {"description": "ok", "content": {json: {"schema": listed}}}},
                },
                "post": {
                    "operationId": "InitiateMultipartUpload",
                    "parameters": [vault, header, token],
                    "responses": {"201": {"description": "ok"}},
                },
            }
        },
    }


async def test_a_field_sent_as_a_header_is_stored_on_the_created_item():
    async with mock_client(normalize_document(_doc())) as client:
        headers = {"x-amz-archive-description": "Zq-typed", "x-amz-security-token": "s3cret"}
        created = await client.post("/vaults/v1/multipart-uploads", headers=headers)
        assert created.status_code < 300, created.text
        rows = (await client.get("/vaults/v1/multipart-uploads")).json()["UploadsList"]
        assert any(row.get("ArchiveDescription") == "Zq-typed" for row in rows)
        assert "s3cret" not in str(rows)
