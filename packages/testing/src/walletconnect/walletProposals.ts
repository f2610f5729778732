import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { WalletBehaviour } from './walletBehaviour.js'
import { supportedNamespaces, type WalletAccounts } from './walletNamespaces.js'

/**
 * Answers session proposals: approves what the wallet's accounts cover, rejects as the user
 * would when told to, and rejects (rather than leaving the dapp waiting five minutes) when no
 * requested chain is one of its own.
 */
export function createProposalAnswerer(
  client: SignClient,
  accounts: WalletAccounts,
  behaviour: WalletBehaviour,
) {
  return async ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
    await sleep(behaviour.delayMs)
    if (behaviour.rejectNextProposal) {
      behaviour.rejectNextProposal = false
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      return
    }
    let namespaces: SessionTypes.Namespaces
    try {
      namespaces = buildApprovedNamespaces({
        proposal: params,
        supportedNamespaces: supportedNamespaces(params, accounts),
      })
      if (Object.keys(namespaces).length === 0)
        throw new Error('none of the requested chains has a rig account')
    } catch (error) {
      await client.reject({ id, reason: getSdkError('UNSUPPORTED_CHAINS', (error as Error).message) })
      return
    }
    await client.approve({ id, namespaces })
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
