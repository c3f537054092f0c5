/** Text for screen readers only: the context a control's visible text lacks ("Live stream: …" before a state badge). */
import { Text } from '@tarojs/components'

/**
 * Inside a link or button, it joins the name computed from the content, so the visible text stays part of the
 * accessible name (WCAG 2.5.3 "label in name"; an aria-label that replaced it would not).
 */
export function ScreenReaderText({ children }: { children: string }) {
  // The trailing space keeps it apart from the visible text that follows in the computed name.
  return <Text className='fu-sr-only'>{`${children} `}</Text>
}
