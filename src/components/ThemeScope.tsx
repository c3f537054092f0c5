import type { PropsWithChildren } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { themeVariables } from '@/core/theme'

type ThemeScopeProps = PropsWithChildren<{ className?: string } & { [data: `data-${string}`]: string }>

/** Sets the meeting's theme colours and corner radius as CSS variables for everything inside. */
export const ThemeScope = observer(function ThemeScope({ children, className, ...dataAttributes }: ThemeScopeProps) {
  const { meeting } = useStores()
  // An object, not a CSS string: the H5 View is React's own <div> (h5.useHtmlComponents), which takes no string style.
  return <View className={className} style={themeVariables(meeting.meeting?.config)} {...dataAttributes}>{children}</View>
})
