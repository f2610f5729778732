import { consoleLogger, type Logger } from '../contracts/logger.js'
import { InvalidAppConfigurationError } from '../errors/api.js'
import { HttpError } from '../errors/http.js'
import { createServiceHttpClient, type ServiceClientParameters } from '../http/createServiceHttpClient.js'
import { createEventId, getPageLocation, type PageLocation } from './pageLocation.js'

export type CreateAnalyticsParameters = ServiceClientParameters & {
  /**
   * Whether analytics is on (the site's option, or the project's configuration). While it is off,
   * only `INITIALIZE` is sent (spec section 7).
   * @default false
   */
  enabled?: boolean | undefined
  /**
   * Where the page is. Events are skipped while it returns `undefined`.
   * @default the browser's `location`; `undefined` outside a browser
   */
  getPageLocation?: (() => PageLocation | undefined) | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /** Receives the 'Invalid App Configuration' report (once) and send failures. @default the console */
  logger?: Logger | undefined
  /** Called once, when the service refuses the page's origin (403): the kit shows 'Invalid App Configuration'. */
  onRefused?: (() => void) | undefined
}

export type AnalyticsEvent = {
  event: string
  properties?: Record<string, unknown> | undefined
  /** When it happened, milliseconds since the epoch. @default now */
  timestamp?: number | undefined
}

export type Analytics = {
  /**
   * Sends `event` (POST /e) once the visitor has interacted; events before that wait. Never throws.
   * Resolves when the event is sent, queued or skipped.
   */
  track(event: AnalyticsEvent): Promise<void>
  /** Records the visitor's first interaction and sends the events that waited for it. */
  markInteracted(): Promise<void>
  setEnabled(enabled: boolean): void
}

// Sent by the kit on its own at start-up, not by the visitor: they do not count as interaction,
// and they are sent while analytics is off (spec section 7).
const pageLoadEvents = new Set(['INITIALIZE'])
// Never sent (spec section 7).
const skippedEvents = new Set(['MODAL_CREATED'])
const maxQueuedEvents = 20

/**
 * Analytics (spec section 7). Nothing leaves the page before the visitor's first interaction
 * (`markInteracted()`, or any tracked event other than `INITIALIZE`). While analytics is off only
 * `INITIALIZE` is sent; `MODAL_CREATED` and events outside a browser are skipped. A 403 means the
 * page's origin is not allowlisted: 'Invalid App Configuration' is reported once and sending stops.
 *
 * @example
 * const analytics = createAnalytics({ baseUrl, projectId, sdkVersion, enabled: true })
 * await analytics.track({ event: 'MODAL_OPEN', properties: { connected: false } })
 */
export function createAnalytics(parameters: CreateAnalyticsParameters): Analytics {
  const http = createServiceHttpClient(parameters)
  const logger = parameters.logger ?? consoleLogger
  const locate = parameters.getPageLocation ?? getPageLocation
  const now = parameters.now ?? Date.now
  let isEnabled = parameters.enabled ?? false
  let hasInteracted = false
  let isRefused = false
  const queue: { event: AnalyticsEvent; page: PageLocation; timestamp: number }[] = []

  async function send(entry: (typeof queue)[number]) {
    if (isRefused) return
    try {
      await http.post({
        path: '/e',
        body: {
          eventId: createEventId(),
          url: entry.page.url,
          domain: entry.page.domain,
          timestamp: entry.timestamp,
          props: { event: entry.event.event, properties: entry.event.properties ?? {} },
        },
        retry: false,
      })
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) {
        if (!isRefused) {
          logger.error('Invalid App Configuration', new InvalidAppConfigurationError({ cause: error }))
          parameters.onRefused?.()
        }
        isRefused = true
        return
      }
      logger.warn('An analytics event could not be sent', error)
    }
  }

  async function flush() {
    while (queue.length > 0 && hasInteracted) {
      const entry = queue.shift()
      if (entry) await send(entry)
    }
  }

  return {
    async track(event) {
      const isPageLoad = pageLoadEvents.has(event.event)
      if ((!isEnabled && !isPageLoad) || isRefused || skippedEvents.has(event.event)) return
      const page = locate()
      if (!page) return
      if (queue.length < maxQueuedEvents) queue.push({ event, page, timestamp: event.timestamp ?? now() })
      if (!isPageLoad) hasInteracted = true
      await flush()
    },
    async markInteracted() {
      hasInteracted = true
      await flush()
    },
    setEnabled(enabled) {
      // Before the first interaction the queue holds only INITIALIZE, which goes either way.
      isEnabled = enabled
    },
  }
}
