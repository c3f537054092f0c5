/**
 * The taro-ui wrappers of src/components/ui: each renders taro-ui's component (its class names are in the DOM) and adds
 * the role, name and keyboard behaviour taro-ui leaves out.
 */
import { useState } from 'react'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { ActionSheet } from '@/components/ui/ActionSheet'
import { CountBadge } from '@/components/ui/CountBadge'
import { Countdown } from '@/components/ui/Countdown'
import { Icon } from '@/components/ui/Icon'
import { Modal } from '@/components/ui/Modal'
import { navigationIcon } from '@/components/ui/navigationIcon'
import { NoticeBar } from '@/components/ui/NoticeBar'
import { Spinner } from '@/components/ui/Spinner'
import { Steps } from '@/components/ui/Steps'
import { Tabs } from '@/components/ui/Tabs'
import { Timeline } from '@/components/ui/Timeline'

describe('Icon', () => {
  it('draws taro-ui\'s glyph at our size, hidden from screen readers when it is decoration', () => {
    const { container } = render(<Icon name='calendar' size={24} />)
    const glyph = container.querySelector('.at-icon.at-icon-calendar') as HTMLElement
    expect(glyph).toBeInTheDocument()
    expect(glyph.style.fontSize).toBe('24px')
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })

  it('is a named image when it stands alone', () => {
    render(<Icon name='search' label='Search' />)
    expect(screen.getByRole('img', { name: 'Search' })).toBeInTheDocument()
  })
})

describe('Spinner', () => {
  it('is a polite status with its text beside taro-ui\'s rings', () => {
    const { container } = render(<Spinner text='Loading…' />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(container.querySelector('.at-activity-indicator .at-loading')).toBeInTheDocument()
  })
})

describe('Steps', () => {
  const items = [{ key: 'fill', title: 'Apply' }, { key: 'processing', title: 'Processing' }, { key: 'done', title: 'Issued' }]

  it('draws AtSteps and tells screen readers the steps as a list with the current one', () => {
    const { container } = render(<Steps items={items} current={1} label='Invoice progress' />)
    expect(container.querySelectorAll('.at-steps__item')).toHaveLength(3)
    expect(container.querySelector('.at-steps__item--active')).toHaveTextContent('Processing')
    const list = screen.getByRole('list', { name: 'Invoice progress' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getByRole('listitem', { current: 'step' })).toHaveTextContent('Processing')
  })
})

describe('Timeline', () => {
  it('is a named list of its entries on AtTimeline\'s line', () => {
    const { container } = render(<Timeline label='History' entries={[{ key: 'a', content: 'Checked in 09:00' }, { key: 'b', content: 'Left 17:00', tone: 'green' }]} />)
    const list = screen.getByRole('list', { name: 'History' })
    expect(within(list).getAllByRole('listitem').map(i => i.textContent)).toEqual(['Checked in 09:00', 'Left 17:00'])
    expect(container.querySelectorAll('.at-timeline-item')).toHaveLength(2)
    expect(container.querySelector('.at-timeline-item--green')).toHaveTextContent('Left 17:00')
  })
})

describe('Modal', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true)
    return (
      <Modal id='m' open={open} alert title='Close the demand?' onClose={() => setOpen(false)} actions={[{ label: 'Keep', onPress: () => setOpen(false) }, { label: 'Close it', tone: 'danger', onPress: onConfirm }]}>
        Nobody can answer it afterwards.
      </Modal>
    )
  }

  it('is a named modal alert dialog in AtModal, focus on its first button, Escape closes it', () => {
    const onConfirm = jest.fn()
    const { container } = render(<Harness onConfirm={onConfirm} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Close the demand?' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(container.querySelector('.at-modal.at-modal--active')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Close it' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})

describe('ActionSheet', () => {
  it('offers its items and cancel as buttons in a labelled dialog on AtActionSheet', () => {
    const pick = jest.fn()
    const close = jest.fn()
    const { container } = render(<ActionSheet id='s' open title='Share' cancelText='Cancel' onClose={close} items={[{ key: 'link', label: 'Copy link', onPress: pick }, { key: 'poster', label: 'Poster', onPress: pick, current: true }]} />)
    const dialog = screen.getByRole('dialog', { name: 'Share' })
    expect(container.querySelector('.at-action-sheet--active')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Poster' })).toHaveAttribute('aria-current', 'true')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect(pick).toHaveBeenCalledTimes(1)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(close).toHaveBeenCalledTimes(2)
  })

  it('is not in the document while closed', () => {
    render(<ActionSheet id='s' open={false} title='Share' cancelText='Cancel' onClose={() => undefined} items={[]} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('Tabs', () => {
  function Harness() {
    const [current, setCurrent] = useState<'all' | 'sent' | 'received'>('all')
    return <Tabs label='Requests' current={current} onChange={setCurrent} idPrefix='t' items={[{ key: 'all', label: 'All' }, { key: 'sent', label: 'Sent' }, { key: 'received', label: 'Received', count: 3, countLabel: '3 waiting' }]} />
  }

  it('is a tablist of tabs; the arrow keys, Home and End select and focus', () => {
    render(<Harness />)
    const list = screen.getByRole('tablist', { name: 'Requests' })
    const tabs = within(list).getAllByRole('tab')
    expect(tabs).toHaveLength(3)
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveFocus()
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    expect(screen.getByRole('tab', { name: /Received/ })).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('tab', { name: /Received/ }))
    expect(screen.getByRole('tab', { name: /Received/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows a count with AtBadge that screen readers hear by its label', () => {
    const { container } = render(<Harness />)
    expect(container.querySelector('.at-badge__num')).toHaveTextContent('3')
    expect(screen.getByRole('tab', { name: 'Received 3 waiting' })).toBeInTheDocument()
  })
})

describe('CountBadge', () => {
  it('caps the drawn number and shows nothing at zero', () => {
    const { container, rerender } = render(<CountBadge count={120} label='120 unread'>Messages</CountBadge>)
    expect(container.querySelector('.at-badge__num')).toHaveTextContent('99+')
    expect(screen.getByText('120 unread')).toBeInTheDocument()
    rerender(<CountBadge count={0} label='none'>Messages</CountBadge>)
    expect(container.querySelector('.at-badge')).not.toBeInTheDocument()
    expect(container).toHaveTextContent('Messages')
  })
})

describe('NoticeBar', () => {
  it('is a labelled note holding the announcement in AtNoticebar', () => {
    const { container } = render(<NoticeBar label='Announcement'>Hall B opens at 10:00</NoticeBar>)
    expect(screen.getByRole('note', { name: 'Announcement' })).toHaveTextContent('Hall B opens at 10:00')
    expect(container.querySelector('.at-noticebar')).toBeInTheDocument()
  })
})

describe('Countdown', () => {
  it('ticks in AtCountdown without "0 days", its label for screen readers', () => {
    jest.useFakeTimers()
    const { container } = render(<Countdown seconds={125} label='2 minutes left' units={{ day: 'd', hours: ':', minutes: ':', seconds: '' }} />)
    expect(screen.getByRole('timer', { name: '2 minutes left' })).toBeInTheDocument()
    expect(container.querySelector('.at-countdown')).toHaveTextContent('02:05')
    expect(container).not.toHaveTextContent('d')
    act(() => { jest.advanceTimersByTime(2000) })
    expect(container.querySelector('.at-countdown')).toHaveTextContent('02:03')
    jest.useRealTimers()
  })
})

describe('navigationIcon', () => {
  it('gives each kind of navigation page its own glyph, and a neutral one for links it does not know', () => {
    expect(navigationIcon('/meeting/activity/list?meeting_id=m1')).toBe('calendar')
    expect(navigationIcon('/meeting/live')).toBe('video')
    expect(navigationIcon('/meeting/speaker/list')).toBe('user')
    expect(navigationIcon('https://example.com/x')).not.toBe('calendar')
    expect(navigationIcon('')).toBe('menu')
  })
})
