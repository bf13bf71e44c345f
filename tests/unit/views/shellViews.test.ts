import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { BannerStage } from '../../../core/banner'
import { accessCodeMachine } from '../../../machines/accessCode'
import { accessCodeView } from '../../../machines/accessCodeView'
import { confirmMachine } from '../../../machines/confirm'
import { confirmView } from '../../../machines/confirmView'
import { stageBannerMachine } from '../../../machines/stageBanner'
import { epochOf, stageBannerView } from '../../../machines/stageBannerView'
import { type StartupContext, startupMachine } from '../../../machines/startup'
import { startupView } from '../../../machines/startupView'
import { subjectPhotosMachine } from '../../../machines/subjectPhotos'
import { subjectPhotosView } from '../../../machines/subjectPhotosView'
import { welcomeMachine } from '../../../machines/welcome'
import { welcomeShown, welcomeView } from '../../../machines/welcomeView'
import { crop, id, session, store, subject } from './photoViewFixtures'

const NOW = Date.parse('2026-11-28T12:00:00.000Z')
const DAY = 86_400_000
const deadline = { date: 'December 1, 2026', time: '12:00 PM', dateTime: 'Tuesday, December 1, 2026 at 12:00 PM' }

const bannerOf = (stage: BannerStage, adminMode = false) =>
  stageBannerView(
    createActor(stageBannerMachine, { input: { stage, adminMode, now: NOW } })
      .start()
      .getSnapshot(),
  )

describe('stageBannerView (B §2 stage banner, B §4 colour, B §5 visibility)', () => {
  const countdown: BannerStage = {
    bannerStyle: 'countdown',
    bannerCountdownText: 'Order by {date}:',
    bannerCountdownTooltip: 'Closes {dateTime}',
    completesAt: new Date(NOW + 2 * DAY + 3_723_000).toISOString(),
  }

  it('B §4: a countdown under 3 days is a warning, its time on two digits, its text filled with the date', () => {
    const view = bannerOf(countdown)
    expect(view).toMatchObject({
      color: 'warning',
      completesAt: NOW + 2 * DAY + 3_723_000,
      countdown: { days: 2, hours: '01', minutes: '02', seconds: '03' },
    })
    expect(view?.content(deadline)).toEqual({
      text: 'Order by December 1, 2026:',
      tooltip: 'Closes Tuesday, December 1, 2026 at 12:00 PM',
    })
  })

  it('B §4: under one day it is danger; B §6: admin mode hides it', () => {
    expect(bannerOf({ ...countdown, completesAt: new Date(NOW + 3_600_000).toISOString() })?.color).toBe('danger')
    expect(bannerOf(countdown, true)).toBeNull()
  })

  it('B §5: hidden without a style, or before bannerShowAt seconds remain', () => {
    expect(bannerOf({ ...countdown, bannerStyle: null })).toBeNull()
    expect(bannerOf({ ...countdown, bannerShowAt: 3600 })).toBeNull()
    expect(bannerOf({ ...countdown, bannerShowAt: 3 * 86_400 })).not.toBeNull()
  })

  it('a text banner keeps its colour and has no countdown', () => {
    const view = bannerOf({ bannerStyle: 'text', bannerText: 'Retakes on Friday', bannerColor: 'primary' })
    expect(view).toMatchObject({ color: 'primary', completesAt: null, countdown: null })
    expect(view?.content({ date: null, time: null, dateTime: null }).text).toBe('Retakes on Friday')
  })

  it('reads a close time given as epoch or ISO text, and nothing unreadable', () => {
    expect(epochOf(NOW)).toBe(NOW)
    expect(epochOf('2026-11-28T12:00:00.000Z')).toBe(NOW)
    expect(epochOf('soon')).toBeNull()
    expect(epochOf(null)).toBeNull()
  })
})

describe('welcomeView (B §2 welcome modal, B §4 welcome placeholders)', () => {
  const stage = {
    showWelcomeMessage: true,
    welcomeHeading: 'Welcome to {clientName}: {sessionName}',
    welcomeText: 'Hello {firstName} {lastName}, order by {date}. {unknown}',
    welcomeSize: 'large' as const,
  }
  const withWelcome = session(stage)
  const actorOf = (shown: boolean) => createActor(welcomeMachine, { input: { showWelcomeMessage: shown } }).start()

  it('B §2: open by default when the stage has a welcome; the placeholders are filled', () => {
    const view = welcomeView(actorOf(welcomeShown(withWelcome.stage)).getSnapshot(), {
      clientSession: withWelcome,
      subject: subject(),
    })
    expect(view).toMatchObject({ open: true, size: 'lg', completesAt: Date.parse('2026-12-01T00:00:00.000Z') })
    expect(view?.content(deadline, 'your child')).toEqual({
      title: 'Welcome to Maple Grove Elementary: Grade 5 Graduation',
      text: 'Hello Emma Johnson, order by December 1, 2026. {unknown}',
    })
  })

  it('issue 16 point 5: without a subject the sentence speaks of the child, never leaving a gap (MAPLE-GRAD)', () => {
    const grad = session({
      ...stage,
      welcomeText: 'Congratulations to {subjectName} and the class of {clientName}!\n{firstName} can order by {date}.',
    })
    const view = welcomeView(actorOf(true).getSnapshot(), { clientSession: grad, subject: null })
    expect(view?.subjectFallback).toBe('welcome.subject_fallback')
    expect(view?.content(deadline, 'your child').text).toBe(
      'Congratulations to your child and the class of Maple Grove Elementary!\nYour child can order by December 1, 2026.',
    )
  })

  it('issue 16 point 5: once per visitor, a visitor who hid it before is not greeted on a reload', () => {
    const seen = createActor(welcomeMachine, { input: { showWelcomeMessage: true, seen: true } }).start()
    expect(welcomeView(seen.getSnapshot(), { clientSession: withWelcome, subject: null })?.open).toBe(false)
  })

  it('B §2: closes on hide', () => {
    const actor = actorOf(true)
    const view = welcomeView(actor.getSnapshot(), { clientSession: withWelcome, subject: null })
    actor.send(view?.hide ?? { type: 'welcome.hide' })
    expect(welcomeView(actor.getSnapshot(), { clientSession: withWelcome, subject: null })?.open).toBe(false)
  })

  it('B §4: shown only when the stage asks and has a heading or a text; B §9: medium by default', () => {
    expect(welcomeShown(session({ ...stage, welcomeHeading: null, welcomeText: null }).stage)).toBe(false)
    expect(welcomeShown(session({ ...stage, showWelcomeMessage: false }).stage)).toBe(false)
    expect(welcomeShown(null)).toBe(false)
    const plain = session({ ...stage, welcomeSize: 'medium' })
    expect(welcomeView(actorOf(true).getSnapshot(), { clientSession: plain, subject: null })?.size).toBe('md')
    expect(welcomeView(actorOf(true).getSnapshot(), { clientSession: null, subject: null })).toBeNull()
  })
})

describe('accessCodeView (DESIGN decision 9, B §8 messages)', () => {
  it('keeps the code as typed, says why it was refused with the trimmed code, and waits while searching', () => {
    const actor = createActor(accessCodeMachine).start()
    const first = accessCodeView(actor.getSnapshot())
    expect(first).toMatchObject({ code: '', busy: false, error: null, submit: { type: 'code.submit' } })
    actor.send(first.submit)
    expect(accessCodeView(actor.getSnapshot()).error).toEqual({
      id: 'multi_child_ordering.error_search_has_no_access_code',
      values: { code: '' },
    })
    actor.send(first.change(' ab12 '))
    expect(accessCodeView(actor.getSnapshot())).toMatchObject({ code: ' ab12 ', error: null })
    const unknown = accessCodeMachine.resolveState({
      value: 'editing',
      context: { code: ' ab12 ', error: 'unknown', clientSessionId: null, subjectId: null },
    })
    expect(accessCodeView(unknown).error).toEqual({ id: 'access.error_unknown', values: { code: 'ab12' } })
    const searching = accessCodeMachine.resolveState({
      value: 'searching',
      context: { code: 'ab12', error: null, clientSessionId: null, subjectId: null },
    })
    expect(accessCodeView(searching).busy).toBe(true)
  })
})

describe('startupView (B §2 layout, B §4 startup)', () => {
  const productSet = {
    id: id(4),
    preOrder: false,
    categories: [],
    imageProductOptionGroups: [],
    forms: [],
    shippingPromotions: [],
    businessRules: {
      lockedItems: { products: [], categories: [] },
      requiredForCheckout: [],
      requiredForComplete: [],
      exclusiveProductGroups: [],
    },
  }
  const contextOf = (overrides: Partial<StartupContext> = {}): StartupContext => ({
    storeId: null,
    clientSessionId: id(1),
    path: '/',
    subjectId: null,
    store,
    productSet,
    clientSession: session(),
    subject: null,
    credentials: {},
    homeRoute: '/catalog',
    fetching: 0,
    ...overrides,
  })
  const at = (value: string, overrides: Partial<StartupContext> = {}) =>
    startupView(startupMachine.resolveState({ value, context: contextOf(overrides) }))

  it('B §2: the unavailable page first, then the load failure, then the loading shell', () => {
    expect(at('unavailable')).toMatchObject({ page: 'unavailable', message: 'cart.unavailable', tone: 'info' })
    expect(at('failed')).toEqual({ page: 'failed', message: 'cart.load_failure', tone: 'danger' })
    expect(at('loadingStore')).toEqual({ page: 'loading' })
    expect(at('loaded', { homeRoute: null })).toEqual({ page: 'loading' })
  })

  it('B §2: the shop with its theme; the logo only when the store has one and the theme shows it', () => {
    const view = at('loaded', { fetching: 1 })
    if (view.page !== 'shop') throw new Error('expected the shop')
    expect(view.theme).toEqual({
      primary: store.settings.themeOptions.primaryColor,
      accent: store.settings.themeOptions.accentColor,
    })
    expect(view.header).toMatchObject({
      logo: store.settings.themeOptions.show_logo && store.logo ? { src: store.logo, alt: store.name } : null,
      storeName: store.name,
      sessionLabel: 'Grade 5 Graduation',
      busy: true,
    })
    expect(view.stage?.type).toBe('re-order')
    const noLogo = {
      ...store,
      settings: { ...store.settings, themeOptions: { ...store.settings.themeOptions, show_logo: false } },
    }
    const plain = at('loaded', { store: noLogo, clientSession: null })
    if (plain.page !== 'shop') throw new Error('expected the shop')
    expect(plain.header).toMatchObject({ logo: null, sessionLabel: null, busy: false })
    expect(plain.stage).toBeNull()
  })
})

describe('subjectPhotosView (B §7 subject images)', () => {
  it('none without a student; the photo of an image id among the student’s', () => {
    const none = createActor(subjectPhotosMachine, { input: { subjectId: null } }).start()
    expect(subjectPhotosView(none.getSnapshot())).toMatchObject({ status: 'none', photos: [] })
    const loaded = subjectPhotosMachine.resolveState({
      value: 'loaded',
      context: { subjectId: id(9), photos: [crop(1)], firstRead: false },
    })
    const view = subjectPhotosView(loaded)
    expect(view.status).toBe('loaded')
    expect(view.photoOf(crop(1).image.id)).toEqual(crop(1).image)
    expect(view.photoOf(crop(2).image.id)).toBeNull()
    expect(view.photoOf(null)).toBeNull()
  })
})

describe('confirmView (B §2 confirmation modal, B §4 dismissal blocked while running)', () => {
  const actorOf = () =>
    createActor(confirmMachine.provide({ actors: { runAccept: fromPromise(() => new Promise(() => {})) } }), {
      input: { title: 'confirm.exclusive_title', body: 'Package A', payload: null },
    }).start()

  it('open with its title and items; cancel and dismissal cancel', () => {
    const view = confirmView(actorOf().getSnapshot())
    expect(view).toEqual({
      open: true,
      busy: false,
      title: 'confirm.exclusive_title',
      bodyValues: { items: 'Package A' },
      accept: { type: 'confirm.accept' },
      cancel: { type: 'confirm.cancel' },
      dismiss: { type: 'confirm.cancel' },
    })
  })

  it('while accepting both buttons are disabled and it cannot be dismissed; cancelled, it closes', () => {
    const actor = actorOf()
    actor.send({ type: 'confirm.accept' })
    expect(confirmView(actor.getSnapshot())).toMatchObject({ open: true, busy: true, dismiss: null })
    const other = actorOf()
    other.send({ type: 'confirm.cancel' })
    expect(confirmView(other.getSnapshot()).open).toBe(false)
  })
})
