/** Styles of the network views (adopted by `useViewSheet` when they render). */
export const networkCss = `
.network-badge {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; border-radius: var(--latch-radius-3);
  background: var(--latch-mix-surface-3); color: var(--latch-color-text-primary);
  font-weight: 600; font-size: var(--latch-font-size-14);
}
.network-badge[data-size='large'] { width: 72px; height: 72px; border-radius: var(--latch-radius-4); font-size: var(--latch-font-size-24); }
.row[aria-current='true'] { box-shadow: inset 0 0 0 1px var(--latch-accent); }
.row[aria-disabled='true'] { cursor: not-allowed; color: var(--latch-color-text-secondary); }
.row[aria-disabled='true']:hover { background: var(--latch-mix-surface-1); }
.tag[data-tag='active'] { color: var(--latch-accent); }
.note { margin: var(--latch-space-4) 0 0; text-align: center; font-size: var(--latch-font-size-12); color: var(--latch-color-text-secondary); }
.switch { display: flex; flex-direction: column; align-items: center; gap: var(--latch-space-3); padding: var(--latch-space-2) 0; text-align: center; }
.switch[aria-busy='true'] .network-badge { box-shadow: 0 0 0 3px var(--latch-accent); animation: latch-pulse 1.2s ease-in-out infinite; }
.switch-lead { margin: 0; font-size: var(--latch-font-size-16); font-weight: 600; }
.switch-text { margin: 0; color: var(--latch-color-text-secondary); }
.button-primary {
  display: inline-flex; align-items: center; justify-content: center; height: 40px; padding: 0 var(--latch-space-6);
  border: 0; border-radius: 999px; background: var(--latch-accent); color: var(--latch-color-accent-foreground);
  font: inherit; font-weight: 600; cursor: pointer;
}
.button-primary:hover { filter: brightness(1.08); }
.button-primary[aria-busy='true'] { cursor: progress; opacity: 0.8; }
`
