/** Styles of the Connect view's social buttons and the ConnectingSocial view (adopted when they render). */
export const socialCss = `
.social { display: flex; flex-direction: column; gap: var(--latch-space-2); }
.social-row { display: flex; gap: var(--latch-space-2); }
.social .row { justify-content: center; }
.social-square { flex: 1; min-width: 0; padding: 0; }
.social svg { flex: none; width: 24px; height: 24px; }
.social-logo {
  position: relative; display: flex; align-items: center; justify-content: center;
  width: 72px; height: 72px; border-radius: 50%; background: var(--latch-mix-surface-1);
}
.social-logo svg { width: 36px; height: 36px; }
.social-logo[data-waiting]::after {
  content: ''; position: absolute; inset: -4px; border-radius: 50%;
  border: 3px solid transparent; border-top-color: var(--latch-accent);
  animation: latch-spin 1s linear infinite;
}
@keyframes latch-spin { to { transform: rotate(1turn); } }
`
