/** A draggable divider between two panes (mouse, touch, or the arrow keys when focused). */

import { useRef } from "react";

export function Divider({
  value,
  min,
  max,
  onChange,
  label,
  testId,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  label: string;
  testId: string;
}) {
  const start = useRef<{ x: number; value: number } | null>(null);
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(min, v)));
  return (
    <div
      className="divider"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-testid={testId}
      onPointerDown={(e) => {
        start.current = { x: e.clientX, value };
        (e.target as HTMLElement).setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (start.current) onChange(clamp(start.current.value + e.clientX - start.current.x));
      }}
      onPointerUp={() => (start.current = null)}
      onKeyDown={(e) => {
        if (e.key === "ArrowLeft") onChange(clamp(value - 20));
        if (e.key === "ArrowRight") onChange(clamp(value + 20));
      }}
    />
  );
}
