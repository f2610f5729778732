import type { Logger } from '../contracts/logger.js'
import type { RemoteFeatures } from '../contracts/walletRegistry.js'
import type { FeatureView } from '../controllers/router/views.js'
import { DuplicateFeatureError, FeatureNotInstalledError } from '../errors/router.js'
import { type LoadOnce, loadOnce } from '../utils/loadOnce.js'
import {
  type FeatureContext,
  type FeatureFlag,
  type FeatureModule,
  type FeatureModuleState,
  isFlagOn,
} from './featureModule.js'

export type Features = ReturnType<typeof createFeatures>

/** The flags of flows no installed feature provides: they report off whatever the configuration. */
const flowFlags: readonly FeatureFlag[] = ['email', 'socials', 'swaps', 'onramp', 'activity']

/**
 * The kit's installed features: which are on (their flag in the features in effect), which
 * feature owns a view, and each one's controller, loaded once on demand. Keeps
 * `state.featureModules` (installed and enabled features, with their load status) current.
 */
export function createFeatures(parameters: {
  state: { featureModules: Record<string, FeatureModuleState> }
  logger: Pick<Logger, 'error'>
}) {
  const { state, logger } = parameters
  const modules: FeatureModule[] = []
  const byView = new Map<FeatureView, FeatureModule>()
  const loads = new Map<string, LoadOnce<unknown>>()
  let context: FeatureContext | undefined
  let enabled = new Set<string>()

  function load(id: string): Promise<unknown> {
    const once = loads.get(id)
    if (!once || !context) return Promise.reject(new FeatureNotInstalledError(id))
    const entry = state.featureModules[id]
    if (entry && once.loaded() === undefined && entry.status !== 'loading')
      Object.assign(entry, { status: 'loading', error: undefined })
    return once.get().then(
      (controller) => {
        const loaded = state.featureModules[id]
        if (loaded && loaded.status !== 'ready') Object.assign(loaded, { status: 'ready', error: undefined })
        return controller
      },
      (error: unknown) => {
        const failed = state.featureModules[id]
        if (failed) Object.assign(failed, { status: 'failed', error: String(error) })
        logger.error(`The ${id} feature could not be loaded: ${String(error)}`)
        throw error
      },
    )
  }

  return {
    /** Adds features (the kit does, at creation). @throws {DuplicateFeatureError} */
    install(added: readonly FeatureModule[]) {
      for (const module of added) {
        if (loads.has(module.id)) throw new DuplicateFeatureError(`"${module.id}"`)
        for (const view of module.views)
          if (byView.has(view)) throw new DuplicateFeatureError(`view "${view}"`)
        modules.push(module)
        loads.set(
          module.id,
          loadOnce(() => module.load(context as FeatureContext)),
        )
        for (const view of module.views) byView.set(view, module)
      }
    },
    /** Hands the features the kit they join; loads start only after it. */
    attach(kitContext: FeatureContext) {
      context = kitContext
      for (const module of modules)
        try {
          module.attach?.(kitContext)
        } catch (error) {
          logger.error(`The ${module.id} feature could not attach: ${String(error)}`)
        }
    },
    /**
     * The features in effect with every flow flag no installed feature provides turned off, and
     * those an installed feature turns off;
     * `state.featureModules` is updated to the installed features that are on.
     */
    apply(features: RemoteFeatures): RemoteFeatures {
      const provided = new Set(modules.map((module) => module.flag))
      const masked = { ...features }
      const turnedOff = modules.flatMap((module) => module.turnsOff ?? [])
      for (const flag of flowFlags)
        if (!provided.has(flag) || turnedOff.includes(flag)) Object.assign(masked, { [flag]: false })
      enabled = new Set(modules.filter((module) => isFlagOn(masked, module.flag)).map((module) => module.id))
      for (const id of Object.keys(state.featureModules))
        if (!enabled.has(id)) delete state.featureModules[id]
      for (const module of modules)
        if (enabled.has(module.id) && !state.featureModules[module.id])
          state.featureModules[module.id] = {
            status: loads.get(module.id)?.loaded() === undefined ? 'idle' : 'ready',
            views: module.views,
            error: undefined,
          }
      return masked
    },
    /** Whether feature `id` is installed and on. */
    isEnabled: (id: string) => enabled.has(id),
    /** The installed feature that renders `view`, if any. */
    ownerOf: (view: string) => byView.get(view as FeatureView),
    /** Whether `view` belongs to an installed feature that is on. */
    isViewEnabled(view: string) {
      const owner = byView.get(view as FeatureView)
      return owner !== undefined && enabled.has(owner.id)
    },
    /**
     * The feature's controller, downloading it on first use (concurrent calls share the load).
     * @throws {FeatureNotInstalledError} for a feature not installed.
     */
    load,
  }
}
