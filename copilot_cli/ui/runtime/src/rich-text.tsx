import { React, useMemo } from "./react";

// Help text as the API wrote it, HTML or Markdown, shown as text with its links and emphasis.
// The HTML is read by a small tokenizer, never by the browser's parser: Chromium loads an image
// even in a DOMParser or <template> document, so an image tag with an onerror attribute would
// fetch and try its handler (only the preview's CSP stopped it). Only a few inline elements
// survive; links must be http(s). Relative links become plain text (they point into the vendor's
// docs site).
export const RICH_TAGS = { B: "strong", STRONG: "strong", I: "em", EM: "em", CODE: "code", TT: "code", A: "a" };

export const RICH_BLOCKS = ["P", "DIV", "LI", "UL", "OL", "TR", "H1", "H2", "H3", "H4", "H5", "H6"];

export const RICH_DROPPED = ["SCRIPT", "STYLE", "TEMPLATE", "IFRAME", "OBJECT", "TEXTAREA", "TITLE"];

export const HTML_TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export const HTML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(s) {
  return s.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, e) => {
    if (e[0] !== "#") return HTML_ENTITIES[e.toLowerCase()] ?? whole;
    const n = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
  });
}

export const MD_INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;

export function richInline(text, keyBase) {
  const out = [];
  let last = 0;
  let m;
  MD_INLINE.lastIndex = 0;
  while ((m = MD_INLINE.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = keyBase + "-" + m.index;
    if (m[1] !== undefined)
      out.push(
        /^https?:\/\//i.test(m[2]) ? (
          <a key={key} href={m[2]} target="_blank" rel="noreferrer noopener">
            {m[1]}
          </a>
        ) : (
          m[1]
        ),
      );
    else if (m[3] !== undefined) out.push(<code key={key}>{m[3]}</code>);
    else if (m[4] !== undefined) out.push(<strong key={key}>{m[4]}</strong>);
    else out.push(<em key={key}>{m[5]}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function richTree(s) {
  const root = { tag: null, children: [] };
  const stack = [root];
  let last = 0;
  let dropUntil = null;
  let m;
  HTML_TOKEN.lastIndex = 0;
  while ((m = HTML_TOKEN.exec(s))) {
    const text = s.slice(last, m.index);
    last = m.index + m[0].length;
    const tag = m[2] ? m[2].toUpperCase() : null;
    if (dropUntil) {
      if (m[1] && tag === dropUntil) dropUntil = null;
      continue;
    }
    if (text) stack[stack.length - 1].children.push(decodeEntities(text));
    if (!tag) continue; // a comment
    if (m[1]) {
      const at = stack.map((f) => f.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      if (RICH_BLOCKS.includes(tag)) stack[stack.length - 1].children.push(" ");
    } else if (tag === "BR") stack[stack.length - 1].children.push({ tag: "BR", children: [] });
    else if (RICH_DROPPED.includes(tag)) dropUntil = /\/\s*$/.test(m[3]) ? null : tag;
    else if (RICH_TAGS[tag] && !/\/\s*$/.test(m[3])) {
      const href = tag === "A" ? /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(m[3]) : null;
      const frame = { tag, href: href ? decodeEntities(href[1] ?? href[2] ?? href[3]) : "", children: [] };
      stack[stack.length - 1].children.push(frame);
      stack.push(frame);
    }
  }
  if (!dropUntil && last < s.length) stack[stack.length - 1].children.push(decodeEntities(s.slice(last)));
  return root.children;
}

export function richNodes(nodes, keyBase) {
  const out = [];
  nodes.forEach((node, i) => {
    const key = keyBase + "." + i;
    if (typeof node === "string") out.push(...richInline(node, key));
    else if (node.tag === "BR") out.push(<br key={key} />);
    else if (node.tag !== "A")
      out.push(React.createElement(RICH_TAGS[node.tag], { key }, richNodes(node.children, key)));
    else if (/^https?:\/\//i.test(node.href))
      out.push(
        <a key={key} href={node.href} target="_blank" rel="noreferrer noopener">
          {richNodes(node.children, key)}
        </a>,
      );
    else out.push(<React.Fragment key={key}>{richNodes(node.children, key)}</React.Fragment>);
  });
  return out;
}

export function RichText({ text }) {
  const content = useMemo(() => {
    const s = String(text || "");
    return /[<&]/.test(s) ? richNodes(richTree(s), "r") : richInline(s, "r");
  }, [text]);
  return <>{content}</>;
}
