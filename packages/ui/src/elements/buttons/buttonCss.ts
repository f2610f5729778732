/**
 * The buttons' own styles (the tokens sheet comes first). The host is inline-flex, not
 * inline-block: exactly the button's 40px, with no line box around it, so the size rule for
 * server-rendered buttons (fallbackCss.ts) can match it. Notes stay out of the CSS text, which
 * every page downloads.
 */
export const buttonCss = `
:host { display: inline-flex; vertical-align: middle; }
button {
  display: inline-flex; align-items: center; gap: var(--latch-space-2); height: 40px;
  padding: 0 var(--latch-space-4); border: 1px solid transparent; border-radius: 999px;
  background: var(--latch-accent); color: var(--latch-color-accent-foreground);
  font-family: var(--latch-font-family); font-size: var(--latch-font-size-14); font-weight: 600;
  line-height: 1; white-space: nowrap; cursor: pointer; transition: background-color 150ms ease-out;
}
button:hover { background: color-mix(in srgb, var(--latch-accent) 88%, var(--latch-color-text-primary)); }
button:focus-visible {
  outline: 2px solid var(--latch-accent); outline-offset: 2px;
  box-shadow: 0 0 0 2px var(--latch-color-background);
}
button[data-variant='neutral'] {
  background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary);
  border-color: var(--latch-mix-surface-3);
}
button[data-variant='neutral']:hover { background: var(--latch-mix-surface-2); }
button[aria-busy='true'] { cursor: progress; }
.avatar {
  display: inline-flex; width: 28px; height: 28px; margin-inline-start: -10px; border-radius: 50%;
  overflow: hidden; background: var(--latch-mix-surface-3);
}
.avatar[hidden] { display: none; }
.detail { color: var(--latch-color-text-secondary); font-weight: 500; }
.detail:empty { display: none; }
.avatar svg { width: 100%; height: 100%; }
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
`
