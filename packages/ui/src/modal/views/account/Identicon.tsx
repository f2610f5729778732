import { createIdenticon } from '../../../identicon/identicon.js'

/** The generated picture of `address` (decorative: the address or name sits beside it). */
export function Identicon({ address }: { address: string }) {
  const { size, background, cells } = createIdenticon(address)
  return (
    <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      <rect width={size} height={size} fill={background} />
      {cells.map((cell) => (
        <rect key={`${cell.x}-${cell.y}`} x={cell.x} y={cell.y} width={1} height={1} fill={cell.color} />
      ))}
    </svg>
  )
}
