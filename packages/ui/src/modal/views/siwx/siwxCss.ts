/** Styles of the SIWXSignMessage view (adopted by `useViewSheet` when it renders). */
export const siwxCss = `
.siwx { display: flex; flex-direction: column; gap: var(--latch-space-3); }
.siwx-site { display: flex; flex-direction: column; align-items: center; gap: var(--latch-space-2); text-align: center; }
.siwx-lead { margin: 0; font-size: var(--latch-font-size-16); font-weight: 600; overflow-wrap: anywhere; }
.siwx-text { margin: 0; color: var(--latch-color-text-secondary); }
.siwx-account { margin: 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--latch-font-size-12); overflow-wrap: anywhere; }
.siwx-message {
  margin: 0; max-height: 180px; overflow: auto; padding: var(--latch-space-3);
  border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary);
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: var(--latch-font-size-12);
  white-space: pre-wrap; overflow-wrap: anywhere;
}
.siwx-message > pre { margin: 0; font: inherit; white-space: pre-wrap; }
.siwx-message:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.siwx-actions { display: flex; gap: var(--latch-space-2); }
.siwx-actions > button { flex: 1; }
.siwx-button {
  display: inline-flex; align-items: center; justify-content: center; height: 40px; padding: 0 var(--latch-space-4);
  border-radius: 999px; font: inherit; font-weight: 600; cursor: pointer;
}
.siwx-button:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.siwx-button[data-kind='primary'] { border: 0; background: var(--latch-accent); color: var(--latch-color-accent-foreground); }
.siwx-button[data-kind='secondary'] { border: 1px solid var(--latch-mix-surface-3); background: transparent; color: var(--latch-color-text-primary); }
.siwx .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.siwx-button[aria-disabled='true'] { cursor: progress; opacity: 0.8; }
`
