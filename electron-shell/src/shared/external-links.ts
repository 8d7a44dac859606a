/**
 * Links to the web open in the person's browser, and only when a person clicked one in the
 * shell's own page. The sandboxed preload (src/preload/index.ts) watches clicks on the top
 * frame's document — the live preview is another document in an iframe, whose clicks it never
 * sees, and which has no preload — and sends the link's address to main on this channel; main
 * (src/main/electron-main.ts) opens it only if the message came from the trusted top frame and
 * the address is http(s). window.open and target=_blank are denied outright: Electron does not
 * say which frame asked, so they could come from the preview.
 */

export const OPEN_EXTERNAL_CHANNEL = "shell:open-external";

/** The http(s) address to hand to the browser, or null for any other scheme or a malformed one. */
export function externalUrl(href: unknown): string | null {
  if (typeof href !== "string") return null;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** What the preload needs to know about a click. */
export interface ClickLike {
  isTrusted: boolean;
  defaultPrevented: boolean;
  button: number;
  target: unknown;
}

interface AnchorLike {
  closest?(selector: string): { href?: unknown } | null;
}

/** The address a person's click on a web link asks for, or null: a click a script made
 * (`isTrusted` false), one the page handled itself, a right/middle click, or not on an http(s) link. */
export function clickedExternalLink(event: ClickLike): string | null {
  if (!event.isTrusted || event.defaultPrevented || event.button !== 0) return null;
  const anchor = (event.target as AnchorLike | null)?.closest?.("a[href]");
  return anchor ? externalUrl(anchor.href) : null;
}
