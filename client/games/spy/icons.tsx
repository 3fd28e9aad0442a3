/**
 * The Spy board's symbols, drawn as SVG so they look the same on every device
 * (no emoji font, no missing glyph): a sign per card type, so a card is
 * readable on a 360-px phone where its word would be too small, and the marks.
 * Decorative: every card's label says it all in words.
 */
import type { JSX } from "preact";

export type SpyIconName = "spy" | "safe" | "secret" | "bomb" | "lit" | "boom" | "open" | "left" | "right";

const STROKE = { fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linejoin": "round" } as const;

const SHAPES: Readonly<Record<SpyIconName, JSX.Element>> = {
  // A hat over a pair of glasses.
  spy: (
    <g {...STROKE} stroke-linecap="round">
      <path d="M3 12h18M6 12l2-7h8l2 7" />
      <circle cx="8" cy="17" r="2.5" />
      <circle cx="16" cy="17" r="2.5" />
      <path d="M10.5 17h3" />
    </g>
  ),
  // A strongbox with its dial.
  safe: (
    <g {...STROKE}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 8.5v2M18.5 9v6" />
    </g>
  ),
  // A sealed envelope.
  secret: (
    <g {...STROKE}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </g>
  ),
  // A round bomb with its fuse.
  bomb: (
    <g>
      <circle cx="10" cy="14" r="7" fill="currentColor" />
      <path d="M15 9l3-3M19 3.5l1-1M20.5 6h1.5M17 2.5V1" {...STROKE} stroke-linecap="round" />
    </g>
  ),
  // A flame: the fuse is lit.
  lit: <path d="M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 2-8 2 1 3 3 3 6 1-2 2-5 1-10z" fill="currentColor" />,
  // A burst: it went off.
  boom: <path d="M12 1l2 6 6-3-3 6 6 2-6 2 3 6-6-3-2 6-2-6-6 3 3-6-6-2 6-2-3-6 6 3z" fill="currentColor" />,
  // An open eye: exposed, face up for everyone.
  open: (
    <g {...STROKE}>
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </g>
  ),
  left: <path d="M18 4L4 12l14 8z" fill="currentColor" />,
  right: <path d="M6 4l14 8-14 8z" fill="currentColor" />,
};

export function SpyIcon({ name, class: className = "spy-icon" }: { name: SpyIconName; class?: string }) {
  return (
    <svg viewBox="0 0 24 24" class={className} data-icon={name} aria-hidden="true" focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
