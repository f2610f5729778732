import type { ServiceContext } from '../service/serviceContext.js'
import type { SocialProviderId } from './providers/socialProvider.js'

/** An attempt's id as the service makes them (a UUID), checked before any lookup. */
export const attemptIdShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The popup's first address: the service sends the attempt on to its provider. */
export const socialStartPath = '/auth/v1/social/start'

/** The prefix of the providers' redirect URIs (`<prefix><provider>`). */
export const socialCallbackPrefix = '/auth/v1/social/callback/'

/** The redirect URI the operator registers with `provider`. */
export const socialCallbackUrl = (service: Pick<ServiceContext, 'publicUrl'>, provider: SocialProviderId) =>
  `${service.publicUrl}${socialCallbackPrefix}${provider}`

/** Where the frame sends the popup for an attempt. */
export const socialStartUrl = (service: Pick<ServiceContext, 'publicUrl'>, attemptId: string) =>
  `${service.publicUrl}${socialStartPath}?attempt=${attemptId}`
