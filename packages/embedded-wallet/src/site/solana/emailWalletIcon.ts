/** An envelope on the kit's indigo: the embedded wallet's picture where wallets show one. */
const envelopeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#4f46e5"/>' +
  '<rect x="20" y="30" width="56" height="38" rx="5" fill="#fff"/>' +
  '<path d="M23 34 48 53 73 34" fill="none" stroke="#4f46e5" stroke-width="5" stroke-linejoin="round"/>' +
  '</svg>'

/** The wallet standard's icon form: an inline SVG as a base64 data URL (no request to load it). */
export const emailWalletIcon: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(envelopeSvg)}`
