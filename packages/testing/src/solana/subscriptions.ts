import bs58 from 'bs58'
import { type AccountEncoding, encodeAccount, readAccountEncoding } from './accountEncoding.js'
import { invalidParams, RpcError, type RpcMethods } from './jsonRpc.js'
import type { LandedTransaction, Ledger } from './ledger.js'
import { readConfig, readPubkey, readString, readUnsigned } from './rpcParams.js'

type Subscription =
  | { kind: 'signature'; signature: string; enableReceivedNotification: boolean }
  | { kind: 'account'; address: string; encoding: AccountEncoding }

/** What a WebSocket connection answers to, and what to call when it closes. */
export type SubscriptionSession = { methods: RpcMethods; close(): void }

// A closed account reads as an empty one owned by the System Program, as validators send it.
const closedAccount = {
  lamports: 0n,
  data: new Uint8Array(0),
  owner: '11111111111111111111111111111111',
  executable: false,
}

function isSignature(text: string): boolean {
  try {
    return bs58.decode(text).length === 64
  } catch {
    return false
  }
}

function readSignature(value: unknown): string {
  const signature = readString(value, 'signature')
  if (!isSignature(signature)) throw invalidParams('invalid signature')
  return signature
}

/**
 * The pub/sub side of the RPC: signature and account subscriptions, one session per WebSocket.
 * Subscription ids are unique across sessions, as on a validator.
 */
export function createSubscriptionHub(ledger: Ledger) {
  let lastId = 0
  return {
    openSession(send: (message: unknown) => void): SubscriptionSession {
      const subscriptions = new Map<number, Subscription>()
      const notify = (method: string, subscription: number, result: unknown) =>
        send({ jsonrpc: '2.0', method, params: { result, subscription } })

      const notifySignature = (id: number, slot: number, value: unknown) =>
        notify('signatureNotification', id, { context: { slot }, value })

      const notifyAccount = (
        id: number,
        slot: number,
        subscription: { address: string; encoding: AccountEncoding },
      ) => {
        const account = ledger.account(subscription.address) ?? closedAccount
        notify('accountNotification', id, {
          context: { slot },
          value: encodeAccount(ledger, account, subscription.encoding),
        })
      }

      const onLanded = (landed: LandedTransaction) => {
        for (const [id, subscription] of subscriptions) {
          if (subscription.kind === 'signature' && subscription.signature === landed.signature) {
            if (subscription.enableReceivedNotification) notifySignature(id, landed.slot, 'receivedSignature')
            // A validator drops a signature subscription once it has reported the result.
            subscriptions.delete(id)
            notifySignature(id, landed.slot, { err: landed.err })
          } else if (subscription.kind === 'account' && landed.accountKeys.includes(subscription.address)) {
            notifyAccount(id, landed.slot, subscription)
          }
        }
      }
      const stopListening = ledger.onLanded(onLanded)

      const subscribe = (subscription: Subscription) => {
        lastId += 1
        subscriptions.set(lastId, subscription)
        return lastId
      }
      const unsubscribe =
        (kind: Subscription['kind']) =>
        ([id]: readonly unknown[]) => {
          const subscriptionId = readUnsigned(id, 'subscription id')
          if (subscriptions.get(subscriptionId)?.kind !== kind)
            throw new RpcError(-32602, 'Invalid subscription id.')
          return subscriptions.delete(subscriptionId)
        }

      const methods: RpcMethods = {
        signatureSubscribe: ([signature, config]) => {
          const options = readConfig(config, ledger)
          const target = readSignature(signature)
          const enableReceivedNotification = options.enableReceivedNotification === true
          const id = subscribe({ kind: 'signature', signature: target, enableReceivedNotification })
          const status = ledger.status(target)
          if (status) {
            subscriptions.delete(id)
            // After the subscription id has gone out: clients register the id before notifications.
            setImmediate(() => notifySignature(id, status.slot, { err: status.err }))
          }
          return id
        },
        signatureUnsubscribe: unsubscribe('signature'),
        accountSubscribe: ([address, config]) => {
          const encoding = readAccountEncoding(readConfig(config, ledger))
          // base58 fails on data over 128 bytes, which an account may grow to after subscribing.
          if (encoding.encoding === 'base58')
            throw invalidParams('accountSubscribe takes base64 or jsonParsed')
          return subscribe({ kind: 'account', address: readPubkey(address), encoding })
        },
        accountUnsubscribe: unsubscribe('account'),
      }
      return {
        methods,
        close: () => {
          stopListening()
          subscriptions.clear()
        },
      }
    },
  }
}

export type SubscriptionHub = ReturnType<typeof createSubscriptionHub>
