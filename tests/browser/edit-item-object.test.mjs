// An edit whose body holds the item one object down beside other parts, as zeno.fm's PUT
// /podcasts/{podcastKey} takes `{podcast: Podcast, file_logo}`: the form's `podcast` fields start
// from the podcast being edited, so a person who changes its description is not asked again for
// the categories it already has. A real HTTP server on 127.0.0.1 keeps the podcasts.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const ok = (schema) => ({ 200: { description: "ok", content: { [JSON_TYPE]: { schema } } } });
const key = { name: "podcastKey", in: "path", required: true, schema: { type: "string" } };
const podcast = { $ref: "#/components/schemas/Podcast" };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Radio", version: "1" },
  paths: {
    "/podcasts": { get: { operationId: "listPodcasts", responses: ok({ type: "array", items: podcast }) } },
    "/podcasts/{podcastKey}": {
      get: { operationId: "getPodcast", parameters: [key], responses: ok(podcast) },
      put: {
        operationId: "updatePodcast",
        parameters: [key],
        requestBody: {
          required: true,
          content: {
            [JSON_TYPE]: {
              schema: {
                type: "object",
                required: ["podcast"],
                properties: { podcast, notify: { type: "boolean" } },
              },
            },
          },
        },
        responses: ok(podcast),
      },
    },
  },
  components: {
    schemas: {
      Podcast: {
        type: "object",
        required: ["categories", "title"],
        properties: {
          key: { type: "string" },
          title: { type: "string" },
          description: { type: "string" },
          categories: { type: "array", items: { type: "string" }, uniqueItems: true },
        },
      },
    },
  },
};

let podcasts;
const bodies = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  podcasts = [{ key: "k1", title: "Morning", description: "news", categories: ["News", "Talk"] }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      const k = decodeURIComponent(req.url.split("?")[0].replace(/^\/podcasts\/?/, ""));
      const found = podcasts.find((p) => p.key === k);
      if (!k) return res.end(JSON.stringify(podcasts));
      if (!found) return (res.writeHead(404), res.end(JSON.stringify({ message: "no such podcast" })));
      if (req.method === "PUT") {
        const body = JSON.parse(raw);
        bodies.push(body);
        Object.assign(found, body.podcast);
      }
      res.end(JSON.stringify(found));
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

test("a person changes a podcast's description in a form that starts from the podcast", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Podcasts");
    await page.click("[data-view=list] tbody tr:has-text('Morning')");
    await page.click("[data-view=detail] button:has-text('Edit')");
    const form = page.locator("form[data-view=edit]");
    await form.waitFor({ timeout: 30000 });
    const inner = form.locator('[data-field="podcast"] [data-field="description"]').locator("input, textarea");
    assert.equal(await inner.inputValue(), "news", "prefilled from the podcast");
    await inner.fill("weather");
    await form.locator("button[type=submit]").click();
    await page.waitForSelector("[data-view=detail] dd:has-text('weather')", { timeout: 30000 });
    assert.equal(bodies.length, 1);
    assert.deepEqual(bodies[0].podcast.categories, ["News", "Talk"]);
    assert.equal(bodies[0].podcast.title, "Morning");
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
