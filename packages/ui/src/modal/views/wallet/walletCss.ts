/** Styles of the wallet's own views: the Account view's wallet section, send, receive, activity. */
export const walletCss = `
.wallet-section { width: 100%; display: flex; flex-direction: column; gap: var(--latch-space-3); margin-top: var(--latch-space-3); }
.wallet-buttons { display: flex; gap: var(--latch-space-2); }
.wallet-button, .form-button {
  flex: 1; display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  padding: 0 var(--latch-space-4); border-radius: 999px; border: 1px solid var(--latch-mix-surface-3);
  background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary); font: inherit; font-weight: 600; cursor: pointer;
}
.form-button[data-kind='primary'] { border: 0; background: var(--latch-accent); color: var(--latch-color-accent-foreground); }
.form-button[aria-disabled='true'] { cursor: progress; opacity: 0.8; }
.wallet-button:focus-visible, .form-button:focus-visible, .tab:focus-visible, .field-input:focus-visible, .field-select:focus-visible,
.chip:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.tabs { display: flex; gap: var(--latch-space-1); padding: 4px; border-radius: 999px; background: var(--latch-mix-surface-1); }
.tab {
  flex: 1; min-height: 36px; border: 0; border-radius: 999px; background: transparent; font: inherit;
  color: var(--latch-color-text-secondary); cursor: pointer;
}
.tab[aria-selected='true'] { background: var(--latch-mix-surface-3); color: var(--latch-color-text-primary); font-weight: 600; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--latch-space-1); }
.item { display: flex; align-items: center; gap: var(--latch-space-2); min-height: 48px; padding: 0 var(--latch-space-2); border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1); }
.item-icon { flex: none; width: 32px; height: 32px; border-radius: 50%; overflow: hidden; background: var(--latch-mix-surface-3); display: inline-flex; align-items: center; justify-content: center; font-size: var(--latch-font-size-12); }
.item-icon > img { width: 100%; height: 100%; object-fit: cover; }
.item-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.item-title, .item-sub { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.item-sub { color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-12); }
.item-end { flex: none; text-align: end; font-variant-numeric: tabular-nums; }
.month { margin: var(--latch-space-2) 0 var(--latch-space-1); font-size: var(--latch-font-size-12); color: var(--latch-color-text-secondary); font-weight: 600; }
.note { margin: 0; color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-14); text-align: center; }
.note[data-tone='error'] { color: var(--latch-color-error); }
.form { display: flex; flex-direction: column; gap: var(--latch-space-3); }
.field { display: flex; flex-direction: column; gap: var(--latch-space-1); }
.field-label { font-size: var(--latch-font-size-14); font-weight: 600; }
.field-row { display: flex; gap: var(--latch-space-2); }
.field-input, .field-select {
  flex: 1; min-width: 0; height: 44px; box-sizing: border-box; padding: 0 var(--latch-space-3);
  border-radius: var(--latch-radius-3); border: 1px solid var(--latch-mix-surface-3);
  background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary); font: inherit;
}
.field-hint { font-size: var(--latch-font-size-12); color: var(--latch-color-text-secondary); overflow-wrap: anywhere; }
.chip { flex: none; min-height: 44px; padding: 0 var(--latch-space-3); border-radius: 999px; border: 1px solid var(--latch-mix-surface-3); background: transparent; color: var(--latch-color-text-primary); font: inherit; cursor: pointer; }
.facts { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: var(--latch-space-1) var(--latch-space-3); }
.facts dt { color: var(--latch-color-text-secondary); }
.facts dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.receive { display: flex; flex-direction: column; align-items: center; gap: var(--latch-space-3); }
.receive-address { margin: 0; font-family: ui-monospace, monospace; font-size: var(--latch-font-size-14); overflow-wrap: anywhere; text-align: center; }
`
