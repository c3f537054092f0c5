import type { PropsWithChildren } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores'
import { themeVariables } from '@/core/theme'

type ThemeScopeProps = PropsWithChildren<{ className?: string } & { [data: `data-${string}`]: string }>

/** Sets the meeting's theme colours and corner radius as CSS variables for everything inside. */
export const ThemeScope = observer(function ThemeScope({ children, className, ...dataAttributes }: ThemeScopeProps) {
  const { meeting } = useStores()
  const style = Object.entries(themeVariables(meeting.meeting?.config)).map(([k, v]) => `${k}:${v}`).join(';')
  return <View className={className} style={style} {...dataAttributes}>{children}</View>
})
