// Filling a generated form the way a person would: every field the form shows gets a value valid
// for its schema (widget, required marker, min/max, length, pattern, enum), chosen to be
// distinctive ("Zq-…" strings, numbers in range) so the runner can find it again in the list and
// the detail. The field's schema comes from the plan embedded in the served App.jsx, the field
// itself from the DOM (a field the form does not show is not filled).

/** A small seeded PRNG (mulberry32), so a run over the same spec types the same values. */
export function rng(seedText) {
  let h = 2166136261;
  for (const ch of String(seedText)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = "abcdefghjkmnpqrstuvwxyz23456789";
export function token(rand, n = 6) {
  let s = "";
  for (let i = 0; i < n; i++) s += ALNUM[Math.floor(rand() * ALNUM.length)];
  return s;
}

function uuid(rand) {
  const hex = () => Math.floor(rand() * 16).toString(16);
  const h = (n) => Array.from({ length: n }, hex).join("");
  return `${h(8)}-${h(4)}-4${h(3)}-a${h(3)}-${h(12)}`;
}

function fits(c, s) {
  if (c.minLength && s.length < c.minLength) return false;
  if (c.maxLength && s.length > c.maxLength) return false;
  if (c.pattern) {
    try {
      if (!new RegExp(c.pattern, "u").test(s)) return false;
    } catch {
      return true; // a pattern JS cannot compile: the form does not check it either
    }
  }
  return true;
}

/** A distinctive string valid for the field, or null when none of the candidates fits. */
export function stringFor(field, rand) {
  const c = field.constraints || {};
  const t = token(rand);
  const digits = String(100000 + Math.floor(rand() * 899999));
  let base = `Zq-${t}`;
  if (c.maxLength && base.length > c.maxLength) base = base.slice(0, Math.max(1, c.maxLength));
  if (c.minLength && base.length < c.minLength) base = base + "x".repeat(c.minLength - base.length);
  const fmt = (c.format || "").toLowerCase();
  const candidates = [
    fmt === "email" || field.widget === "email" ? `zq-${t}@example.com` : null,
    fmt === "uri" || fmt === "url" || field.widget === "url" ? `https://example.com/zq-${t}` : null,
    fmt === "uuid" || field.widget === "uuid" ? uuid(rand) : null,
    fmt === "date" ? "2021-03-04" : null,
    fmt === "date-time" ? "2021-03-04T05:06:07Z" : null,
    fmt === "ipv4" ? `10.${Math.floor(rand() * 200)}.7.9` : null,
    base,
    `zq${t}`,
    `ZQ${t.toUpperCase()}`,
    `Zq ${t}`,
    digits,
    `zq-${t}`,
    `zq_${t}`,
    uuid(rand),
    // lower and upper case, a digit and a sign, 12 long: what a password pattern asks through
    // lookaheads, which fromPattern does not read (Azure's `adminPassword`, a text field)
    `Zq${t}!9Ab`,
    field.example !== undefined && typeof field.example !== "object" ? String(field.example) : null,
    field.placeholder || null,
    field.default !== undefined && field.default !== null ? String(field.default) : null,
  ].filter((s) => s !== null && s !== "");
  const found = candidates.find((s) => fits(c, s));
  if (found !== undefined || !c.pattern) return found ?? null;
  // a pattern none of the made-up values fits (AWS's `arn:aws:…` with a minimum length): a string
  // built from the pattern itself, its repeats stretched until the length fits
  // (every count up to 64: lex v2's botId `^[0-9a-zA-Z]+$` is exactly 10 long, which doubling skipped)
  for (let extra = 0; extra <= 64; extra++) {
    const made = fromPattern(c.pattern, extra, rand);
    if (made !== null && fits(c, made)) return made;
  }
  return null;
}

/**
 * A string PATTERN matches (or null when it uses what this does not read: lookarounds, back
 * references), each unbounded repeat taken EXTRA more times than its minimum. Reads literals,
 * escapes (\d \w \s and escaped characters), classes with ranges, `.`, groups with `|`, and the
 * quantifiers `* + ? {n} {n,} {n,m}`; anchors are dropped.
 */
export function fromPattern(pattern, extra = 0, rand = Math.random) {
  let i = 0;
  const src = String(pattern);
  const pick = (chars) => chars[Math.floor(rand() * chars.length)];
  const LOWER = "abcdefghjkmnpqrstuvwxyz";
  const CLASS_OF = { d: "0123456789", w: LOWER + "0123456789", s: " " };
  // after `\u` or `\x` (E): the character `\u002F`, `\u{1F600}` or `\x2F` names (AWS's IAM role
  // ARN writes its `/` as `\u002F`, a class as `[\u0021-\u007F]`); null after any other letter
  function coded(e) {
    const hex = e === "u" ? /^(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/ : e === "x" ? /^()([0-9a-fA-F]{2})/ : null;
    const m = hex && hex.exec(src.slice(i));
    if (!m) return null;
    i += m[0].length;
    return String.fromCodePoint(parseInt(m[1] || m[2], 16));
  }
  function klass() {
    // at `[`: the characters the class allows (a negated class: letters it does not name)
    i++;
    const negate = src[i] === "^";
    if (negate) i++;
    const chars = [];
    let first = true;
    while (i < src.length && (src[i] !== "]" || first)) {
      first = false;
      let ch = src[i++];
      if (ch === "\\") {
        const e = src[i++];
        const code = coded(e);
        if (code !== null) ch = code;
        else if (CLASS_OF[e]) {
          chars.push(...CLASS_OF[e]);
          continue;
        } else if (/[DWSbB]/.test(e)) return null;
        else ch = e === "n" ? "\n" : e === "t" ? "\t" : e;
      }
      if (src[i] === "-" && src[i + 1] !== "]" && i + 1 < src.length) {
        let end = src[i + 1];
        i += 2;
        if (end === "\\") {
          const e = src[i++];
          end = coded(e) ?? e;
        }
        for (let k = ch.charCodeAt(0); k <= end.charCodeAt(0) && chars.length < 200; k++)
          chars.push(String.fromCharCode(k));
      } else chars.push(ch);
    }
    i++; // `]`
    if (!negate) return chars.length ? chars : null;
    const rest = [...(LOWER + "0123456789")].filter((ch) => !chars.includes(ch));
    return rest.length ? rest : null;
  }
  function atom() {
    const ch = src[i];
    if (ch === "(") {
      i++;
      if (src[i] === "?") {
        if (src[i + 1] !== ":") return null; // lookaround, named group: not read
        i += 2;
      }
      const inner = alternation();
      if (inner === null || src[i] !== ")") return null;
      i++;
      return inner;
    }
    if (ch === "[") {
      const chars = klass();
      return chars && (() => pick(chars));
    }
    if (ch === ".") {
      i++;
      return () => pick(LOWER);
    }
    if (ch === "\\") {
      const e = src[i + 1];
      i += 2;
      const code = coded(e);
      if (code !== null) return () => code;
      if (CLASS_OF[e]) return () => pick(CLASS_OF[e]);
      if (/[0-9DWSbBkpP]/.test(e)) return null;
      return () => e;
    }
    i++;
    return () => ch;
  }
  function quantified() {
    const make = atom();
    if (make === null) return null;
    let [lo, hi] = [1, 1];
    const q = src[i];
    if (q === "*" || q === "+" || q === "?") {
      i++;
      [lo, hi] = q === "*" ? [0, Infinity] : q === "+" ? [1, Infinity] : [0, 1];
    } else if (q === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      if (m) {
        i += m[0].length;
        lo = Number(m[1]);
        hi = m[2] ? (m[3] ? Number(m[3]) : Infinity) : lo;
      }
    }
    if (src[i] === "?" || src[i] === "+") i++; // lazy or possessive: the same strings
    const times = Math.min(hi, Math.max(lo, q === "?" ? 0 : 1) + (hi === Infinity || hi > lo + 1 ? extra : 0));
    return () => Array.from({ length: times }, make).join("");
  }
  function sequence() {
    const parts = [];
    while (i < src.length && src[i] !== "|" && src[i] !== ")") {
      if (src[i] === "^" || src[i] === "$") {
        i++;
        continue;
      }
      const part = quantified();
      if (part === null) return null;
      parts.push(part);
    }
    return () => parts.map((p) => p()).join("");
  }
  function alternation() {
    const arms = [sequence()];
    while (src[i] === "|") {
      i++;
      arms.push(sequence());
    }
    if (arms.some((a) => a === null)) return null;
    return arms[0]; // the first arm: the pattern's own leading example
  }
  try {
    const whole = alternation();
    return whole === null || i < src.length ? null : whole();
  } catch {
    return null;
  }
}

/**
 * Whether V, typed into FIELD, tells the item apart: not when it is the spec's own example, placeholder
 * or default (ijenko's phone pattern fits only its example `+33177494646`), which the mock's seeded
 * rows carry too, so finding it says nothing about the typed item (a deleted row seemed still listed).
 */
export function distinctive(field, v) {
  const borrowed = [field.example, field.placeholder, field.default].filter(
    (x) => x !== undefined && x !== null && typeof x !== "object",
  );
  return !borrowed.some((x) => String(x) === String(v));
}

/**
 * A password as a person types one: letters, a digit and a sign, unless the field's pattern or
 * length (shown as its hint) asks for another shape (containerService's admin password, svix's
 * `whsec_…` secret), then one built to fit it.
 */
export function passwordFor(field, rand) {
  const t = token(rand);
  // the second: lower and upper case, a digit, a sign, 12 long (Azure's admin passwords ask for
  // each through lookaheads, which fromPattern does not read)
  const found = [`Zq-${t}!9`, `Zq${t}!9Ab`, `Zq${t}!9Ab${token(rand)}`].find((s) => fits(field.constraints || {}, s));
  return found ?? stringFor(field, rand);
}

export function numberFor(field, rand) {
  const c = field.constraints || {};
  const integer = field.widget === "integer";
  let lo = c.minimum ?? null;
  let hi = c.maximum ?? null;
  if (lo !== null && c.exclusiveMinimum) lo = integer ? Math.floor(lo) + 1 : lo + 0.5;
  if (hi !== null && c.exclusiveMaximum) hi = integer ? Math.ceil(hi) - 1 : hi - 0.5;
  if (lo === null && hi === null) [lo, hi] = [1000, 9999];
  else if (lo === null) lo = Math.max(hi - 9000, Math.min(0, hi));
  else if (hi === null) hi = lo + 9000;
  if (hi < lo) return lo;
  // a value away from the bounds when the range allows (distinctive, and far from 0/1 flags)
  let v = lo + (hi - lo) * (0.1 + 0.8 * rand());
  v = integer || hi - lo >= 10 ? Math.round(v) : Math.round(v * 100) / 100;
  return Math.min(hi, Math.max(lo, v));
}

const CHECKABLE = new Set(["text", "textarea", "email", "url", "uuid", "integer", "number", "combobox", "tags"]);

// A parameter that carries a credential (i-cue's header `Token`, "User Authentication Token"; an
// `api_key` query) says who asks, not what the item is: a person does not look for it in the item
// even when the item has a field of that name (i-cue's organisation `token`, a uuid). The mock
// never stores such a parameter either (mock/rest.py's _CREDENTIAL).
const CREDENTIAL = /auth|token|key|secret|signature|password|session|cookie/i;
export const credentialParam = (f) =>
  ["header", "query", "cookie"].includes(f.in) && CREDENTIAL.test(String(f.name).replace(/^x-(amzn?-)?/i, ""));

function cssValue(s) {
  return JSON.stringify(String(s));
}

/**
 * The box of field `f` in a grid showing `all` (the form's fields, `f` among them): the one of its
 * name, or when two share it — clever-cloud's add-on provider create has the organisation's path
 * `id` and the provider's body `id` — the one in its place among them (the page renders every
 * field but a generated token, in order).
 */
export function fieldBox(grid, all, f) {
  const same = all.filter((x) => x.name === f.name && !x.generated);
  const boxes = grid.locator(`:scope > [data-field=${cssValue(f.name)}]`);
  return same.length > 1 && same.includes(f) ? boxes.nth(same.indexOf(f)) : boxes.first();
}

const PARAMS = new Set(["query", "header", "cookie"]);
const prefilled = async (box) => {
  const input = box
    .locator(":scope input:not([type=checkbox]):not([type=radio]):not([type=file]), :scope textarea")
    .first();
  return (await input.count()) > 0 && (await input.inputValue()).trim() !== "";
};

/**
 * Fills the fields of one FieldGrid (`grid`: a locator of its `.xui-form`). Returns what was typed:
 * [{ path, name, widget, value, text, checkable, evidence }] (`text`: how the value may read on screen;
 * `evidence`: a write-only value, never missed, but telling the item when shown) and
 * the fields it could not fill ({ path, reason }).
 */
export async function fillGrid(
  grid,
  fields,
  rand,
  { prefix = "", requiredOnly = false, depth = 0, all = fields, writeOnly = false } = {},
) {
  const typed = [];
  const skipped = [];
  for (const f of fields) {
    const path = prefix + f.name;
    if (f.readOnly || f.widget === "readonly") continue;
    const box = fieldBox(grid, all, f);
    if ((await box.count()) === 0) continue;
    if (requiredOnly && !f.required) continue;
    // a parameter the form prefills (Azure's required query `api-version=2014-04-01`) is left as
    // it is, as a person leaves it; typed over, it was looked for in the item afterwards
    if (PARAMS.has(f.in) && (await prefilled(box))) continue;
    const c = f.constraints || {};
    const note = (value, text, checkable = CHECKABLE.has(f.widget)) =>
      typed.push({
        path,
        name: f.name,
        widget: f.widget,
        value,
        text: String(text),
        checkable: checkable && !f.writeOnly && !writeOnly && !credentialParam(f),
        // a write-only value (Jira's gadget settings, a field of a write-only object) need not be
        // shown afterwards; when it is, it tells the typed item as any typed value does
        evidence: checkable && (f.writeOnly || writeOnly) && !credentialParam(f),
      });
    try {
      switch (f.widget) {
        case "select": {
          const opts = f.options || [];
          if (!opts.length) break;
          const k = Math.floor(rand() * opts.length);
          await box
            .locator("select")
            .first()
            .selectOption({ index: k + 1 });
          note(opts[k].value, opts[k].label ?? opts[k].value, false);
          break;
        }
        case "radio": {
          const opts = f.options || [];
          if (!opts.length) break;
          const k = Math.floor(rand() * opts.length);
          await box.locator("input[type=radio]").nth(k).check();
          note(opts[k].value, opts[k].label ?? opts[k].value, false);
          break;
        }
        case "switch":
          await box.locator("input[type=checkbox]").first().check({ force: true });
          note(true, "Yes", false);
          break;
        case "tristate":
          await box.locator("button", { hasText: "Yes" }).first().click();
          note(true, "Yes", false);
          break;
        case "integer":
        case "number": {
          const v = numberFor(f, rand);
          await box.locator("input").first().fill(String(v));
          note(v, v);
          break;
        }
        case "date":
          await box.locator("input").first().fill("2021-03-04");
          note("2021-03-04", "2021", false);
          break;
        case "datetime":
          await box.locator("input").first().fill("2021-03-04T05:06");
          note("2021-03-04T05:06", "2021", false);
          break;
        case "time":
          await box.locator("input").first().fill("07:08");
          note("07:08", "07:08", false);
          break;
        case "json": {
          if (!f.required) break;
          // an array field says so ("[ ]"); an object gets one entry, as a person writes some
          // content into a required JSON field (twilio studio's flow `Definition`), not `{}`
          // (a list gets one such entry: twilio events' required `Types`, an array of objects)
          const list = (f.placeholder || "").trim().startsWith("[");
          // a list that may be empty (minItems 0) is answered `[]`, as a person does who cannot
          // tell what an entry holds: an object typed into Ground Station's `dataflowEdges`, a list
          // of [from, to] ARN pairs, was refused (422 'must be an array'); nothing to look for
          if (list && c.minItems === 0) {
            await box.locator("textarea").first().fill("[]");
            note([], "[]", false);
            break;
          }
          const entry = { zq: `Zq-${token(rand)}` };
          const json = JSON.stringify(list ? [entry] : entry);
          await box.locator("textarea").first().fill(json);
          // looked for as what was typed in it (the entry's text), as a person reads it back
          note(JSON.parse(json), entry.zq, true);
          break;
        }
        case "file":
          await box
            .locator("input[type=file]")
            .first()
            .setInputFiles({ name: "zq.txt", mimeType: "text/plain", buffer: Buffer.from("zq file\n") });
          note("zq.txt", "zq.txt", false);
          break;
        case "keyvalue": {
          if (!f.required) break;
          await box.locator("button", { hasText: "Add entry" }).first().click();
          const k = `zq${token(rand, 4)}`;
          await box.locator("input[aria-label=Key]").last().fill(k);
          await box
            .locator("input[aria-label=Value]")
            .last()
            .fill(`Zq-${token(rand)}`);
          // a map may be shown as a count of entries: never missed, but its new key shown (FinSpace's
          // changeset `sourceParams`) tells the typed item
          note({ [k]: "…" }, k, false);
          typed[typed.length - 1].evidence = !f.writeOnly && !writeOnly;
          break;
        }
        case "tags": {
          const item = f.itemWidget === "integer" || f.itemWidget === "number";
          const opts = f.options || [];
          const one = (i) =>
            opts.length
              ? String(opts[i % opts.length].value)
              : item
                ? String(numberFor({ widget: f.itemWidget, constraints: {} }, rand))
                : `zq${token(rand)}`;
          // as many entries as the list needs (gsmtasks' coordinates: at least 2), distinct
          const values = [];
          const want = Math.max(1, Math.min(c.minItems || 1, 8));
          for (let i = 0; values.length < want && i < want * 4; i++) {
            const v = one(i);
            if (!values.includes(v)) values.push(v);
          }
          const input = box.locator(".xui-tags input").first();
          for (const v of values) {
            await input.fill(v);
            await input.press("Enter");
          }
          note(values, values[0], !opts.length);
          break;
        }
        case "relation": {
          const select = box.locator("select");
          await box.page().waitForFunction((el) => !el.querySelector("select[disabled]"), await box.elementHandle(), {
            timeout: 10000,
          });
          // a long list is a search box over its items (data-picker=search): a person picks the first
          const search = box.locator("input[data-picker=search]");
          const first = (await search.count())
            ? await box.locator("datalist option").first().getAttribute("value")
            : null;
          if ((await select.count()) && (await select.locator("option").count()) > 2) {
            await select.first().selectOption({ index: 1 });
            note(await select.first().inputValue(), await select.first().inputValue(), false);
          } else if (first !== null) {
            await search.first().fill(first);
            note(first, first, false);
          } else if (f.required || !requiredOnly) {
            // no list to pick from: an id typed, "1" unless the field's length or pattern refuses it
            // (lex v2's botId: at least 10 characters)
            const v = fits(c, "1") ? "1" : (stringFor(f, rand) ?? "1");
            await box.locator("input").first().fill(v);
            note(v, v, false);
          }
          break;
        }
        case "fieldset": {
          if (depth > 3) break;
          const inner = box.locator(":scope > fieldset > .xui-form").first();
          const sub = await fillGrid(inner, f.fields || [], rand, {
            prefix: path + ".",
            requiredOnly: requiredOnly || (!f.required && depth > 0),
            depth: depth + 1,
            writeOnly: writeOnly || !!f.writeOnly,
          });
          typed.push(...sub.typed);
          skipped.push(...sub.skipped);
          break;
        }
        case "variant": {
          if (depth > 3) break;
          const inner = box.locator(".xui-form").first();
          if (!(await inner.count())) break;
          const variant = (f.variants || [])[0];
          if (!variant) break;
          const sub = await fillGrid(
            inner,
            variant.fields.filter((x) => x.name !== f.discriminator),
            rand,
            { prefix: path + ".", requiredOnly: !f.required, depth: depth + 1 },
          );
          typed.push(...sub.typed);
          skipped.push(...sub.skipped);
          break;
        }
        case "subtable": {
          if (!f.required && !c.minItems) break;
          await box.locator(":scope > div > button", { hasText: "Add" }).last().click();
          const inner = box.locator("fieldset .xui-form").first();
          const sub = await fillGrid(inner, f.fields || [], rand, {
            prefix: path + "[0].",
            requiredOnly: true,
            depth: depth + 1,
          });
          typed.push(...sub.typed);
          skipped.push(...sub.skipped);
          break;
        }
        default: {
          // text, textarea, email, url, uuid, password, combobox and any widget not named above
          const input = box.locator("input, textarea").first();
          if (!(await input.count())) {
            skipped.push({ path, reason: `no input for widget ${f.widget}` });
            break;
          }
          let v = f.widget === "password" ? passwordFor(f, rand) : stringFor(f, rand);
          // a combobox takes only its listed values (the form says "Pick one of the listed values")
          if (f.widget === "combobox" && f.options?.length) v = String(f.options[0].value);
          if (v === null) {
            skipped.push({ path, reason: `no value fits pattern ${c.pattern}` });
            if (!f.required) break;
            v = `Zq-${token(rand)}`;
          }
          await input.fill(v);
          note(v, v, f.widget !== "password" && distinctive(f, v));
        }
      }
    } catch (e) {
      skipped.push({ path, reason: `could not fill (${f.widget}): ${String(e.message).split("\n")[0]}` });
    }
  }
  return { typed, skipped };
}

/** Whether TEXT (what the page shows) contains the typed value, in any way the UI may print it. */
export function shows(text, t) {
  if (typeof t.value === "number") {
    const forms = [String(t.value), t.value.toLocaleString("en-US"), t.value.toFixed?.(2)];
    return forms.some((s) => s && new RegExp(`(^|[^\\d.,])${s.replace(/[.,]/g, "\\$&")}([^\\d]|$)`).test(text));
  }
  return text.includes(String(t.text));
}

/** Lower-case, no separators: `FriendlyName`, `friendly_name` and `friendly-name` read the same. */
export function norm(key) {
  return String(key)
    .split(".")
    .pop()
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();
}
