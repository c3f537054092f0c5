import { Component, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { Failed } from '../StateViews'
import './ScreenLoadBoundary.scss'

/** The route host's view of a screen that could not be drawn: what happened in the UI's language, and Retry. */
const ScreenFailed = observer(function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { language } = useStores()
  return (
    <View className='fu-route__failed'>
      <Failed message={language.t('common.screenFailed')} onRetry={onRetry} />
    </View>
  )
})

interface Props {
  children: ReactNode
  /** Makes the next draw load the screen again (a failed lazy screen keeps its rejection otherwise). */
  onRetry: () => void
}

/**
 * Around the route host's screen: a screen whose code failed to load (its chunk blocked, offline, or throwing as it
 * runs) shows the failed state with Retry instead of a blank page. Retry asks for the screen again and draws it.
 */
export class ScreenLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  private readonly retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  render(): ReactNode {
    return this.state.failed ? <ScreenFailed onRetry={this.retry} /> : this.props.children
  }
}
