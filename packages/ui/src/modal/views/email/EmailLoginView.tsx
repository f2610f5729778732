import { lazy, Suspense } from 'react'
import { useKitState } from '../../../kit/KitContext.js'
import EmailOtpView from './EmailOtpView.js'

// Only wallet services with device approval on ask for it: its view is a chunk of its own.
const EmailDeviceView = lazy(() => import('./EmailDeviceView.js'))

/** EmailLogin: the approval of this browser first when the wallet service asks for it, then the code. */
export default function EmailLoginView() {
  const step = useKitState((state) => state.modal.data?.emailStep)
  if (step !== 'device') return <EmailOtpView />
  return (
    <Suspense fallback={null}>
      <EmailDeviceView />
    </Suspense>
  )
}
