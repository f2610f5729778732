import { lazy } from 'react'

/**
 * The QR code component, downloaded on first render. Every view takes it from here, so the
 * modal's chunk is the only importer of the QR chunk: a site's bundler then knows React is
 * loaded whenever the QR chunk is, and leaves React inside the modal's chunk instead of
 * splitting it into one more request.
 */
export const LazyQrCode = lazy(() => import('./QrCode.js'))
