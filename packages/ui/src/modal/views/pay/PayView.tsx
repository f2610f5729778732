/** Placeholder while the view is being written (replaced in this session). */
export default function PayView() {
  return null
}
