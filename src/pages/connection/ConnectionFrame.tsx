import type { ReactNode } from 'react'
import { Text } from '@tarojs/components'
import { DesktopPage, MobilePage } from '@/components/PageFrame'
import { heading } from '@/components/a11y'
import './connection.scss'

/** The frame of every connections screen: the phone bar or the desktop top bar and column, then the heading. */
export function ConnectionFrame({ variant, title, children }: { variant: 'mobile' | 'desktop'; title: string; children: ReactNode }) {
  const head = <Text className='fu-connection-page__heading' {...heading(1)}>{title}</Text>
  if (variant === 'mobile') return <MobilePage className='fu-connection-page fu-connection-page--mobile'>{head}{children}</MobilePage>
  return (
    <DesktopPage className='fu-connection-page fu-connection-page--desktop' columnClassName='fu-connection-page__column'>
      {head}{children}
    </DesktopPage>
  )
}
