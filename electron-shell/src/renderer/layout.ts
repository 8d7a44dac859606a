/** The workspace's layout: side panel width (or hidden), which of code/preview shows, the
 * code's width beside the preview, and the preview maximised. Kept across reloads (no secrets). */

import { useEffect, useMemo, useState } from "react";

export type View = "preview" | "split" | "code";

const KEY = "xui-shell-layout";

/** The side panel by default: as wide as leaves the preview its desktop width (900 px), 280-380 px. */
export function defaultLeft(windowWidth: number): number {
  return Math.round(Math.min(380, Math.max(280, windowWidth - 940)));
}

export function useLayout() {
  const saved = useMemo(() => {
    try {
      return JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    } catch {
      return {};
    }
  }, []);
  const [left, setLeft] = useState(typeof saved.left === "number" ? saved.left : defaultLeft(window.innerWidth));
  const [code, setCode] = useState(typeof saved.code === "number" ? saved.code : 420);
  const [view, setView] = useState<View>((saved.view as View) ?? "preview");
  const [leftHidden, setLeftHidden] = useState(saved.leftHidden === true);
  const [maximized, setMaximized] = useState(false);
  useEffect(() => {
    localStorage.setItem(KEY, JSON.stringify({ left, code, view, leftHidden }));
  }, [left, code, view, leftHidden]);
  return { left, setLeft, code, setCode, view, setView, leftHidden, setLeftHidden, maximized, setMaximized };
}
