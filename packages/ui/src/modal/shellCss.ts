/** Styles of the modal shell and its primitives; adopted when the modal chunk loads. */
export const shellCss = `
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 2px solid var(--latch-accent); outline-offset: 2px; }
.overlay {
  position: fixed; inset: 0; z-index: var(--latch-z-index);
  display: flex; align-items: flex-start; justify-content: center;
}
/* The dimmed, lightly blurred page behind the card: its own layer, faded in by opacity alone so
   the compositor runs the fade and the card's first frame waits for no repaint. */
.overlay::before {
  content: ''; position: fixed; inset: 0;
  background: rgb(0 0 0 / 0.55);
  animation: latch-backdrop-in 150ms ease-out;
}
@supports (backdrop-filter: blur(2px)) { .overlay::before { backdrop-filter: blur(2px); } }
.overlay[data-state='closing'] { animation: latch-fade-out 150ms ease-out forwards; pointer-events: none; }
/* The closed modal's Connect view, rendered ahead of the next open: laid out, never painted. */
.overlay[data-state='hidden'] { visibility: hidden; pointer-events: none; }
.overlay[data-state='hidden']::before, .overlay[data-state='hidden'] > .card { animation: none; }
.card {
  position: relative; width: var(--latch-modal-width); max-width: calc(100vw - var(--latch-space-8));
  padding: var(--latch-space-4); outline: none;
  background: var(--latch-mix-background); color: var(--latch-color-text-primary);
  border: 1px solid var(--latch-mix-surface-2); border-radius: var(--latch-radius-8);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
  font-size: var(--latch-font-size-14); line-height: 1.4;
  animation: latch-card-in 180ms ease-out;
}
.card[data-state='closing'] { animation: latch-card-out 150ms ease-out forwards; }
/* The card's top stays put while its height follows the view (wallets arriving, another view):
   the header and its buttons never move under the pointer. It sits where a card of average
   height (480px) is centred, and high enough that the tallest (646px: a 560px body) fits. */
.overlay > .card { margin-top: clamp(var(--latch-space-4), calc(50dvh - 240px), calc(100dvh - 646px)); }
:host([embedded]) .card { max-width: 100%; box-shadow: none; animation: none; }
/* Right-to-left languages (the host's dir): icons that point a way turn round; the rest mirrors
   through logical properties. */
:host([dir='rtl']) .points-inline { transform: scaleX(-1); }
.handle { display: none; }
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; min-height: 40px; margin-bottom: var(--latch-space-3); }
.title { margin: 0; text-align: center; font-size: var(--latch-font-size-16); font-weight: 600; }
.icon-button {
  display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: var(--latch-radius-3); background: transparent; cursor: pointer;
  color: var(--latch-color-text-secondary);
}
.icon-button:hover { background: var(--latch-mix-surface-1); color: var(--latch-color-text-primary); }
.body {
  height: var(--latch-body-height, auto); max-height: min(560px, calc(100dvh - 140px));
  overflow: hidden auto; transition: height 180ms ease-out;
}
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--latch-space-2); }
.row {
  display: flex; align-items: center; gap: var(--latch-space-3); width: 100%; height: 56px;
  padding: 0 var(--latch-space-2); border: 0; border-radius: var(--latch-radius-3);
  background: var(--latch-mix-surface-1); color: inherit; font: inherit; font-weight: 500; text-align: start;
  cursor: pointer;
}
.row:hover { background: var(--latch-mix-surface-2); }
.row:focus-visible { outline-offset: -2px; }
.row-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tag {
  flex: none; padding: 2px var(--latch-space-2); border-radius: var(--latch-radius-2);
  background: var(--latch-mix-surface-2); color: var(--latch-color-text-secondary);
  font-size: var(--latch-font-size-12); font-weight: 500;
}
.tag[data-tag='installed'] { color: var(--latch-color-success); }
.tag[data-tag='qrCode'] { color: var(--latch-accent); }
.image {
  position: relative; display: inline-block; flex: none; overflow: hidden;
  width: 40px; height: 40px; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-3);
}
.image[data-size='64'] { width: 64px; height: 64px; border-radius: var(--latch-radius-4); }
.image img { display: block; width: 100%; height: 100%; object-fit: cover; opacity: 0; transition: opacity 150ms ease-out; }
.image[data-status='loaded'] img { opacity: 1; }
.skeleton { height: 56px; border-radius: var(--latch-radius-3); background: var(--latch-mix-surface-1); }
/* Every list skeleton (rows here, All wallets' tiles) holds still for its first second and pulses
   only when loading takes longer: most answers come sooner, and an endless animation makes every
   frame until then cost the page. */
.skeleton, .tile-skeleton { animation: latch-pulse 1.2s ease-in-out 1s infinite; }
.message { margin: var(--latch-space-4) 0; text-align: center; color: var(--latch-color-text-secondary); }
.qr-tile { position: relative; width: 280px; height: 280px; max-width: 100%; margin: 0 auto; padding: 16px; background: #fff; border-radius: var(--latch-radius-4); }
.qr-tile[data-loading] { animation: latch-pulse 1.2s ease-in-out infinite; }
.qr { display: block; width: 100%; height: 100%; }
.qr path { fill: var(--latch-qr-color); }
.qr-logo {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  width: calc((100% - 32px) * var(--latch-qr-logo-fraction, 0.2)); aspect-ratio: 1;
  display: flex; align-items: center; justify-content: center;
}
.qr-logo > * { width: 100%; height: 100%; border-radius: var(--latch-radius-3); }
.actions { display: flex; justify-content: center; margin-top: var(--latch-space-4); }
.actions-column { display: flex; flex-direction: column; align-items: center; }
.button-secondary {
  display: inline-flex; align-items: center; gap: var(--latch-space-2); height: 40px; padding: 0 var(--latch-space-4);
  border: 1px solid var(--latch-mix-surface-3); border-radius: 999px; background: var(--latch-mix-surface-1);
  color: var(--latch-color-text-primary); font: inherit; font-weight: 500; cursor: pointer;
}
.button-secondary:hover { background: var(--latch-mix-surface-2); }
.live {
  position: fixed; left: 50%; bottom: var(--latch-space-6); transform: translateX(-50%);
  z-index: calc(var(--latch-z-index) + 1); pointer-events: none; font-size: var(--latch-font-size-14);
}
.snackbar {
  display: flex; align-items: center; gap: var(--latch-space-2); padding: var(--latch-space-2) var(--latch-space-4);
  border: 1px solid var(--latch-mix-surface-3); border-radius: 999px; background: var(--latch-mix-surface-2);
  color: var(--latch-color-text-primary); box-shadow: 0 8px 24px rgb(0 0 0 / 0.25); white-space: nowrap;
  animation: latch-snack-in 180ms ease-out;
}
.snackbar::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--latch-accent); }
.snackbar[data-kind='success']::before { background: var(--latch-color-success); }
.snackbar[data-kind='error']::before { background: var(--latch-color-error); }
@media (max-width: 429.98px) {
  .overlay { align-items: flex-end; }
  .overlay > .card {
    width: 100%; max-width: 100%; margin-top: 0; border-bottom: 0;
    border-radius: var(--latch-radius-8) var(--latch-radius-8) 0 0;
    padding-bottom: calc(var(--latch-space-4) + env(safe-area-inset-bottom, 0px));
    animation-name: latch-sheet-in;
  }
  .overlay > .card[data-state='closing'] { animation-name: latch-sheet-out; }
  .overlay > .card > .handle {
    display: block; width: 40px; height: 4px; margin: calc(-1 * var(--latch-space-2)) auto var(--latch-space-2);
    border-radius: 2px; background: var(--latch-mix-surface-3);
  }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
@keyframes latch-backdrop-in { from { opacity: 0; } }
@keyframes latch-fade-out { to { opacity: 0; } }
@keyframes latch-card-in { from { transform: translateY(8px) scale(0.98); } }
@keyframes latch-card-out { to { opacity: 0; transform: translateY(8px) scale(0.98); } }
@keyframes latch-sheet-in { from { transform: translateY(100%); } }
@keyframes latch-sheet-out { to { transform: translateY(100%); } }
@keyframes latch-snack-in { from { opacity: 0; transform: translateY(8px); } }
@keyframes latch-pulse { 50% { opacity: 0.55; } }
`
