/** Styles of the Account and ProfileWallets views (adopted by `useViewSheet` when they render). */
export const accountCss = `
.account { display: flex; flex-direction: column; align-items: center; gap: var(--latch-space-2); }
.avatar {
  display: inline-block; flex: none; width: 64px; height: 64px; overflow: hidden;
  border-radius: 50%; background: var(--latch-mix-surface-3);
}
.avatar[data-size='small'] { width: 32px; height: 32px; }
.avatar > svg, .avatar > img { display: block; width: 100%; height: 100%; object-fit: cover; }
.account-name { display: flex; align-items: center; gap: var(--latch-space-1); margin: var(--latch-space-2) 0 0; max-width: 100%; }
.account-name-text {
  min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--latch-font-size-20); font-weight: 600;
}
.account-type { margin: 0; }
.account-balance {
  margin: 0; min-height: 1.4em; font-size: var(--latch-font-size-16); color: var(--latch-color-text-secondary);
  font-variant-numeric: tabular-nums;
}
.account-balance[data-loading] {
  width: 96px; border-radius: var(--latch-radius-2); background: var(--latch-mix-surface-1);
  animation: latch-pulse 1.2s ease-in-out infinite;
}
.account-worth { margin: 0; font-size: var(--latch-font-size-12); color: var(--latch-color-text-secondary); font-variant-numeric: tabular-nums; }
.account-actions { list-style: none; width: 100%; margin: var(--latch-space-4) 0 0; padding: 0; display: flex; flex-direction: column; gap: var(--latch-space-2); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.link-button {
  padding: 0; border: 0; background: none; font: inherit; color: var(--latch-accent);
  text-decoration: underline; text-underline-offset: 2px; cursor: pointer;
}
a.row { text-decoration: none; }
.row-end { flex: none; display: inline-flex; color: var(--latch-color-text-secondary); }
.row[data-tone='warning'] .row-name { color: var(--latch-color-warning); }
.row[data-tone='danger'] .row-name { color: var(--latch-color-error); }
.row-icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-2);
  color: var(--latch-color-text-secondary);
}
.row[aria-busy='true'] { cursor: progress; opacity: 0.7; }
.wallet-row { display: flex; align-items: center; gap: var(--latch-space-2); }
.wallet-row > .row { flex: 1; min-width: 0; }
.row-detail { display: block; color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-12); font-weight: 400; font-variant-numeric: tabular-nums; }
`
