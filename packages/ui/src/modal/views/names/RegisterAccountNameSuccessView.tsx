/** Placeholder while the view is being written (replaced in this session). */
export default function RegisterAccountNameSuccessView() {
  return null
}
