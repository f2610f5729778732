import { BaseError } from './base.js'

export type ViewNotRegisteredErrorType = ViewNotRegisteredError & { name: 'ViewNotRegisteredError' }

/** A feature view was routed to before its feature registered it. */
export class ViewNotRegisteredError extends BaseError {
  override name = 'ViewNotRegisteredError' as const
  readonly view: string
  constructor(view: string) {
    super(`View "${view}" is not available`, {
      metaMessages: [
        'Its feature registers it when it loads; enable the feature or register the view first.',
      ],
    })
    this.view = view
  }
}
