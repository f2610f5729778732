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
  /** Runs before approving (connects the dapp to a test wallet); its failure rejects the proposal. */
  beforeApprove: (namespaces: SessionTypes.Namespaces, origin: string) => Promise<void> = async () => {},
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
    try {
      await beforeApprove(namespaces, params.proposer.metadata.url ?? '')
    } catch (error) {
      const declined = (error as { code?: unknown }).code === 4001
      await client.reject({
        id,
        reason: declined
          ? getSdkError('USER_REJECTED')
          : getSdkError('UNSUPPORTED_ACCOUNTS', (error as Error).message),
      })
      return
    }
    await client.approve({ id, namespaces })
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
