import {
  DeviceApprovalAbortedError,
  DeviceApprovalDeniedError,
  DeviceApprovalExpiredError,
} from './errors.js'
import { pauseUnlessAborted } from './pauseUnlessAborted.js'
import type { ServiceClient } from './serviceClient.js'

/** How often the frame asks whether the browser was approved (spec: polled each second). */
export const deviceApprovalPollMs = 1000

/**
 * Resolves once the approval `deviceApprovalId` is approved from the emailed link, asking the
 * service each second.
 *
 * @throws {DeviceApprovalDeniedError} when the visitor refused it on the approval page.
 * @throws {DeviceApprovalExpiredError} when the link expired or was used.
 * @throws {DeviceApprovalAbortedError} when `signal` aborts first.
 * @throws {ServiceRequestError} when the service fails (a network failure ends the wait too: the
 *   visitor retries from the modal).
 */
export async function waitForDeviceApproval(parameters: {
  service: Pick<ServiceClient, 'deviceApprovalState'>
  deviceApprovalId: string
  signal: AbortSignal
  pollMs?: number
}): Promise<void> {
  const { service, deviceApprovalId, signal } = parameters
  for (;;) {
    if (signal.aborted) throw new DeviceApprovalAbortedError()
    const { state } = await service.deviceApprovalState(deviceApprovalId)
    if (state === 'approved') return
    if (state === 'denied') throw new DeviceApprovalDeniedError()
    if (state === 'expired') throw new DeviceApprovalExpiredError()
    await pauseUnlessAborted(parameters.pollMs ?? deviceApprovalPollMs, signal)
  }
}
