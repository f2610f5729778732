import { renderAccountPicker, renderRefusal } from './accountPickerPage.js'
import { formOf, html, type ProviderRequest, type ProviderResponse, redirect } from './httpExchange.js'
import type { FlavourContext, OAuthFlavour } from './oauthFlavour.js'
import { type ChallengeMethod, isWellFormedChallenge } from './pkce.js'
import { findClient } from './testIdentity.js'

// The browser's side of an OAuth provider: the authorization request checked as the provider
// checks it, the login page, and the redirect back to the site that a button press makes.

/** Checks an authorization request as the provider does, then shows its login page. */
export function showLogin(
  request: ProviderRequest,
  flavour: OAuthFlavour,
  context: FlavourContext,
): ProviderResponse {
  const rules = flavour.authorization
  const query = request.url.searchParams
  const refuse = (error: string, description: string) =>
    html(400, renderRefusal(flavour.displayName, error, description))
  const client = findClient(context.clients, query.get('client_id'))
  if (!client) return refuse('invalid_client', 'The client_id is not registered.')
  const state = query.get('state') ?? undefined
  const requested =
    query.get('redirect_uri') ?? (rules.redirectUriOptional ? client.redirectUris[0] : undefined)
  if (requested === undefined) return refuse('invalid_request', 'The redirect_uri is required.')
  if (!client.redirectUris.includes(requested)) {
    // GitHub's way: back to the registered callback, which is safe, saying what went wrong.
    const registered = client.redirectUris[0]
    if (rules.redirectMismatchParameters && registered) {
      return redirect(withParameters(registered, { ...rules.redirectMismatchParameters, state }))
    }
    return refuse('invalid_request', 'The redirect_uri is not registered for this client.')
  }
  // From here the redirect URI is trusted, so errors go back to the site as OAuth says.
  const fail = (error: string, description: string) =>
    redirect(withParameters(requested, { error, error_description: description, state }, rules.fragment))
  if (rules.responseTypeRequired && query.get('response_type') !== 'code') {
    return fail('unsupported_response_type', 'The response_type must be code.')
  }
  const codeChallenge = query.get('code_challenge') ?? undefined
  const method = (query.get('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined)) as
    | ChallengeMethod
    | undefined
  if (codeChallenge === undefined) {
    if (rules.pkceRequired) return fail('invalid_request', 'Missing required parameter [code_challenge].')
  } else if (method === undefined || !rules.challengeMethods.includes(method)) {
    return fail(
      'invalid_request',
      `The code_challenge_method must be ${rules.challengeMethods.join(' or ')}.`,
    )
  } else if (!isWellFormedChallenge(codeChallenge, method)) {
    return fail('invalid_request', 'The code_challenge is malformed.')
  }
  const id = context.grants.begin({
    clientId: client.clientId,
    redirectUri: requested,
    scopes: (query.get('scope') ?? '').split(rules.scopeSeparator).filter(Boolean),
    state,
    codeChallenge,
    codeChallengeMethod: codeChallenge === undefined ? undefined : method,
  })
  return html(
    200,
    renderAccountPicker({
      providerName: flavour.displayName,
      clientId: client.clientId,
      accounts: context.accounts,
      loginAction: `/interaction/${id}/login`,
      cancelAction: `/interaction/${id}/cancel`,
    }),
  )
}

/** A button of the login page: a code for the account picked, or `access_denied`. */
export function decide(
  id: string,
  decision: 'login' | 'cancel',
  request: ProviderRequest,
  flavour: OAuthFlavour,
  context: FlavourContext,
): ProviderResponse {
  const rules = flavour.authorization
  const pending = context.grants.take(id)
  if (!pending) {
    return html(
      400,
      renderRefusal(flavour.displayName, 'expired', 'This sign-in has ended. Start again from the site.'),
    )
  }
  if (decision === 'cancel') {
    return redirect(
      withParameters(
        pending.redirectUri,
        { ...rules.deniedParameters, state: pending.state },
        rules.fragment,
      ),
    )
  }
  const account = context.accounts.find((candidate) => candidate.subject === formOf(request).get('account'))
  if (!account) {
    return html(
      400,
      renderRefusal(flavour.displayName, 'unknown_account', 'No such account at this provider.'),
    )
  }
  const code = context.grants.issueCode({ ...pending, account })
  return redirect(
    withParameters(
      pending.redirectUri,
      { code, state: pending.state, ...rules.grantedParameters?.(context.url) },
      rules.fragment,
    ),
  )
}

/** `address` with `parameters` added to its query (the undefined ones left out) and a fragment. */
function withParameters(
  address: string,
  parameters: Record<string, string | undefined>,
  fragment?: string,
): string {
  const target = new URL(address)
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) target.searchParams.set(name, value)
  if (fragment !== undefined) target.hash = fragment
  return target.toString()
}
