import { describe, expect, it } from 'vitest'
import {
  archiveEntryNames,
  archiveFolder,
  DOWNLOAD_LINK_SECONDS,
  DOWNLOAD_RESUME_SECONDS,
  deliveredPhotos,
  digitalItems,
  downloadsOpen,
  hasDigitalItems,
  licenceAccepted,
  licenceRequired,
  linkExpiry,
  linkLive,
  linkResumable,
  offersDownloads,
  orderLicence,
  orderPhotos,
  originalFileName,
  safeFileName,
} from '../../../core/downloads'
import type { OrderStatus } from '../../../core/orderStatus'
import type { ProductType } from '../../../core/schemas/productSet'

const item = (type: ProductType, children: ProductType[] = []) => ({
  type,
  orderItems: children.map((child) => ({ type: child })),
})

describe('C §2 order complete: digital items and "view order and downloads"', () => {
  it.each([
    ['a single digital image', [item('digital')], true],
    ['every digital image', [item('digitalBulk')], true],
    ['a digital image chosen inside a package', [item('package', ['custom', 'digital'])], true],
    ['prints only', [item('custom'), item('package', ['custom'])], false],
    ['nothing', [], false],
  ])('%s: %s', (_, items, digital) => {
    expect(hasDigitalItems(items)).toBe(digital)
  })

  it('a pre-order offers no downloads, even with digital items; a re-order with them does', () => {
    expect(offersDownloads({ isPreOrder: true, orderItems: [item('digital')] })).toBe(false)
    expect(offersDownloads({ isPreOrder: false, orderItems: [item('digital')] })).toBe(true)
    expect(offersDownloads({ isPreOrder: false, orderItems: [item('custom')] })).toBe(false)
  })
})

type Line = {
  id: string
  type: ProductType
  acceptedLicence: boolean
  orderItemNodes: { image: string }[]
  orderItems?: Line[]
}
const line = (id: string, type: ProductType, images: string[] = [], more: Partial<Line> = {}): Line => ({
  id,
  type,
  acceptedLicence: false,
  orderItemNodes: images.map((image) => ({ image })),
  ...more,
})

describe('issue 14: which photos digital items deliver', () => {
  const subject = ['p1', 'p2', 'p3']
  it.each([
    ['a single digital image: the photo on its node', line('a', 'digital', ['p2']), ['p2']],
    ['a digital product with two photos: both, once each', line('a', 'digital', ['p3', 'p1', 'p3']), ['p3', 'p1']],
    ['every digital image: the child’s photos in gallery order', line('a', 'digitalBulk'), subject],
  ])('%s', (_, it, photos) => {
    expect(deliveredPhotos(it, subject)).toEqual(photos)
  })

  it('the digital items are those at the top and those chosen inside a package, in reading order', () => {
    const items = [
      line('print', 'custom', ['p1']),
      line('byo', 'package', [], {
        orderItems: [line('byo-print', 'custom', ['p1']), line('byo-file', 'digital', ['p3'])],
      }),
      line('single', 'digital', ['p2']),
    ]
    expect(digitalItems(items).map((i) => i.id)).toEqual(['byo-file', 'single'])
    expect(orderPhotos(items, subject)).toEqual(['p3', 'p2'])
    expect(orderPhotos([...items, line('all', 'digitalBulk')], subject)).toEqual(['p3', 'p2', 'p1'])
    expect(orderPhotos([line('print', 'custom', ['p1'])], subject)).toEqual([])
  })
})

describe('issue 14: downloads open once paid; the licence comes first (C §3, C §5)', () => {
  it.each<[OrderStatus, boolean]>([
    ['open', false],
    ['checkout', false],
    ['payment_pending', false],
    ['placed', false],
    ['paid', true],
    ['cancelled', false],
  ])('status %s with a digital item: open %s', (status, open) => {
    expect(downloadsOpen({ status, orderItems: [item('digital')] })).toBe(open)
    expect(downloadsOpen({ status, orderItems: [item('custom')] })).toBe(false)
  })

  it.each([
    ['the store’s text for an order with digital items', 'Personal use only.', [item('digital')], 'Personal use only.'],
    ['none for prints only', 'Personal use only.', [item('custom')], null],
    ['none when the store has none', null, [item('digital')], null],
    ['none when the store’s text is blank', '  \n', [item('digitalBulk')], null],
  ])('licence: %s', (_, text, items, licence) => {
    expect(orderLicence(text, items)).toBe(licence)
  })

  it('a download waits for the licence only when there is text the item has not accepted', () => {
    expect(licenceRequired('Terms', { acceptedLicence: false })).toBe(true)
    expect(licenceRequired('Terms', { acceptedLicence: true })).toBe(false)
    expect(licenceRequired(null, { acceptedLicence: false })).toBe(false)
  })

  it('acceptedLicence: no licence, or every digital item accepted it (prints never do)', () => {
    const accepted = line('a', 'digital', ['p1'], { acceptedLicence: true })
    const waiting = line('b', 'digitalBulk')
    const print = line('c', 'custom', ['p1'])
    expect(licenceAccepted('Terms', [accepted, print])).toBe(true)
    expect(licenceAccepted('Terms', [accepted, waiting])).toBe(false)
    expect(licenceAccepted('Terms', [line('p', 'package', [], { orderItems: [waiting] })])).toBe(false)
    expect(licenceAccepted(null, [waiting])).toBe(true)
  })
})

describe('DESIGN decision 7: a download link lives 15 minutes', () => {
  const now = 1_800_000_000
  it.each([
    ['just made', linkExpiry(now), now, true],
    ['at its expiry', linkExpiry(now), now + DOWNLOAD_LINK_SECONDS, true],
    ['a second after', linkExpiry(now), now + DOWNLOAD_LINK_SECONDS + 1, false],
    ['reaching further ahead than a link lives', now + DOWNLOAD_LINK_SECONDS + 1, now, false],
  ])('%s: live %s', (_, expiry, at, live) => {
    expect(linkLive(expiry, at)).toBe(live)
  })
  it('is 900 seconds', () => {
    expect(DOWNLOAD_LINK_SECONDS).toBe(900)
  })

  it.each([
    ['live', linkExpiry(now), now, true],
    ['a second after its expiry', linkExpiry(now), now + DOWNLOAD_LINK_SECONDS + 1, true],
    ['a day after its expiry', linkExpiry(now), now + DOWNLOAD_LINK_SECONDS + DOWNLOAD_RESUME_SECONDS, true],
    ['a day and a second after', linkExpiry(now), now + DOWNLOAD_LINK_SECONDS + DOWNLOAD_RESUME_SECONDS + 1, false],
    ['reaching further ahead than a link lives', now + DOWNLOAD_LINK_SECONDS + 1, now, false],
  ])('issue 14: resumes an interrupted download when %s: %s', (_, expiry, at, resumable) => {
    expect(linkResumable(expiry, at)).toBe(resumable)
  })
})

describe('issue 14: file and entry names', () => {
  it.each([
    ['Emma Johnson: pose 1', 'Emma Johnson pose 1'],
    ['../../etc/passwd', 'etc passwd'],
    ['a\\b/c', 'a b c'],
    ['  ..hidden.  ', 'hidden'],
    ['tab\there\u0000nul', 'tab here nul'],
    ['Zoë 😀 x\ud800', 'Zoë 😀 x'],
    ['', 'photo'],
    ['...', 'photo'],
    ['x'.repeat(200), 'x'.repeat(80)],
  ])('%j is saved as %j', (label, name) => {
    expect(safeFileName(label, 'photo')).toBe(name)
  })

  it('entries sit in one folder named for the child and the order, numbered in order', () => {
    const folder = archiveFolder('K7M2QX9P', 'Emma Johnson')
    expect(folder).toBe('Emma Johnson - K7M2QX9P')
    expect(archiveFolder('K7M2QX9P', null)).toBe('K7M2QX9P')
    expect(
      archiveEntryNames(folder, [
        { label: 'Emma Johnson: pose 1', extension: 'jpg' },
        { label: 'Emma Johnson: pose 1', extension: 'jpg' },
        { label: 'Cut-out', extension: 'png' },
      ]),
    ).toEqual([
      'Emma Johnson - K7M2QX9P/01 Emma Johnson pose 1.jpg',
      'Emma Johnson - K7M2QX9P/02 Emma Johnson pose 1.jpg',
      'Emma Johnson - K7M2QX9P/03 Cut-out.png',
    ])
    const many = archiveEntryNames(
      'F',
      Array.from({ length: 120 }, () => ({ label: 'x', extension: 'jpg' as const })),
    )
    expect([many[0], many[119]]).toEqual(['F/001 x.jpg', 'F/120 x.jpg'])
  })

  it('one original is saved as the reference and its label', () => {
    expect(originalFileName('K7M2QX9P', { label: 'Emma Johnson: pose 2', extension: 'jpg' })).toBe(
      'K7M2QX9P Emma Johnson pose 2.jpg',
    )
  })
})
