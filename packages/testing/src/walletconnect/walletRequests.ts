import type SignClient from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import type { createBitcoinRequestHandler } from './bitcoinRequests.js'
import type { createEvmRequestHandler } from './evmRequests.js'
import type { createPolkadotRequestHandler } from './polkadotRequests.js'
import type { createSolanaRequestHandler } from './solanaRequests.js'
import type { WalletBehaviour, WalletRequestRecord } from './walletBehaviour.js'
import { sleep } from './walletProposals.js'
import { userRejectedError, WalletRequestError } from './walletRequestError.js'

type Handlers = {
  evm: ReturnType<typeof createEvmRequestHandler> | undefined
  solana: ReturnType<typeof createSolanaRequestHandler> | undefined
  bitcoin: ReturnType<typeof createBitcoinRequestHandler> | undefined
  polkadot: ReturnType<typeof createPolkadotRequestHandler> | undefined
}

/**
 * Answers session requests by namespace, or rejects them as the user would when told to. Every
 * request gets an answer: a handler's failure goes back to the dapp as a JSON-RPC error.
 */
export function createRequestAnswerer(
  client: SignClient,
  handlers: Handlers,
  behaviour: WalletBehaviour,
  log: WalletRequestRecord[],
) {
  async function emitChainChanged(topic: string, chainId: number) {
    const session = client.session.get(topic)
    if (!session.namespaces.eip155?.chains?.includes(`eip155:${chainId}`)) {
      throw new WalletRequestError(4902, `Unrecognized chain ID ${chainId}: this session did not approve it.`)
    }
    await client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
  }

  async function answer(topic: string, method: string, params: unknown, chainId: string): Promise<unknown> {
    const [namespace, reference] = chainId.split(':')
    if (namespace === 'eip155' && handlers.evm) {
      return handlers.evm(method, params, {
        chainId: Number(reference),
        emitChainChanged: (target) => emitChainChanged(topic, target),
      })
    }
    if (namespace === 'solana' && handlers.solana) return handlers.solana(method, params)
    // The Bitcoin and Polkadot test wallets know a site by its origin: the dapp's metadata URL.
    if (namespace === 'bip122' && handlers.bitcoin)
      return handlers.bitcoin.answer(method, params, client.session.get(topic).peer.metadata.url ?? '')
    if (namespace === 'polkadot' && handlers.polkadot)
      return handlers.polkadot.answer(method, params, client.session.get(topic).peer.metadata.url ?? '')
    throw new WalletRequestError(5100, `The rig wallet has no account on ${chainId}.`)
  }

  return async ({
    id,
    topic,
    params: { request, chainId },
  }: SignClientTypes.EventArguments['session_request']) => {
    await sleep(behaviour.delayMs)
    const record = (outcome: WalletRequestRecord['outcome']) =>
      log.push({ method: request.method, chainId, outcome })
    if (behaviour.rejectRequests) {
      record('rejected')
      const error = userRejectedError(chainId.split(':')[0] ?? '')
      return client.respond({ topic, response: { id, jsonrpc: '2.0', error } })
    }
    let response: Parameters<SignClient['respond']>[0]['response']
    try {
      const result = await answer(topic, request.method, request.params, chainId)
      record('answered')
      response = { id, jsonrpc: '2.0', result }
    } catch (error) {
      record('failed')
      const code = error instanceof WalletRequestError ? error.code : -32603
      response = { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } }
    }
    await client.respond({ topic, response })
  }
}
