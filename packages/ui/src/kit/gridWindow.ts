/** Which rows of a virtualized grid to render, and where they sit. */
export type GridWindow = {
  /** Index of the first item to render. */
  start: number
  /** Index after the last item to render. */
  end: number
  /** Pixels above the first rendered row. */
  offset: number
  /** Height of the whole grid, every row included. */
  totalHeight: number
}

/**
 * The items a scrolled grid shows, plus `overscan` rows above and below so keyboard focus and
 * fast scrolling find rendered tiles.
 *
 * @example
 * gridWindow({ itemCount: 700, columns: 4, rowHeight: 100, scrollTop: 0, viewportHeight: 400 })
 * // { start: 0, end: 24, offset: 0, totalHeight: 17500 }
 */
export function gridWindow(parameters: {
  itemCount: number
  columns: number
  rowHeight: number
  scrollTop: number
  viewportHeight: number
  overscan?: number
}): GridWindow {
  const { itemCount, columns, rowHeight, scrollTop, viewportHeight, overscan = 2 } = parameters
  const rows = Math.ceil(itemCount / columns)
  const firstVisible = Math.max(0, Math.floor(scrollTop / rowHeight))
  const lastVisible = Math.ceil((scrollTop + viewportHeight) / rowHeight)
  const firstRow = Math.max(0, firstVisible - overscan)
  const endRow = Math.min(rows, lastVisible + overscan)
  return {
    start: Math.min(itemCount, firstRow * columns),
    end: Math.min(itemCount, Math.max(firstRow, endRow) * columns),
    offset: firstRow * rowHeight,
    totalHeight: rows * rowHeight,
  }
}

/** Whether the next page should load: the rendered window reaches the last loaded rows. */
export function shouldLoadMore(parameters: {
  end: number
  loaded: number
  columns: number
  hasMore: boolean
  isLoading: boolean
  hasError: boolean
}): boolean {
  const { end, loaded, columns, hasMore, isLoading, hasError } = parameters
  return hasMore && !isLoading && !hasError && end >= loaded - columns
}
