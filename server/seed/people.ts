/** Demo accounts (README "Demo logins") and the blacklisted e-mail. */
import type { Tx } from '../db/client'
import { emailBlacklist, friends, users } from '../db/schema'
import { BLACKLISTED_EMAIL, DEMO_ACCOUNTS, SEED_IDS } from './ids'
import { img } from './text'

export async function seedPeople(db: Tx): Promise<void> {
  const u = SEED_IDS.users
  const person = (key: keyof typeof DEMO_ACCOUNTS, roles: string[], doc: Record<string, unknown>, special = 0) => ({
    _id: u[key], phone: DEMO_ACCOUNTS[key].phone, area_code: '86', email: DEMO_ACCOUNTS[key].email, roles, special_identity: special, doc,
  })
  await db.insert(users).values([
    person('visitor', [], { username: 'Li Wei', avatar: img('avatar-1.svg'), work: { title: 'Product manager', company: 'Brightline Tech' }, language: 'zh', show_in_connections: 1 }),
    person('exhibitor', ['exhibitor'], { username: 'Sato Hana', avatar: img('avatar-2.svg'), work: { title: 'Sales director', company: 'Aurora Robotics' }, language: 'ja', show_in_connections: 1 }),
    person('agent', ['agent'], { username: 'Kim Minjun', avatar: img('avatar-3.svg'), work: { title: 'Travel agent', company: 'Seoul Tours' }, language: 'ko' }),
    person('reception', ['reception_staff'], { username: 'Wang Fang', avatar: img('avatar-4.svg'), work: { title: 'Reception', company: 'Expo office' }, language: 'zh' }),
    person('organizer', ['organizer', 'reception_staff'], { username: 'Expo Organizer', work: { title: 'Organizer', company: 'Expo office' }, language: 'en' }),
    person('special', [], { username: 'VIP Guest', work: { title: 'Minister', company: 'Government' } }, 1),
    person('speaker', ['speaker'], { username: 'Zhang Wei', avatar: img('speaker-1.svg'), work: { title: 'Chief scientist', company: 'Aurora Robotics' }, language: 'zh' }),
    person('friend', [], { username: 'Emma Brown', avatar: img('avatar-3.svg'), work: { title: 'Engineer', company: 'Green Power' }, language: 'en', contact_wechat: 'emma-wx', show_in_connections: 1 }),
  ])
  await db.insert(friends).values([{ user_id: u.visitor, friend_id: u.friend }, { user_id: u.friend, friend_id: u.visitor }])
  await db.insert(emailBlacklist).values({ email: BLACKLISTED_EMAIL })
}
