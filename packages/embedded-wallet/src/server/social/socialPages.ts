import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { html, type SafeHtml } from '../http/html.js'

const style = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 1rem; }
main { max-width: 32rem; margin: 2rem auto; }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 1rem; }
`

// Tells the site's page (the popup's opener) that the attempt ended, at the attempt's exact site
// origin, then closes the popup. The message carries the attempt's id only: nothing in it opens a
// session (the frame takes the result with its own secret).
const doneScript = `
const { attemptId, siteOrigin } = document.documentElement.dataset
if (window.opener && attemptId && siteOrigin) {
  window.opener.postMessage({ type: 'latchkit:social-done', attemptId }, siteOrigin)
  window.close()
}
`

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/**
 * The social login pages' Content-Security-Policy: the inline style and the done script above
 * and nothing else, no forms, no framing.
 */
export const socialPageContentSecurityPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${sha256(style)}'`,
  `script-src 'sha256-${sha256(doneScript)}'`,
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** Every social login page's and redirect's headers (no referrer: the addresses carry codes). */
export const socialPageHeaders: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': socialPageContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

// The constants are this module's own, not outside text: they go in as markup.
const styleElement: SafeHtml = { markup: `<style>${style}</style>` }
const scriptElement: SafeHtml = { markup: `<script>${doneScript}</script>` }

function page(parameters: {
  title: string
  message: string
  done?: { attemptId: string; siteOrigin: string }
}) {
  const { done } = parameters
  const root = done
    ? html`<html lang="en" data-attempt-id="${done.attemptId}" data-site-origin="${done.siteOrigin}">`
    : html`<html lang="en">`
  return html`<!doctype html>
${root}
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parameters.title}</title>
${styleElement}
</head>
<body>
<main>
<h1>${parameters.title}</h1>
<p>${parameters.message}</p>
</main>
${done ? scriptElement : html``}
</body>
</html>
`
}

/** The page the popup ends on: the login is over, the site's page is told, the popup closes. */
export const socialDonePage = (done: { attemptId: string; siteOrigin: string }) =>
  page({ title: 'You can close this window', message: 'Return to the site to continue.', done })

/** A start or callback address that is not (or no longer) a login in progress. */
export const socialLinkUnusablePage = () =>
  page({
    title: 'This sign-in is no longer valid',
    message: 'Close this window and start the sign-in again from the site.',
  })

export function sendSocialPage(response: ServerResponse, status: number, body: SafeHtml): void {
  response.writeHead(status, socialPageHeaders)
  response.end(body.markup)
}
