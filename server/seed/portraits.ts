// SVG stand-ins for picture-day photos, rasterised by sharp in seed/photos.ts: a studio backdrop, a smiling
// head-and-shoulders figure wearing a name sticker, and a caption. Pure string building, so the output is the same on
// every run.

export type Look = { skin: string; hair: string; shirt: string; hairStyle: 'short' | 'long' | 'curly' }

export type Pose = {
  /** Degrees the head leans; the shoulders stay square. */
  tilt: number
  /** 1 is head and shoulders; above 1 a closer headshot, below 1 a wider half-length framing. */
  zoom: number
  /** Backdrop colours from centre to edge, or null for a transparent knockout. */
  backdrop: readonly [string, string] | null
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const FONT = 'DejaVu Sans, Helvetica, Arial, sans-serif'

const hair = (look: Look, back: boolean) => {
  if (look.hairStyle === 'long')
    return back
      ? `<path d="M-175 -40 C-195 -275 195 -275 175 -40 L190 250 C120 290 -120 290 -190 250Z" fill="${look.hair}"/>`
      : `<path d="M-160 -40 C-172 -262 172 -262 160 -40 C120 -120 30 -150 -20 -120 C-60 -100 -120 -90 -160 -40Z" fill="${look.hair}"/>`
  if (look.hairStyle === 'curly')
    return back
      ? ''
      : [-130, -80, -25, 30, 85, 135]
          .map(
            (x, i) => `<circle cx="${x}" cy="${-150 + Math.abs(x) * 0.35 - (i % 2) * 12}" r="58" fill="${look.hair}"/>`,
          )
          .join('')
  return back
    ? ''
    : `<path d="M-158 -30 C-176 -258 176 -262 158 -30 C150 -95 110 -130 40 -128 C-30 -150 -120 -120 -158 -30Z" fill="${look.hair}"/>`
}

/** A figure centred on the base of its neck (0, 0), about 700 units wide; the head leans by `tilt`. */
const figureSvg = (look: Look, firstName: string, tilt: number) => `
  <path d="M-360 520 C-350 300 -260 230 -120 200 L120 200 C260 230 350 300 360 520 L360 900 L-360 900Z" fill="${look.shirt}"/>
  <path d="M-95 200 L0 300 L95 200Z" fill="#ffffff" fill-opacity="0.9"/>
  <rect x="-60" y="110" width="120" height="110" rx="40" fill="${look.skin}"/>
  <rect x="-60" y="160" width="120" height="40" fill="#000000" fill-opacity="0.08"/>
  <g transform="rotate(${tilt} 0 150)">
    <g transform="translate(0 -110)">
      ${hair(look, true)}
      <ellipse cx="-150" cy="10" rx="26" ry="40" fill="${look.skin}"/>
      <ellipse cx="150" cy="10" rx="26" ry="40" fill="${look.skin}"/>
      <ellipse cx="0" cy="0" rx="150" ry="182" fill="${look.skin}"/>
      <ellipse cx="-55" cy="-5" rx="17" ry="21" fill="#2b2118"/>
      <ellipse cx="55" cy="-5" rx="17" ry="21" fill="#2b2118"/>
      <circle cx="-49" cy="-11" r="6" fill="#ffffff"/>
      <circle cx="61" cy="-11" r="6" fill="#ffffff"/>
      <path d="M-88 -52 q33 -20 66 -2 M22 -54 q33 -18 66 2" stroke="#3b2a1e" stroke-width="9" fill="none" stroke-linecap="round"/>
      <ellipse cx="-92" cy="55" rx="30" ry="18" fill="#e8837a" fill-opacity="0.35"/>
      <ellipse cx="92" cy="55" rx="30" ry="18" fill="#e8837a" fill-opacity="0.35"/>
      <path d="M0 10 q-12 38 6 46" stroke="#000000" stroke-opacity="0.18" stroke-width="7" fill="none" stroke-linecap="round"/>
      <path d="M-62 88 q62 55 124 0 q-62 22 -124 0Z" fill="#8a2f35" stroke="#8a2f35" stroke-width="8" stroke-linejoin="round"/>
      ${hair(look, false)}
    </g>
  </g>
  <rect x="90" y="330" width="190" height="78" rx="12" fill="#ffffff" stroke="#c81e1e" stroke-width="6"/>
  <text x="185" y="384" text-anchor="middle" font-family="${FONT}" font-size="${Math.min(40, 300 / Math.max(1, firstName.length))}" font-weight="700" fill="#1f2937">${escapeXml(firstName)}</text>`

const backdropSvg = (width: number, height: number, [light, dark]: readonly [string, string]) => `
  <defs><radialGradient id="bg" cx="50%" cy="38%" r="78%">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
  </radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>`

const captionSvg = (width: number, height: number, title: string, detail: string) => `
  <rect x="0" y="${height - 150}" width="${width}" height="150" fill="#000000" fill-opacity="0.35"/>
  <text x="${width / 2}" y="${height - 82}" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="${width / 2}" y="${height - 32}" text-anchor="middle" font-family="${FONT}" font-size="32" fill="#ffffff" fill-opacity="0.9">${escapeXml(detail)}</text>`

/** One portrait, 1200×1500: with a backdrop and caption, or (backdrop null) the transparent knockout of the same pose. */
export const portraitSvg = (look: Look, name: { first: string; full: string; detail: string }, pose: Pose) => {
  const width = 1200
  const height = 1500
  const scale = 1.3 * pose.zoom
  const neckY = 780 + (pose.zoom - 1) * 480
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${pose.backdrop ? backdropSvg(width, height, pose.backdrop) : ''}
    <g transform="translate(${width / 2} ${neckY}) scale(${scale})">${figureSvg(look, name.first, pose.tilt)}</g>
    ${pose.backdrop ? captionSvg(width, height, name.full, name.detail) : ''}
  </svg>`
}

/** A class photo, 1600×1100: two rows of children in front of a backdrop, the class named below. */
export const groupSvg = (
  looks: readonly Look[],
  names: readonly string[],
  title: string,
  backdrop: [string, string],
) => {
  const width = 1600
  const height = 1100
  const perRow = Math.ceil(looks.length / 2)
  const figures = looks
    .map((look, i) => {
      const row = i < perRow ? 0 : 1
      const col = row === 0 ? i : i - perRow
      // The front row sits between the heads of the back row.
      const x = row === 0 ? ((col + 0.5) * width) / perRow : ((col + 1) * width) / (perRow + 1)
      const y = row === 0 ? 470 : 720
      return `<g transform="translate(${x} ${y}) scale(${row === 0 ? 0.27 : 0.31})">${figureSvg(look, names[i] ?? '', (i % 3) * 4 - 4)}</g>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${backdropSvg(width, height, backdrop)}
    <rect x="0" y="600" width="${width}" height="500" fill="#000000" fill-opacity="0.06"/>
    ${figures}
    ${captionSvg(width, height, title, 'Maple Grove Elementary · Spring 2026')}
  </svg>`
}
