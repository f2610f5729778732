import { BaseError } from './base.js'

export type ViewNotAvailableErrorType = ViewNotAvailableError & { name: 'ViewNotAvailableError' }

/** A view was navigated to whose feature is not installed, or is turned off. */
export class ViewNotAvailableError extends BaseError {
  override name = 'ViewNotAvailableError' as const
  readonly view: string
  constructor(view: string) {
    super(`View "${view}" is not available`, {
      metaMessages: [
        'A feature view is reachable only while its feature is installed (`featureModules`, or `siwx` for SIWXSignMessage) and enabled (its remote-feature flag).',
      ],
    })
    this.view = view
  }
}

export type DuplicateFeatureErrorType = DuplicateFeatureError & { name: 'DuplicateFeatureError' }

/** Two installed features have the same id, or claim the same view. */
export class DuplicateFeatureError extends BaseError {
  override name = 'DuplicateFeatureError' as const
  constructor(what: string) {
    super(`Feature ${what} is installed twice`, {
      metaMessages: ['Each feature id and each view belongs to one installed feature.'],
    })
  }
}

export type FeatureNotInstalledErrorType = FeatureNotInstalledError & { name: 'FeatureNotInstalledError' }

/** A feature's controller was asked for, but no feature with that id is installed. */
export class FeatureNotInstalledError extends BaseError {
  override name = 'FeatureNotInstalledError' as const
  readonly feature: string
  constructor(feature: string) {
    super(`Feature "${feature}" is not installed`, {
      metaMessages: ['Install it with `featureModules` (sign in with X: the `siwx` option).'],
    })
    this.feature = feature
  }
}
