import type { ComponentType, ReactNode } from 'react'
import { View } from '@tarojs/components'
import type { ScreenState, Variant } from '@/components/screen/defineScreen'
import './reception.scss'

/**
 * The body of every reception screen inside the frame: its panels one under the other on a phone; on a desktop a
 * screen's two panels (`fu-reception__columns`) stand side by side.
 */
function ReceptionBody({ variant, children }: { variant: Variant; children: ReactNode }) {
  return <View className={`fu-reception--${variant} fu-reception__body`}>{children}</View>
}

/** A reception screen's one view for both variants: its content in the reception body. */
export function receptionView<D>(Content: ComponentType<{ data: D }>): ComponentType<{ data: D; variant: Variant }> {
  return function ReceptionView({ data, variant }: { data: D; variant: Variant }) {
    return <ReceptionBody variant={variant}><Content data={data} /></ReceptionBody>
  }
}

/**
 * The frame's loading and failed states of a reception hook; its other states (a refusal, a guest not found) are
 * the screen's own content.
 */
export function receptionState(data: { status: string; error?: string; retry?: () => void }): ScreenState {
  if (data.status === 'loading') return { status: 'loading' }
  if (data.status === 'failed') return { status: 'failed', message: data.error, retry: data.retry }
  return { status: 'ready' }
}
