import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import { useStores } from '@/stores'
import type { PersonView } from './person'
import './connection.scss'

const CONTACT_LABEL = { phone: 'connection.contact.phone', email: 'connection.contact.email', wechat: 'connection.contact.wechat' } as const

/** A person's contact lines, each with what it is. */
export function ContactLines({ person }: { person: PersonView }) {
  const { language } = useStores()
  return (
    <View className='fu-person__contacts'>
      {person.contacts.map(contact => (
        <Text key={`${contact.kind}:${contact.value}`} className='fu-person__contact'>
          {language.t(CONTACT_LABEL[contact.kind])}: {contact.value}
        </Text>
      ))}
    </View>
  )
}

/**
 * One person in a list: avatar, name, title and company, industry tags, contact lines when given; `onOpen` makes the
 * face and name a link to their card (a keyboard stop too), `children` are the row's own buttons.
 */
export function PersonCard({ person, openLabel, onOpen, showContacts = false, children }: {
  person: PersonView
  openLabel: string
  onOpen?: () => void
  showContacts?: boolean
  children?: ReactNode
}) {
  const link: Record<string, unknown> = onOpen ? {
    ...srRole('link', { 'aria-label': openLabel }),
    tabIndex: 0,
    onClick: onOpen,
    onKeyDown: (event: { key?: string; preventDefault?: () => void }) => {
      if (event.key === 'Enter' || event.key === ' ') { event.preventDefault?.(); onOpen() }
    },
  } : {}
  return (
    <View className='fu-person'>
      <View className='fu-person__who' {...link}>
        <RemoteImage className='fu-person__avatar' src={person.avatar} label='' />
        <View className='fu-person__text'>
          <Text className='fu-person__name' {...heading(2)}>{person.name}</Text>
          {person.work ? <Text className='fu-person__work'>{person.work}</Text> : null}
          {person.industries.length ? (
            <View className='fu-person__tags'>
              {person.industries.map(tag => <Text key={tag} className='fu-person__tag'>{tag}</Text>)}
            </View>
          ) : null}
        </View>
      </View>
      {showContacts && person.contacts.length ? <ContactLines person={person} /> : null}
      {children ? <View className='fu-person__actions'>{children}</View> : null}
    </View>
  )
}
