// The extension's content script in its ISOLATED world: relays the page provider's window
// messages to the service worker over a port, and the worker's answers and events back.
import { chromeApi, portName, toBridge, toPage } from './extensionProtocol.js'

const port = chromeApi().runtime.connect({ name: portName })
port.onMessage.addListener((message) =>
  window.postMessage({ target: toPage, message }, window.location.origin),
)
window.addEventListener('message', (event: MessageEvent) => {
  if (event.source === window && event.data?.target === toBridge) port.postMessage(event.data.message)
})
