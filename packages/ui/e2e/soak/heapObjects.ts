import type { CDPSession } from '@playwright/test'

// Node types of a V8 heap snapshot that are the page's data; left out are compiled code (which
// grows while the optimizer compiles hot functions, and is dropped when they go cold), the
// browser's native objects and the snapshot's synthetic roots.
const dataTypes = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'regexp',
  'number',
  'bigint',
  'symbol',
  'hidden',
  'object shape',
])

type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
}

/**
 * The bytes of JS data the page holds after a garbage collection, from a heap snapshot: the
 * measure a leak shows in (objects, closures, strings and arrays kept alive).
 */
export async function jsDataBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const heap = JSON.parse(chunks.join('')) as HeapSnapshot
  const fields = heap.snapshot.meta.node_fields
  const typeNames = heap.snapshot.meta.node_types[0]
  const typeField = fields.indexOf('type')
  const sizeField = fields.indexOf('self_size')
  let bytes = 0
  for (let index = 0; index < heap.nodes.length; index += fields.length) {
    const type = typeNames[heap.nodes[index + typeField] ?? -1]
    if (type !== undefined && dataTypes.has(type)) bytes += heap.nodes[index + sizeField] ?? 0
  }
  return bytes
}
