import { palettes } from '../../theme/palettes.js'

const buttonNames = ['latch-button', 'latch-connect-button', 'latch-account-button', 'latch-network-button']
const undefinedButtons = (suffix = '') =>
  buttonNames.map((name) => `${name}:not(:defined)${suffix}`).join(', ')
const { dark } = palettes

/**
 * The page-level rule that gives a server-rendered kit button its final size before its element
 * is defined (no layout shift when the script arrives). The button's fallback text goes inside
 * the element (`<latch-button>Connect Wallet</latch-button>`); this box matches the shadow
 * button of `buttonCss.ts` (height 40px, 16px padding, 1px border, 14px semibold system font).
 * A button showing an account (`data-latch-account`) holds its avatar's room too.
 * `@latchkit/react`'s components add it to the document head themselves; other server-rendered
 * pages put it in their stylesheet.
 */
export const latchButtonsFallbackCss = `${undefinedButtons()} {
  display: inline-flex; align-items: center; box-sizing: border-box; height: 40px; padding: 0 16px;
  border: 1px solid transparent; border-radius: 999px; vertical-align: middle; overflow: hidden;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;
  font-size: 14px; font-weight: 600; line-height: 1; white-space: nowrap;
  background: ${dark.accent}; color: ${dark.accentForeground};
}
latch-account-button:not(:defined), latch-network-button:not(:defined), ${undefinedButtons('[data-latch-account]')} {
  background: ${dark.surface1}; color: ${dark.textPrimary}; border-color: ${dark.surface3};
}
${undefinedButtons('[data-latch-account]::before')} {
  content: ''; flex: none; width: 28px; height: 28px; margin-inline: -10px 8px; border-radius: 50%;
  background: ${dark.surface3};
}
${undefinedButtons('[hidden]')}, ${undefinedButtons('[data-latch-hidden]')} { display: none; }
`
