import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { html, type SafeHtml } from '../http/html.js'

// The device approval pages' only style, inline: its hash below is the only style the CSP allows.
// Buttons at least 44 px high, a visible focus ring in both color schemes, nothing wider than a
// 320 px screen (a long User-Agent wraps).
const style = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 1rem; }
main { max-width: 32rem; margin: 2rem auto; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
dl { margin: 1.5rem 0; }
dt { font-weight: 600; }
dd { margin: 0 0 0.75rem; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
button { flex: 1 1 12rem; min-height: 44px; padding: 0.625rem 1rem; font: inherit; font-weight: 600;
  border-radius: 0.5rem; border: 2px solid #1d4ed8; cursor: pointer; }
button.approve { background: #1d4ed8; color: #fff; }
button.deny { background: transparent; color: inherit; border-color: currentColor; }
button:focus-visible { outline: 3px solid CanvasText; outline-offset: 3px; }
`

const styleHash = createHash('sha256').update(style, 'utf8').digest('base64')

// The style is this module's own constant, not outside text: it goes in as markup.
const styleElement: SafeHtml = { markup: `<style>${style}</style>` }

/**
 * The device approval pages' Content-Security-Policy: no script, no resource, only the inline
 * style above, forms posting back to this origin, and no framing (so the Approve button cannot be
 * overlaid by another page).
 */
export const devicePageContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${styleHash}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Every device approval page's headers. The referrer policy is `same-origin`, not `no-referrer`:
 * under `no-referrer` a browser sends `Origin: null` with the page's own form POST (Fetch,
 * "append a request Origin header"), and `POST /device` requires the service's origin. The page
 * loads nothing and links nowhere, so no referrer ever leaves the origin either way.
 */
export const devicePageHeaders: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': devicePageContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
}

/** A whole device approval page: `title` in the tab, `content` in its `<main>`. */
export function devicePage(parameters: { title: string; content: SafeHtml }): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${parameters.title}</title>
${styleElement}
</head>
<body>
<main>
${parameters.content}
</main>
</body>
</html>
`
}

/** Sends a page with the device pages' headers (a HEAD request gets the headers only). */
export function sendDevicePage(
  response: ServerResponse,
  status: number,
  page: SafeHtml,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...devicePageHeaders,
    ...headers,
    'content-length': Buffer.byteLength(page.markup),
  })
  response.end(page.markup)
}
