/** Styles of the email views and the Connect view's email field (adopted when they render). */
export const emailCss = `
.email-form { display: flex; flex-direction: column; gap: var(--latch-space-2); }
.email-row { display: flex; gap: var(--latch-space-2); }
.email-input {
  flex: 1; min-width: 0; height: 44px; box-sizing: border-box; padding: 0 var(--latch-space-3);
  border-radius: var(--latch-radius-3); border: 1px solid var(--latch-mix-surface-3);
  background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary); font: inherit;
}
.email-input:focus-visible, .email-button:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.email-code { letter-spacing: 0.4em; text-align: center; font-size: var(--latch-font-size-20, 20px); }
.email-button {
  display: inline-flex; align-items: center; justify-content: center; height: 44px; padding: 0 var(--latch-space-4);
  border-radius: 999px; font: inherit; font-weight: 600; cursor: pointer;
  border: 0; background: var(--latch-accent); color: var(--latch-color-accent-foreground);
}
.email-button[data-kind='secondary'] { border: 1px solid var(--latch-mix-surface-3); background: transparent; color: var(--latch-color-text-primary); }
.email-button[aria-disabled='true'] { cursor: progress; opacity: 0.8; }
.email-lead { margin: 0; text-align: center; overflow-wrap: anywhere; }
.email-hint { margin: 0; text-align: center; color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-14); }
.email-error { margin: 0; min-height: 1.4em; color: var(--latch-color-error); font-size: var(--latch-font-size-14); }
.frame-box { position: relative; height: 420px; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1); }
.frame-box > p { margin: 0; padding: var(--latch-space-3); color: var(--latch-color-text-secondary); }
`
