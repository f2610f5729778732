import { AllowedOriginsError, type LatchKit, OriginNotAllowedError } from '@latchkit/core'
import { fetchAllowedOrigins, isOriginAllowed } from '@latchkit/core/clients'

/** The `sv` of the embedded wallet's requests to its service. */
const sdkVersion = 'latchkit-embedded-wallet'

/**
 * The check before an email login (spec section 5): the page's origin must be among the project's
 * allowed origins, read from the wallet service (`GET /projects/v1/origins`, as the wallet registry
 * answers it). Outside them the modal shows 'Origin Not Allowed'; a 429 or 5xx shows 'Rate Limited'
 * or 'Server Error'; each rejects, and the next login asks again. An empty list (the service did
 * not say) lets the login go on: the frame still refuses an origin it does not allow. Once
 * allowed, the page is not asked again.
 */
export function createSiteOriginCheck(parameters: {
  serviceUrl: string
  projectId: string
  /** @default the page's `location.origin` */
  pageOrigin?: () => string
}) {
  const pageOrigin = parameters.pageOrigin ?? (() => globalThis.location.origin)
  let isAllowed = false
  return async function assertSiteOriginAllowed(kit: LatchKit): Promise<void> {
    if (isAllowed) return
    let origins: string[]
    try {
      origins = await fetchAllowedOrigins({
        baseUrl: parameters.serviceUrl,
        projectId: parameters.projectId,
        sdkVersion,
      })
    } catch (error) {
      if (error instanceof AllowedOriginsError) kit.showAlert(error.code)
      throw error
    }
    const origin = pageOrigin()
    if (origins.length > 0 && !isOriginAllowed(origin, origins)) {
      kit.showAlert('ORIGIN_NOT_ALLOWED')
      throw new OriginNotAllowedError(origin)
    }
    isAllowed = true
  }
}
