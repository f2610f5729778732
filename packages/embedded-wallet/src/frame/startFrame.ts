import { acceptSitePort } from '../handshake/acceptSitePort.js'
import { createDeviceShareStore } from '../keys/deviceShareStore.js'
import { createIndexedDbStore } from '../keys/indexedDbStore.js'
import type { FrameRequestType } from '../protocol/frameRequests.js'
import { readFrameRequest } from '../protocol/readFrameMessage.js'
import { frameFailure } from './frameFailure.js'
import { createFrameHandlers } from './handleFrameRequest.js'
import { createDeviceTokens } from './service/deviceTokens.js'
import { createFrameSession } from './service/frameSession.js'
import { createServiceClient } from './service/serviceClient.js'
import { createSocialAttempts } from './service/socialAttempts.js'
import { applyFrameLanguage } from './ui/frameLanguage.js'
import { createWalletVault } from './wallet/walletVault.js'

/** Requests that show a view: one at a time, in the order they came. */
const viewRequests: ReadonlySet<FrameRequestType> = new Set(['SetupWallet', 'Rpc', 'ExportKey'])

/**
 * Starts the wallet frame in its page (served by the wallet service at its own origin): reads the
 * project from the page and the site's origin from the URL, checks that origin against the
 * project's allowed origins, takes the site's port (origin-checked handshake), then answers each
 * request over it with one success or one error carrying the request's id.
 * A site origin the project does not allow gets no answer at all; a frame opened as a page of its
 * own rejects with 'parent is not set' (in its console) once the project is read.
 */
export async function startFrame(): Promise<void> {
  const projectId = document.querySelector<HTMLMetaElement>('meta[name="latchkit-project"]')?.content
  const siteOrigin = new URL(location.href).searchParams.get('origin')
  if (!projectId || !siteOrigin) return
  const service = createServiceClient({ baseUrl: location.origin })
  // The modal's language, told by the site (else the browser's), for every view the frame draws.
  const language = applyFrameLanguage(
    [new URL(location.href).searchParams.get('lang'), ...navigator.languages],
    document.documentElement,
  )
  const { allowedOrigins, managedRecovery } = await service.project(projectId)
  await language
  const port = await acceptSitePort({ self: window, parent: window.parent, siteOrigin, allowedOrigins })

  const session = createFrameSession({ service, storage: localStorage, projectId, locks: navigator.locks })
  const vault = createWalletVault({
    service,
    session,
    shares: createDeviceShareStore({ store: createIndexedDbStore() }),
    managedRecovery,
  })
  const root = document.createElement('main')
  document.body.append(root)
  const deviceTokens = createDeviceTokens({ storage: localStorage, projectId })
  const socialAttempts = createSocialAttempts({ storage: localStorage, projectId })
  const handlers = createFrameHandlers({
    projectId,
    siteOrigin,
    service,
    session,
    vault,
    deviceTokens,
    socialAttempts,
    root,
  })

  let views: Promise<unknown> = Promise.resolve()
  port.addEventListener('message', (event: MessageEvent) => {
    const request = readFrameRequest(event.data)
    if (!request) return
    const run = () => handlers.handle(request.type, request.payload)
    const answer = viewRequests.has(request.type) ? views.then(run, run) : run()
    if (viewRequests.has(request.type)) views = answer.catch(() => {})
    answer.then(
      (payload) => port.postMessage({ id: request.id, type: `${request.type}Success`, payload }),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          type: `${request.type}Error`,
          error: frameFailure(error),
        }),
    )
  })
  port.start()
}
