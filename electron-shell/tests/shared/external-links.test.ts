import { test } from "node:test";
import assert from "node:assert/strict";
import { clickedExternalLink, externalUrl } from "../../src/shared/external-links.js";

test("only http(s) addresses go to the browser", () => {
  assert.equal(externalUrl("https://example.com/docs"), "https://example.com/docs");
  assert.equal(externalUrl("http://127.0.0.1:8080/"), "http://127.0.0.1:8080/");
  for (const bad of [
    "javascript:alert(1)",
    "file:///etc/passwd",
    "app://shell/index.html",
    "smb://host/x",
    "not a url",
    42,
  ])
    assert.equal(externalUrl(bad), null, String(bad));
});

const anchor = (href: string) => ({ closest: (selector: string) => (selector === "a[href]" ? { href } : null) });
const click = (over: Partial<Parameters<typeof clickedExternalLink>[0]> = {}) => ({
  isTrusted: true,
  defaultPrevented: false,
  button: 0,
  target: anchor("https://example.com/"),
  ...over,
});

test("a person's left click on a web link asks for it; a script's click, a handled one or another button does not", () => {
  assert.equal(clickedExternalLink(click()), "https://example.com/");
  assert.equal(clickedExternalLink(click({ isTrusted: false })), null, "element.click() from a script");
  assert.equal(clickedExternalLink(click({ defaultPrevented: true })), null, "the page handled it");
  assert.equal(clickedExternalLink(click({ button: 1 })), null);
  assert.equal(clickedExternalLink(click({ target: anchor("app://shell/index.html#tab") })), null);
  assert.equal(clickedExternalLink(click({ target: { closest: () => null } })), null, "not on a link");
  assert.equal(clickedExternalLink(click({ target: null })), null);
});
