import { useCallback, useEffect, useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { featureViewChunk } from './featureViewChunks.js'
import { type FeatureViewStatus, featureViewStatus } from './featureViewStatus.js'

/**
 * A feature's view: a placeholder while the feature's controller and the view's chunk download
 * (both start as the kit routes here), then the view. A failed download says so and offers to try
 * again, which downloads what failed anew.
 */
export function FeatureViewOutlet({ view }: { view: string }) {
  const kit = useKit()
  const { t } = useShell()
  const chunk = featureViewChunk(view)
  const feature = useKitState((state) => {
    for (const [id, entry] of Object.entries(state.featureModules))
      if (entry.views.includes(view as never)) return { id, status: entry.status }
    return undefined
  })
  const [module, setModule] = useState(() => chunk?.loaded())
  const [chunkFailed, setChunkFailed] = useState(false)
  const isMounted = useRef(true)

  const loadChunk = useCallback(() => {
    chunk?.get().then(
      (loaded) => isMounted.current && setModule(loaded),
      () => isMounted.current && setChunkFailed(true),
    )
  }, [chunk])
  useEffect(() => {
    isMounted.current = true
    if (!chunk?.loaded()) loadChunk()
    return () => {
      isMounted.current = false
    }
  }, [chunk, loadChunk])

  const status: FeatureViewStatus = featureViewStatus({
    hasChunk: chunk !== undefined,
    isChunkLoaded: module !== undefined,
    isChunkFailed: chunkFailed,
    featureStatus: feature?.status,
  })
  if (status === 'ready' && module) return <module.default />
  if (status === 'failed')
    return (
      <div className="actions-column">
        <p className="message" role="alert">
          {t('featureLoadFailed')}
        </p>
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            setChunkFailed(false)
            loadChunk()
            if (feature) kit.loadFeature(feature.id).catch(() => {})
          }}
        >
          {t('tryAgain')}
        </button>
      </div>
    )
  return (
    <div className="list" role="status" aria-busy="true" aria-label={t('featureLoading')}>
      <div className="skeleton" />
      <div className="skeleton" />
    </div>
  )
}
