/**
 * Idle time between two page loads: the closed page's renderer shuts down in the background, and
 * the next load must not share the machine with it. The bench waits it out; results.md says so.
 */
export const pauseBetweenRunsMs = 500
