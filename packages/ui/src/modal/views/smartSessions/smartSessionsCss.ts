/** Styles of the SmartSessions view (adopted by `useViewSheet` when it renders). */
export const smartSessionsCss = `
.sessions { display: flex; flex-direction: column; gap: var(--latch-space-3); }
.sessions-lead { margin: 0; color: var(--latch-color-text-secondary); text-align: center; }
.session {
  display: flex; flex-direction: column; gap: var(--latch-space-2); padding: var(--latch-space-3);
  border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1);
}
.session-origin { margin: 0; font-size: var(--latch-font-size-14); font-weight: 600; overflow-wrap: anywhere; }
.session-facts {
  display: grid; grid-template-columns: auto 1fr; gap: var(--latch-space-1) var(--latch-space-3); margin: 0;
  font-size: var(--latch-font-size-12);
}
.session-facts dt { color: var(--latch-color-text-secondary); }
.session-facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.session .status-error { margin: 0; color: var(--latch-color-error); font-size: var(--latch-font-size-12); font-weight: 600; }
.session .button-secondary { align-self: flex-end; }
.session .button-secondary[aria-busy='true'] { cursor: progress; opacity: 0.7; }
.sessions .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`
