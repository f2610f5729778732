import type { TestAccount } from './testIdentity.js'

/** What the account picker shows and where its buttons post. */
export type AccountPickerParameters = {
  /** The provider's name, as the page's heading says it: "Sign in with GitHub". */
  providerName: string
  /** The client's id, named on the page as the site asking. */
  clientId: string
  accounts: readonly TestAccount[]
  /** Receives `account=<subject>` from the button pressed. */
  loginAction: string
  /** Ends the login with `access_denied`. */
  cancelAction: string
}

/**
 * The provider's login and consent page in one: a "Sign in as <name>" button per account and a
 * "Cancel". No script, so a strict test or a visitor without JavaScript sees the same page.
 */
export function renderAccountPicker(parameters: AccountPickerParameters): string {
  const buttons = parameters.accounts
    .map(
      (account) =>
        `<button type="submit" name="account" value="${escapeHtml(account.subject)}">Sign in as ${escapeHtml(account.name)}</button>`,
    )
    .join('\n      ')
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Sign in with ${escapeHtml(parameters.providerName)}</title>
</head>
<body>
  <main>
    <h1>Sign in with ${escapeHtml(parameters.providerName)}</h1>
    <p>to continue to ${escapeHtml(parameters.clientId)}</p>
    <form method="post" action="${escapeHtml(parameters.loginAction)}">
      ${buttons}
    </form>
    <form method="post" action="${escapeHtml(parameters.cancelAction)}">
      <button type="submit">Cancel</button>
    </form>
  </main>
</body>
</html>`
}

/** A short page for a request the provider refuses to show a login for (unknown client, bad redirect). */
export function renderRefusal(providerName: string, error: string, description: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${escapeHtml(providerName)}: ${escapeHtml(error)}</title>
</head>
<body>
  <main>
    <h1>${escapeHtml(error)}</h1>
    <p>${escapeHtml(description)}</p>
  </main>
</body>
</html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
