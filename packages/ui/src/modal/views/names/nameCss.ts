/** Styles of the account-name views, on top of the wallet views' form styles. */
export const nameCss = `
.name-row { align-items: center; }
.name-suffix { flex: none; color: var(--latch-color-text-secondary); font-size: var(--latch-font-size-14); }
.name-suggestions { display: flex; flex-direction: column; gap: var(--latch-space-1); }
.name-suggestions > h3 { margin: 0; }
.name-suggestion-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--latch-space-2); }
.name-suggestion-list .chip { max-width: 100%; overflow-wrap: anywhere; }
.name-registered { margin: 0; font-size: var(--latch-font-size-16); font-weight: 600; text-align: center; overflow-wrap: anywhere; }
`
