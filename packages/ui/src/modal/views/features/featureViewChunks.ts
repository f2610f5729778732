import type { FeatureView } from '@latchkit/core'
import { type LoadOnce, loadOnce } from '@latchkit/core'
import type { ComponentType } from 'react'

type ViewModule = { default: ComponentType }

/**
 * The lazy chunk of each feature view this build renders: a feature's view downloads when the kit
 * first routes to it (alongside the feature's controller), never before. A feature view missing
 * here is not rendered by this build.
 */
const chunks: Partial<Record<FeatureView, LoadOnce<ViewModule>>> = {
  SIWXSignMessage: loadOnce(() => import('../siwx/SiwxSignMessageView.js')),
}

/** The chunk loader of `view`, if this build renders it. */
export function featureViewChunk(view: string): LoadOnce<ViewModule> | undefined {
  return chunks[view as FeatureView]
}
