import type SignClient from '@walletconnect/sign-client'

/**
 * Ends a sign client for good in Node: closes its relay socket and stops its heartbeat, the two
 * things that keep a process alive, and forgets the process-wide core kept for its storage
 * prefix (the client has no `destroy()` of its own).
 */
export async function closeSignClient(client: SignClient): Promise<void> {
  const { core } = client
  await core.relayer.transportClose().catch(() => undefined)
  core.heartbeat.stop()
  const globalKey = `_walletConnectCore_${core.opts?.customStoragePrefix ?? ''}`
  const globals = globalThis as Record<string, unknown>
  if (globals[globalKey] === core) {
    delete globals[globalKey]
    delete globals[`${globalKey}_count`]
  }
}
