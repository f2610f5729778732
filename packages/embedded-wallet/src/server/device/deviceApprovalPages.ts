import { html, type SafeHtml } from '../http/html.js'
import { unknownBrowser } from '../mail/deviceApprovalEmail.js'
import { devicePage } from './devicePage.js'
import { devicePagePath } from './devicePagePath.js'

// The pages of a device approval link, each a plain document: the question, the two answers, and
// what a visitor sees when the link cannot be used.

/** "Approve this sign-in?": who asked, from which browser, when; Approve or This was not me. */
export function approvalQuestionPage(parameters: {
  projectName: string
  email: string
  userAgent: string
  askedAt: Date
  linkToken: string
}): SafeHtml {
  const { projectName, askedAt } = parameters
  const askedAtIso = askedAt.toISOString()
  return devicePage({
    title: `Approve signing in to ${projectName}`,
    content: html`<h1 id="question">Approve this sign-in?</h1>
<p>A browser asked to sign in to <strong>${projectName}</strong> with your email address. Approve it
only if you asked, just now, from that browser.</p>
<dl>
<dt>Site</dt><dd>${projectName}</dd>
<dt>Email address</dt><dd>${parameters.email}</dd>
<dt>Browser</dt><dd>${parameters.userAgent || unknownBrowser}</dd>
<dt>Asked at</dt><dd><time datetime="${askedAtIso}">${formatUtc(askedAt)}</time></dd>
</dl>
<form method="post" action="${devicePagePath}" aria-labelledby="question">
<input type="hidden" name="token" value="${parameters.linkToken}">
<div class="actions">
<button type="submit" class="approve" name="decision" value="approve">Approve</button>
<button type="submit" class="deny" name="decision" value="deny">This was not me</button>
</div>
</form>`,
  })
}

export function approvedPage(projectName: string): SafeHtml {
  return devicePage({
    title: 'Sign-in approved',
    content: html`<h1>Sign-in approved</h1>
<p>The browser that asked can now sign in. Go back to ${projectName} to finish.</p>`,
  })
}

export function deniedPage(): SafeHtml {
  return devicePage({
    title: 'Sign-in refused',
    content: html`<h1>Sign-in refused</h1>
<p>That browser cannot use this link.</p>`,
  })
}

/** An unknown, used, decided or expired link. */
export function linkUnusablePage(): SafeHtml {
  return devicePage({
    title: 'Link expired',
    content: html`<h1>This link has expired or was already used</h1>
<p>To sign in, start again from the site: a new email will be sent.</p>`,
  })
}

/** A decision posted from another origin than the service's. */
export function refusedRequestPage(): SafeHtml {
  return devicePage({
    title: 'Request refused',
    content: html`<h1>Request refused</h1>
<p>This request did not come from the approval page. Open the link from your email again.</p>`,
  })
}

/** A decision whose form could not be read (too large, another type, a missing field). */
export function unreadableRequestPage(): SafeHtml {
  return devicePage({
    title: 'Request not understood',
    content: html`<h1>Request not understood</h1>
<p>Open the link from your email again and choose Approve or This was not me.</p>`,
  })
}

/** `2026-01-05 14:03 UTC`: the time the sign-in was asked, the same for every reader. */
function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
