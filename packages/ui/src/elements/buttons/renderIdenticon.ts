import { createIdenticon } from '../../identicon/identicon.js'

const svgNamespace = 'http://www.w3.org/2000/svg'

/** The identicon of `address` as a decorative SVG element (plain DOM, no React). */
export function renderIdenticon(address: string): SVGSVGElement {
  const identicon = createIdenticon(address)
  const svg = document.createElementNS(svgNamespace, 'svg')
  svg.setAttribute('viewBox', `0 0 ${identicon.size} ${identicon.size}`)
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('shape-rendering', 'crispEdges')
  const rect = (x: number, y: number, side: number, fill: string) => {
    const element = document.createElementNS(svgNamespace, 'rect')
    for (const [name, value] of Object.entries({ x, y, width: side, height: side, fill }))
      element.setAttribute(name, String(value))
    svg.append(element)
  }
  rect(0, 0, identicon.size, identicon.background)
  for (const cell of identicon.cells) rect(cell.x, cell.y, 1, cell.color)
  return svg
}
