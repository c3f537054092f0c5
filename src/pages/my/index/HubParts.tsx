import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import { CountBadge } from '@/components/ui/CountBadge'
import { Icon } from '@/components/ui/Icon'
import type { HubSection, MyIndexData } from './useMyIndex'

/** Avatar, name, title and company, and the way to edit them. */
export function ProfileCard({ data }: { data: MyIndexData }) {
  const { profile, t } = data
  return (
    <View className='fu-hub__profile'>
      <RemoteImage className='fu-hub__avatar' src={profile.avatar} label={profile.avatarLabel} lazy={false} />
      <View className='fu-hub__who'>
        <Text className='fu-hub__name' {...heading(1)}>{profile.name}</Text>
        {profile.work ? <Text className='fu-hub__work'>{profile.work}</Text> : null}
      </View>
      <Action className='fu-hub__edit' onPress={data.editProfile}>{t('my.hub.editProfile')}</Action>
    </View>
  )
}

/** My account is due to be deleted (issue 16): when, and the way to keep it (on My data). */
export function DeletionNotice({ data }: { data: MyIndexData }) {
  if (!data.deletion) return null
  return (
    <View className='fu-hub__notice' {...srRole('status')}>
      <Text className='fu-hub__notice-text'>{data.deletion.text}</Text>
      <Action className='fu-hub__notice-action' role='link' onPress={data.deletion.review}>{data.t('my.hub.deletionReview')}</Action>
    </View>
  )
}

/** One group of entries, each a link-like row to its screen. */
export function EntrySection({ section }: { section: HubSection }) {
  const headingId = `fu-hub-${section.key}`
  return (
    <View className={`fu-hub__section fu-hub__section--${section.key}`}>
      <Text id={headingId} className='fu-hub__section-title' {...heading(2)}>{section.title}</Text>
      <View className='fu-hub__entries' {...srRole('list', { 'aria-labelledby': headingId })}>
        {section.entries.map(entry => (
          <View key={`${entry.key}-${entry.label}`} className='fu-hub__entry-item' {...srRole('listitem')}>
            <Action className='fu-hub__entry' role='link' onPress={entry.open}>
              <Text className='fu-hub__entry-label'>{entry.label}</Text>
              <View className='fu-hub__entry-end'>
                {entry.count ? <CountBadge className='fu-hub__entry-count' count={entry.count} label={entry.note ?? String(entry.count)} />
                  : entry.note ? <Text className='fu-hub__entry-note'>{entry.note}</Text> : null}
                <Icon name='chevron-right' size={16} tone='muted' />
              </View>
            </Action>
          </View>
        ))}
      </View>
    </View>
  )
}

/** Contact set once (e-mail, phone: an entry while missing), the language, and signing out (here, or everywhere after a confirm). */
export const AccountSection = observer(function AccountSection({ data }: { data: MyIndexData }) {
  const { account, t } = data
  return (
    <View className='fu-hub__section fu-hub__section--account'>
      <Text className='fu-hub__section-title' {...heading(2)}>{t('my.hub.section.account')}</Text>
      <View className='fu-hub__account'>
        {account.email
          ? <Text className='fu-hub__value'>{account.email}</Text>
          : <Action className='fu-hub__entry' role='link' onPress={account.addEmail}>{t('my.hub.addEmail')}</Action>}
        {account.phone
          ? <Text className='fu-hub__value'>{account.phone}</Text>
          : <Action className='fu-hub__entry' role='link' onPress={account.addPhone}>{t('my.hub.addPhone')}</Action>}
        {data.chooseLanguage ? (
          <View className='fu-hub__language'>
            <Text className='fu-hub__language-label'>{t('common.language')}</Text>
            <LanguageSwitcher />
          </View>
        ) : null}
        <Action className='fu-hub__entry' role='link' onPress={data.openMyData}>{t('my.hub.myData')}</Action>
        <Action className='fu-hub__entry' role='link' onPress={data.clearDevice}>{t('mine.clear.entry')}</Action>
        <Action className='fu-hub__logout' onPress={data.logout}>{t('my.hub.logout')}</Action>
        {data.everywhere.asking ? (
          <View className='fu-hub__confirm' {...srRole('alertdialog', { 'aria-labelledby': 'fu-hub-everywhere' })}>
            <Text id='fu-hub-everywhere' className='fu-hub__question'>{t('my.hub.logoutEverywhereQuestion')}</Text>
            <View className='fu-hub__confirm-actions'>
              <Action className='fu-button fu-hub__danger' onPress={data.everywhere.confirm}>{t('my.hub.logoutEverywhereConfirm')}</Action>
              <Action className='fu-button' onPress={data.everywhere.cancel}>{t('common.cancel')}</Action>
            </View>
          </View>
        ) : <Action className='fu-hub__logout' onPress={data.everywhere.ask}>{t('my.hub.logoutEverywhere')}</Action>}
      </View>
    </View>
  )
})

/** What a signed-out visitor sees instead of the hub: the call to sign in. */
export function SignInCall({ data }: { data: MyIndexData }) {
  return (
    <View className='fu-hub__signin'>
      <Text className='fu-hub__signin-intro'>{data.t('my.hub.signInIntro')}</Text>
      <Action className='fu-button fu-hub__signin-action' onPress={data.signIn}>{data.t('my.hub.signIn')}</Action>
    </View>
  )
}
