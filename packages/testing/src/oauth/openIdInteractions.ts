import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { renderAccountPicker, renderRefusal } from './accountPickerPage.js'
import { formOf, html, readProviderRequest, sendProviderResponse } from './httpExchange.js'
import type { TestAccount } from './testIdentity.js'

/**
 * The OpenID provider's interaction pages, where oidc-provider sends the visitor to log in and
 * consent: the account picker, whose one button does both, and its Cancel (`access_denied`).
 * Answers false for a request that is not theirs.
 */
export function createInteractionHandler(
  provider: Provider,
  providerName: string,
  accounts: readonly TestAccount[],
): (incoming: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  return async (incoming, response) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(
      new URL(incoming.url ?? '/', 'http://rig').pathname,
    )
    if (!match?.[1]) return false
    const uid = match[1]
    const action = match[2]
    try {
      if (incoming.method === 'GET' && action === undefined) {
        const details = await provider.interactionDetails(incoming, response)
        sendProviderResponse(
          response,
          html(
            200,
            renderAccountPicker({
              providerName,
              clientId: String(details.params.client_id),
              accounts,
              loginAction: `/interaction/${uid}/login`,
              cancelAction: `/interaction/${uid}/cancel`,
            }),
          ),
        )
        return true
      }
      if (incoming.method !== 'POST' || action === undefined) return false
      const request = await readProviderRequest(incoming, 'http://rig')
      const details = await provider.interactionDetails(incoming, response)
      if (action === 'cancel') {
        await provider.interactionFinished(
          incoming,
          response,
          { error: 'access_denied', error_description: 'End-User aborted interaction' },
          { mergeWithLastSubmission: false },
        )
        return true
      }
      const account = accounts.find((candidate) => candidate.subject === formOf(request).get('account'))
      if (!account) {
        sendProviderResponse(
          response,
          html(400, renderRefusal(providerName, 'unknown_account', 'No such account.')),
        )
        return true
      }
      // One click is the login and the consent to every scope asked for, as a returning visitor's is.
      const grant = new provider.Grant({
        accountId: account.subject,
        clientId: String(details.params.client_id),
      })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      await provider.interactionFinished(
        incoming,
        response,
        { login: { accountId: account.subject }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
      return true
    } catch (error) {
      // Mostly an interaction that expired or whose cookie the browser does not have.
      const reason = error instanceof Error ? error.message : String(error)
      sendProviderResponse(response, html(400, renderRefusal(providerName, 'interaction_failed', reason)))
      return true
    }
  }
}
