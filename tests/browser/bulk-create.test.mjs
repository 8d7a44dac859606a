// A create whose body is an array of items (issue 24: HERE Tracking's `POST /connectors/{id}/ext-devices`
// takes `[ExternalDevice]`, so the create form was a JSON box and nothing typed could be found
// again) asks one item's fields and sends that item alone in the array. A real HTTP server on
// 127.0.0.1 keeps the items.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { launchBrowser, openRendered, previewOfLocalApi, requireChromium, watchedPage } from "./preview-harness.mjs";

const JSON_TYPE = "application/json";
const ok = (schema) => ({ 200: { description: "ok", content: { [JSON_TYPE]: { schema } } } });
const device = { $ref: "#/components/schemas/Device" };
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Devices", version: "1" },
  paths: {
    "/devices": {
      get: { operationId: "listDevices", responses: ok({ type: "array", items: device }) },
      post: {
        operationId: "addDevices",
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: { type: "array", items: device } } } },
        responses: ok({ type: "array", items: device }),
      },
    },
  },
  components: {
    schemas: {
      Device: {
        type: "object",
        required: ["deviceId"],
        properties: { deviceId: { type: "string" }, label: { type: "string" } },
      },
    },
  },
};

let devices;
const bodies = [];
let browser;
let preview;

before(async () => {
  requireChromium();
  devices = [{ deviceId: "d1", label: "Gate" }];
  preview = await previewOfLocalApi(SPEC, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST") {
        const body = JSON.parse(raw);
        bodies.push(body);
        if (Array.isArray(body)) devices.push(...body);
        return res.end(JSON.stringify(Array.isArray(body) ? body : [])); // a server refuses no array silently
      }
      res.end(JSON.stringify(devices));
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await preview?.stop();
  await browser?.close();
});

test("a person fills one device's fields and the server gets it as a one-item array", async () => {
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, preview.url);
    await page.click("nav >> text=Devices");
    await page.waitForSelector("[data-view=list] tbody tr:has-text('Gate')", { timeout: 30000 });
    await page.locator("button").filter({ hasText: /^New / }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.waitFor({ timeout: 30000 });
    await form.locator('[data-field="deviceId"] input').fill("d2");
    await form.locator('[data-field="label"] input').fill("Dock");
    await form.locator("button[type=submit]").click();
    await waitFor(() => bodies.length === 1);
    assert.deepEqual(bodies, [[{ deviceId: "d2", label: "Dock" }]]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

async function waitFor(check, ms = 30000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the request");
    await new Promise((r) => setTimeout(r, 50));
  }
}

// A create whose body is one of several objects (issue 24: IX-API's network services by `type`,
// Fire's bank transfers by payee or account) asks the chosen one's fields and sends that object
// itself, where it was a JSON box.
const KINDS = {
  openapi: "3.0.0",
  info: { title: "Services", version: "1" },
  paths: {
    "/services": {
      get: { operationId: "listServices", responses: ok({ type: "array", items: { type: "object" } }) },
      post: {
        operationId: "addService",
        requestBody: {
          required: true,
          content: {
            [JSON_TYPE]: {
              schema: { oneOf: [{ $ref: "#/components/schemas/P2p" }, { $ref: "#/components/schemas/Cloud" }] },
            },
          },
        },
        responses: ok({ type: "object" }),
      },
    },
  },
  components: {
    schemas: {
      P2p: { type: "object", required: ["name"], properties: { name: { type: "string" } } },
      Cloud: { type: "object", properties: { zone: { type: "string" } } },
    },
  },
};

test("a person fills the chosen kind's fields and the server gets that object as the body", async () => {
  const sent = [];
  const api = await previewOfLocalApi(KINDS, (req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      if (req.method === "POST") sent.push(JSON.parse(raw));
      res.end(req.method === "POST" ? raw : "[]");
    });
  });
  const { page, problems } = await watchedPage(browser);
  try {
    await openRendered(page, api.url);
    await page.click("nav >> text=Services");
    await page.locator("button").filter({ hasText: /^New / }).first().click();
    const form = page.locator("form[data-view=create]");
    await form.waitFor({ timeout: 30000 });
    await form.locator('[data-field="name"] input').fill("Zq-link");
    await form.locator("button[type=submit]").click();
    await waitFor(() => sent.length === 1);
    assert.deepEqual(sent, [{ name: "Zq-link" }]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await api.stop();
  }
});
