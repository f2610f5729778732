import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number | undefined }

/**
 * oidc-provider's storage for one provider, in memory. The library's own in-memory adapter is one
 * store shared by every provider of the process (and warns that it is for development); each rig
 * provider keeps its own, dropped with it.
 */
export function createMemoryAdapter(): new (model: string) => Adapter {
  const entries = new Map<string, Entry>()
  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key)
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry?.payload
  }
  const write = (key: string, payload: AdapterPayload, expiresIn: number) => {
    entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined })
  }

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      write(this.key(id), payload, expiresIn)
      // Sessions are also found by their uid, device codes by their user code.
      if (payload.uid) write(`${this.model}:uid:${payload.uid}`, { id } as AdapterPayload, expiresIn)
      if (payload.userCode)
        write(`${this.model}:userCode:${payload.userCode}`, { id } as AdapterPayload, expiresIn)
    }

    async find(id: string) {
      return read(this.key(id))
    }

    async findByUid(uid: string) {
      const reference = read(`${this.model}:uid:${uid}`)
      return typeof reference?.id === 'string' ? read(this.key(reference.id)) : undefined
    }

    async findByUserCode(userCode: string) {
      const reference = read(`${this.model}:userCode:${userCode}`)
      return typeof reference?.id === 'string' ? read(this.key(reference.id)) : undefined
    }

    async consume(id: string) {
      const payload = read(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }

    async destroy(id: string) {
      entries.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string) {
      // Codes and tokens of a grant go together: a code presented twice revokes what it gave.
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    }
  }
}
