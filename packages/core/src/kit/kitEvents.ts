import type { CaipNetworkId } from '../caip/caip.js'
import type { PayRequest, PayResult } from '../controllers/pay/payState.js'
import type { View } from '../controllers/router/views.js'
import type { SendResult } from '../controllers/send/sendState.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { KitStateSnapshot } from './latchKit.js'

/** What happened, as `useLatchKitEvents` (in `@latchkit/react`) and the analytics feature see it. */
export type LatchKitEventData =
  | { event: 'MODAL_OPEN'; properties: { view: View; connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'CONNECT_SUCCESS'; properties: { namespace: ChainNamespace; walletName: string | undefined } }
  | { event: 'DISCONNECT_SUCCESS'; properties: { namespace: ChainNamespace } }
  | { event: 'SWITCH_NETWORK'; properties: { caipNetworkId: CaipNetworkId } }
  | { event: 'SEND_SUCCESS'; properties: Extract<SendResult, { status: 'success' }> }
  | { event: 'SEND_ERROR'; properties: Extract<SendResult, { status: 'failure' }> }
  | { event: 'PAY_PENDING'; properties: PayRequest }
  | { event: 'PAY_SUCCESS'; properties: Extract<PayResult, { status: 'success' }> }
  | { event: 'PAY_ERROR'; properties: Extract<PayResult, { status: 'failure' }> }

export type LatchKitEvent = { timestamp: number; data: LatchKitEventData }

const isConnected = (state: KitStateSnapshot) =>
  Object.values(state.accounts).some((account) => account?.status === 'connected')

/**
 * The modal, connection, send and pay events between two states of the kit, in the order a visitor meets
 * them, read from state transitions.
 *
 * @example
 * kit.subscribe((state) => state, (next, previous) => console.log(eventsBetween(previous, next)))
 */
export function eventsBetween(previous: KitStateSnapshot, next: KitStateSnapshot): LatchKitEventData[] {
  const events: LatchKitEventData[] = []
  for (const [namespace, account] of Object.entries(next.accounts) as [
    ChainNamespace,
    typeof next.accounts.eip155,
  ][]) {
    const before = previous.accounts[namespace]?.status
    if (account?.status === 'connected' && before !== 'connected')
      events.push({
        event: 'CONNECT_SUCCESS',
        properties: { namespace, walletName: account.connectedWalletInfo?.name },
      })
    if (before === 'connected' && account?.status !== 'connected')
      events.push({ event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  }
  const network = next.network.activeCaipNetwork?.caipNetworkId
  if (network && previous.network.activeCaipNetwork?.caipNetworkId !== network)
    events.push({ event: 'SWITCH_NETWORK', properties: { caipNetworkId: network } })
  const sent = next.send?.result
  if (sent && sent !== previous.send?.result)
    events.push(
      sent.status === 'success'
        ? { event: 'SEND_SUCCESS', properties: sent }
        : { event: 'SEND_ERROR', properties: sent },
    )
  const payment = next.pay
  if (payment?.request && payment.step === 'paying' && previous.pay?.step !== 'paying')
    events.push({ event: 'PAY_PENDING', properties: payment.request })
  if (payment?.result && payment.result !== previous.pay?.result)
    events.push(
      payment.result.status === 'success'
        ? { event: 'PAY_SUCCESS', properties: payment.result }
        : { event: 'PAY_ERROR', properties: payment.result },
    )
  if (next.modal.isOpen && !previous.modal.isOpen)
    events.push({ event: 'MODAL_OPEN', properties: { view: next.modal.view, connected: isConnected(next) } })
  if (!next.modal.isOpen && previous.modal.isOpen)
    events.push({ event: 'MODAL_CLOSE', properties: { connected: isConnected(next) } })
  return events
}
