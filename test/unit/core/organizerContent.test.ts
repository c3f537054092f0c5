// The console's programme rules: the form of an item, the body the server takes, and what is refused before sending.
import { changedBody, contentBodyOf, contentFormOf, contentOrder } from '@/core/organizerContent'

const defaults = { day: 1798761600, now: 1798000000 }
const TZ = 'Asia/Shanghai'

describe('a session\'s form', () => {
  it('reads its day and times in the meeting\'s zone and writes them back the same', () => {
    const form = contentFormOf('agendas', { _id: 'a', title: { en: 'Opening' }, start: 1798765200, end: 1798768800, live_ids: ['l1'] }, ['en'], TZ, defaults)
    expect(form.values).toMatchObject({ date: '2027-01-01', start: '09:00', end: '10:00', 'title.en': 'Opening', enable_show: '1' })
    expect(form.lives).toEqual(['l1'])
    const { body, problems } = contentBodyOf('agendas', form, ['en'], TZ)
    expect(problems).toEqual({})
    expect(body).toMatchObject({ start: 1798765200, end: 1798768800, lives: ['l1'], enable_show: 1 })
  })

  it('refuses a missing title, a day or time that is none, and an end before the start', () => {
    const form = contentFormOf('agendas', undefined, ['zh', 'en'], TZ, defaults)
    form.values['title.en'] = 'Panel'
    form.values.end = '08:00'
    expect(contentBodyOf('agendas', form, ['zh', 'en'], TZ).problems).toEqual({ 'title.zh': 'required', end: 'endBeforeStart' })
    form.values.date = '2027-02-30'
    expect(contentBodyOf('agendas', form, ['zh', 'en'], TZ).problems).toMatchObject({ date: 'date' })
    form.values.date = '2027-01-01'
    form.values.start = '9am'
    expect(contentBodyOf('agendas', form, ['zh', 'en'], TZ).problems).toMatchObject({ start: 'time' })
  })
})

describe('speakers and news', () => {
  it('an order is a whole number; an empty image is not sent', () => {
    const form = contentFormOf('speakers', undefined, ['en'], TZ, defaults)
    form.values['name.en'] = 'Li Lei'
    expect(contentBodyOf('speakers', form, ['en'], TZ).body).not.toHaveProperty('photo')
    form.values.weight = 'first'
    expect(contentBodyOf('speakers', form, ['en'], TZ).problems).toEqual({ weight: 'number' })
  })

  it('an edit sends only what changed', () => {
    const before = contentBodyOf('news', contentFormOf('news', { _id: 'n', title: { en: 'A' }, created: 1798000000 }, ['en'], TZ, defaults), ['en'], TZ).body
    const form = contentFormOf('news', { _id: 'n', title: { en: 'A' }, created: 1798000000 }, ['en'], TZ, defaults)
    form.values['summary.en'] = 'Short'
    expect(changedBody(before, contentBodyOf('news', form, ['en'], TZ).body)).toEqual({ summary: { en: 'Short' } })
  })

  it('news newest first, speakers by order', () => {
    expect(contentOrder('news', [{ _id: 'a', created: 1 }, { _id: 'b', created: 3 }, { _id: 'c', created: 2 }]).map(x => x._id)).toEqual(['b', 'c', 'a'])
    expect(contentOrder('speakers', [{ _id: 'a', weight: 0 }, { _id: 'b', weight: 9 }]).map(x => x._id)).toEqual(['b', 'a'])
  })
})
