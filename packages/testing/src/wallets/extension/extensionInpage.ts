// The extension's content script in the page's MAIN world: the provider sites see. It has no
// extension API there, so it talks to the bridge (ISOLATED world) through window messages.
import { announceEip6963 } from '../page/announceEip6963.js'
import { createEip1193Provider, type ProviderAnswer } from '../page/createEip1193Provider.js'
import {
  type ExtensionPageConfig,
  type RequestMessage,
  toBridge,
  toPage,
  type WorkerMessage,
} from './extensionProtocol.js'

declare const __LATCHKIT_EXTENSION_PAGE_CONFIG__: ExtensionPageConfig

const pending = new Map<number, (answer: ProviderAnswer) => void>()
let nextId = 1

const { provider, emit } = createEip1193Provider(
  (request) =>
    new Promise((resolve) => {
      const message: RequestMessage = { id: nextId++, request }
      pending.set(message.id, resolve)
      window.postMessage({ target: toBridge, message }, window.location.origin)
    }),
)

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.data?.target !== toPage) return
  const message = event.data.message as WorkerMessage
  if ('answer' in message) {
    pending.get(message.id)?.(message.answer)
    pending.delete(message.id)
  } else emit(message.event, message.payload)
})

announceEip6963({ ...__LATCHKIT_EXTENSION_PAGE_CONFIG__.info, uuid: crypto.randomUUID() }, provider)
