/** A listener of one event, receiving the event's data. */
export type EmitterListener<data> = (data: data) => void

/**
 * A small typed event emitter: the only way adapters and connectors talk to the kit.
 * `events` maps each event name to the type of its data.
 */
export type Emitter<events extends Record<string, unknown>> = {
  /** Adds a listener and returns a function that removes it. */
  on<event extends keyof events>(event: event, listener: EmitterListener<events[event]>): () => void
  off<event extends keyof events>(event: event, listener: EmitterListener<events[event]>): void
  /**
   * Calls every listener of `event` in the order they were added. A listener that throws does not
   * stop the others; the first error is rethrown after all have run.
   */
  emit<event extends keyof events>(event: event, data: events[event]): void
  listenerCount(event: keyof events): number
}

/**
 * Creates a typed event emitter.
 *
 * @example
 * const emitter = createEmitter<{ accountsChanged: { accounts: string[] } }>()
 * const off = emitter.on('accountsChanged', ({ accounts }) => console.log(accounts))
 * emitter.emit('accountsChanged', { accounts: ['0xabc'] })
 * off()
 */
export function createEmitter<events extends Record<string, unknown>>(): Emitter<events> {
  const listeners = new Map<keyof events, Set<EmitterListener<never>>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as EmitterListener<never>)
      listeners.set(event, set)
      return () => this.off(event, listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as EmitterListener<never>)
    },
    emit(event, data) {
      // A copy, so a listener that removes itself does not skip the next one.
      const current = [...(listeners.get(event) ?? [])] as EmitterListener<typeof data>[]
      let firstError: { error: unknown } | undefined
      for (const listener of current) {
        try {
          listener(data)
        } catch (error) {
          firstError ??= { error }
        }
      }
      if (firstError) throw firstError.error
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0
    },
  }
}
