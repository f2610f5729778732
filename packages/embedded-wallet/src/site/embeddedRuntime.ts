import type { LatchKit } from '@latchkit/core'
import { createApprovalPresenter } from './approvalPresenter.js'
import { createEmbeddedEip1193Provider } from './evm/embeddedEip1193Provider.js'
import { createEmbeddedFrameClient } from './frameClient.js'
import { createFrameHost, type FrameHostOptions } from './frameHost.js'
import type { createEmbeddedSolanaSession } from './solana/embeddedSolanaSession.js'

/**
 * The embedded wallet's code on the site, downloaded on first use (a login, or restoring one): the
 * frame host, the client the namespaces' providers share (EIP-1193 for `eip155`, the wallet-standard
 * wallet's session for `solana`), and the approvals in the kit's modal.
 */
export function createEmbeddedRuntime(options: Omit<FrameHostOptions, 'window'>, kit: LatchKit | undefined) {
  // The frame draws in the site's theme and the modal's language: told when it is ready (the
  // language also in its address, for its first view), and at each change after.
  const syncTheme = (
    request: (type: 'SyncTheme', payload: { themeMode: 'light' | 'dark' }) => Promise<unknown>,
  ) => {
    if (kit) request('SyncTheme', { themeMode: kit.getState().theme.mode }).catch(() => {})
  }
  // The modal's language: the site's choice, else the page's (the frame cannot read the page).
  const locale = () => kit?.getState().locale || document.documentElement.lang || undefined
  const host = createFrameHost({
    locale,
    ...options,
    onReady: (messenger) => syncTheme((type, payload) => messenger.request(type, payload)),
  })
  const client = createEmbeddedFrameClient(host)
  kit?.subscribe(
    (state) => state.theme.mode,
    () => {
      if (host.isLoaded) syncTheme(client.request)
    },
  )
  kit?.subscribe(
    (state) => state.locale,
    () => {
      const tag = locale()
      if (host.isLoaded && tag) client.request('SyncLanguage', { locale: tag }).catch(() => {})
    },
  )
  if (kit)
    client.setPresenter(createApprovalPresenter(kit, () => void client.request('Abort', {}).catch(() => {})))
  return {
    client,
    eip155: (parameters: Omit<Parameters<typeof createEmbeddedEip1193Provider>[0], 'client'>) =>
      createEmbeddedEip1193Provider({ client, ...parameters }),
    // Its own chunk: a page without the Solana adapter never downloads it.
    solana: async (parameters: Omit<Parameters<typeof createEmbeddedSolanaSession>[0], 'client'>) =>
      (await import('./solana/embeddedSolanaSession.js')).createEmbeddedSolanaSession({
        client,
        ...parameters,
      }),
  }
}

export type EmbeddedRuntime = ReturnType<typeof createEmbeddedRuntime>
