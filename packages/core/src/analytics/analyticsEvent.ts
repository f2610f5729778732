import type { LatchKitEventData } from '../kit/kitEvents.js'
import type { AnalyticsEvent } from './createAnalytics.js'

/**
 * What analytics sends of a kit event: what happened and where, never who or how much (no
 * address, recipient, amount, transaction hash or message). The README lists every field.
 */
export function analyticsEvent(data: LatchKitEventData): AnalyticsEvent {
  switch (data.event) {
    case 'MODAL_OPEN':
      return {
        event: data.event,
        properties: { view: data.properties.view, connected: data.properties.connected },
      }
    case 'MODAL_CLOSE':
      return { event: data.event, properties: { connected: data.properties.connected } }
    case 'CONNECT_SUCCESS':
      return {
        event: data.event,
        properties: { namespace: data.properties.namespace, walletName: data.properties.walletName },
      }
    case 'DISCONNECT_SUCCESS':
      return { event: data.event, properties: { namespace: data.properties.namespace } }
    case 'SWITCH_NETWORK':
      return { event: data.event, properties: { caipNetworkId: data.properties.caipNetworkId } }
    case 'SEND_SUCCESS':
    case 'PAY_SUCCESS':
      return { event: data.event, properties: { caipNetworkId: data.properties.caipNetworkId } }
    case 'SEND_ERROR':
      return {
        event: data.event,
        properties: { caipNetworkId: data.properties.caipNetworkId, rejected: data.properties.rejected },
      }
    case 'PAY_ERROR':
      return {
        event: data.event,
        properties: {
          caipNetworkId: data.properties.caipNetworkId,
          rejected: data.properties.rejected,
          cancelled: data.properties.cancelled,
        },
      }
    case 'PAY_PENDING':
      return { event: data.event, properties: { caipNetworkId: data.properties.network } }
  }
}
