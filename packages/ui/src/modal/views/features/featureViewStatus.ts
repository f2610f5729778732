import type { FeatureStatus } from '@latchkit/core'

/** What a feature view's outlet shows: a placeholder, the view, or the failure with a retry. */
export type FeatureViewStatus = 'loading' | 'ready' | 'failed'

/**
 * Decides what a feature view's outlet shows from its two downloads: the view's chunk and the
 * feature's controller. Either failing shows the failure (retry downloads what failed); both
 * there shows the view; otherwise the placeholder. A view this build has no chunk for, or whose
 * feature is gone (turned off while shown), stays on the placeholder: the router never routes
 * there, so only a race can show it, and the next navigation replaces it.
 */
export function featureViewStatus(parameters: {
  hasChunk: boolean
  isChunkLoaded: boolean
  isChunkFailed: boolean
  featureStatus: FeatureStatus | undefined
}): FeatureViewStatus {
  const { hasChunk, isChunkLoaded, isChunkFailed, featureStatus } = parameters
  if (!hasChunk || featureStatus === undefined) return 'loading'
  if (isChunkFailed || featureStatus === 'failed') return 'failed'
  return isChunkLoaded && featureStatus === 'ready' ? 'ready' : 'loading'
}
