/** Styles of the connect-side views (wallet grid, search, connecting states, alert banner). */
export const connectViewsCss = `
.search {
  display: block; width: 100%; height: 40px; margin-bottom: var(--latch-space-3); padding: 0 var(--latch-space-3);
  border: 1px solid var(--latch-mix-surface-3); border-radius: var(--latch-radius-3);
  background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary); font: inherit;
}
.search::placeholder { color: var(--latch-color-text-secondary); opacity: 1; }
.search:focus-visible { outline-offset: 0; border-color: var(--latch-accent); }
.grid-viewport {
  position: relative; height: min(400px, calc(100dvh - 260px)); overflow: hidden auto;
  overscroll-behavior: contain; border-radius: var(--latch-radius-3);
}
.grid-sizer { position: relative; height: var(--latch-grid-height, auto); }
.grid {
  list-style: none; margin: 0; padding: 0; position: absolute; inset: 0 0 auto 0;
  transform: translateY(var(--latch-grid-offset, 0px));
  display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); grid-auto-rows: 96px; gap: 0;
}
.tile {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--latch-space-2);
  width: calc(100% - 4px); height: 92px; margin: 2px; padding: var(--latch-space-2) var(--latch-space-1);
  border: 0; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1);
  color: inherit; font: inherit; font-size: var(--latch-font-size-12); cursor: pointer;
}
.tile:hover { background: var(--latch-mix-surface-2); }
.tile:focus-visible { outline-offset: -2px; }
.tile-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tile-skeleton { height: 92px; margin: 2px; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1); }
.connecting { display: flex; flex-direction: column; align-items: center; gap: var(--latch-space-3); padding: var(--latch-space-4) 0; text-align: center; }
.connecting-name { margin: 0; font-size: var(--latch-font-size-16); font-weight: 600; }
.connecting .message { margin: 0; }
.connecting[data-status='pending'] .image { animation: latch-pulse 1.2s ease-in-out infinite; }
.status-error { margin: 0; color: var(--latch-color-error); font-weight: 600; }
.button-primary {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--latch-space-2); height: 40px;
  padding: 0 var(--latch-space-4); border: 0; border-radius: 999px; background: var(--latch-accent);
  color: var(--latch-color-accent-foreground); font: inherit; font-weight: 600; cursor: pointer;
}
.button-primary:hover { filter: brightness(1.08); }
a.button-primary { text-decoration: none; }
.actions { gap: var(--latch-space-2); flex-wrap: wrap; }
.alert-banner {
  display: flex; align-items: center; gap: var(--latch-space-2); margin-bottom: var(--latch-space-3);
  padding: var(--latch-space-2) var(--latch-space-3); border: 1px solid var(--latch-mix-surface-3);
  border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1);
}
.alert-banner::before { content: ''; flex: none; width: 8px; height: 8px; border-radius: 50%; background: var(--latch-color-warning); }
.alert-banner[data-severity='error']::before { background: var(--latch-color-error); }
.alert-banner[data-severity='info']::before, .alert-banner[data-severity='success']::before { background: var(--latch-accent); }
.alert-text { flex: 1; }
.alert-banner .icon-button { width: 32px; height: 32px; }
.row-icon { display: inline-flex; align-items: center; justify-content: center; color: var(--latch-accent); }
.methods { display: flex; flex-direction: column; gap: var(--latch-space-3); }
/* "or" between two connect methods, whichever they are. */
.methods-divider { display: flex; align-items: center; gap: var(--latch-space-2); color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-14); }
.methods-divider::before, .methods-divider::after { content: ''; flex: 1; height: 1px; background: var(--latch-mix-surface-3); }
`
