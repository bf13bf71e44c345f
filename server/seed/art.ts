import { access, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { allProducts, type DemoProduct, demoOptionGroups, demoSessions, type Swatch } from './demo'
import { productImagePath, swatchPath } from './seed'

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A head-and-shoulders portrait silhouette on a studio backdrop: the stand-in photo on every product. */
const portrait = (x: number, y: number, w: number, h: number, backdrop: string) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${backdrop}"/>
  <circle cx="${x + w / 2}" cy="${y + h * 0.42}" r="${w * 0.18}" fill="#f1d6c2"/>
  <path d="M${x + w * 0.18} ${y + h} q${w * 0.32} -${h * 0.42} ${w * 0.64} 0z" fill="#33415c"/>`

const productSvg = (p: DemoProduct) => {
  const caption = `<text x="300" y="560" font-family="Helvetica, Arial, sans-serif" font-size="44" font-weight="700"
    text-anchor="middle" fill="#1f2937">${escapeXml(p.art.caption)}</text>`
  const body = {
    print: `<rect x="150" y="40" width="300" height="400" fill="#fff" stroke="#d1d5db" stroke-width="4"/>${portrait(170, 60, 260, 360, '#7aa6c2')}`,
    package: `<rect x="110" y="80" width="260" height="340" fill="#fff" stroke="#d1d5db" stroke-width="4" transform="rotate(-6 240 250)"/>
      ${portrait(250, 50, 230, 300, '#9b8ec4')}<rect x="250" y="360" width="110" height="130" fill="#fff" stroke="#d1d5db" stroke-width="3"/>
      ${portrait(258, 368, 94, 114, '#9b8ec4')}<rect x="370" y="360" width="110" height="130" fill="#fff" stroke="#d1d5db" stroke-width="3"/>
      ${portrait(378, 368, 94, 114, '#9b8ec4')}`,
    digital: `<rect x="100" y="60" width="400" height="290" rx="18" fill="#1f2937"/>${portrait(120, 80, 360, 250, '#86b59a')}
      <rect x="270" y="350" width="60" height="50" fill="#374151"/><rect x="200" y="400" width="200" height="16" rx="8" fill="#374151"/>
      <path d="M300 430 v60 m-26 -26 l26 26 l26 -26" stroke="#0f766e" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    keepsake: `<rect x="130" y="60" width="340" height="420" rx="24" fill="#fde68a"/>${portrait(165, 95, 270, 350, '#e29578')}`,
    cards: `<rect x="120" y="90" width="220" height="310" rx="14" fill="#1e3a8a" transform="rotate(-8 230 245)"/>
      <rect x="230" y="60" width="240" height="340" rx="14" fill="#b91c1c"/>${portrait(248, 78, 204, 250, '#f59e0b')}
      <rect x="248" y="340" width="204" height="40" fill="#fff"/>`,
    calendar: `<rect x="110" y="70" width="380" height="400" rx="10" fill="#fff" stroke="#d1d5db" stroke-width="4"/>
      ${portrait(130, 90, 340, 220, '#7aa6c2')}${Array.from({ length: 21 }, (_, i) => `<rect x="${140 + (i % 7) * 47}" y="${330 + Math.floor(i / 7) * 42}" width="34" height="30" fill="#e5e7eb"/>`).join('')}`,
    info: `<circle cx="300" cy="250" r="190" fill="#e0f2fe"/><circle cx="300" cy="160" r="26" fill="#0369a1"/>
      <rect x="276" y="210" width="48" height="170" rx="20" fill="#0369a1"/>`,
    frame: `<rect x="110" y="30" width="380" height="450" fill="#5b3a21"/><rect x="140" y="60" width="320" height="390" fill="#f5f0e6"/>
      ${portrait(180, 100, 240, 310, '#9aa5b1')}`,
  }[p.art.kind]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="#f3f4f6"/>${body}${caption}</svg>`
}

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
  <circle cx="60" cy="60" r="44" fill="#0f766e"/><circle cx="60" cy="60" r="20" fill="#fff"/><circle cx="60" cy="60" r="11" fill="#b45309"/>
  <text x="122" y="58" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#0f766e">Brightside</text>
  <text x="124" y="92" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#374151">School Photography</text></svg>`

const render = async (svg: string, file: string) => {
  if (await exists(file)) return
  await mkdir(dirname(file), { recursive: true })
  const image = sharp(Buffer.from(svg))
  await (file.endsWith('.png') ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toFile(file)
}

/** A backdrop scene (background options) or a card design (image options), drawn at any size. */
const swatchSvg = ({ kind, colors: [light, dark], pattern }: Swatch, w: number, h: number) => {
  const spots = (n: number, color: string, r: number) =>
    Array.from({ length: n }, (_, i) => {
      // Fixed pseudo-random spots, so every render of the demo is the same.
      const x = ((i * 173) % 97) / 97
      const y = ((i * 89) % 61) / 61
      return `<circle cx="${x * w}" cy="${y * h}" r="${r * (0.6 + ((i * 37) % 10) / 20)}" fill="${color}" opacity="0.55"/>`
    }).join('')
  const decor = {
    plain: '',
    leaves: spots(40, '#fbbf24', w / 14) + spots(25, '#9a3412', w / 18),
    blossom: spots(45, '#fff1f7', w / 16) + spots(20, '#db2777', w / 24),
    dots: spots(60, '#e9d5ff', w / 60),
    shelves: Array.from({ length: 6 }, (_, row) =>
      Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${(i * w) / 14 + 2}" y="${(row * h) / 6 + h / 30}" width="${w / 14 - 4}" height="${h / 6 - h / 20}"
            fill="${['#7c2d12', '#1e3a8a', '#166534', '#a16207', '#581c87'][(row * 3 + i) % 5]}" opacity="0.8"/>`,
      ).join(''),
    ).join(''),
    stars: Array.from(
      { length: 5 },
      (_, i) =>
        `<text x="${w * (0.15 + i * 0.18)}" y="${h * 0.2}" font-size="${w / 7}" fill="#fde047" text-anchor="middle">★</text>`,
    ).join(''),
    border: `<rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" fill="none" stroke="${dark}"
      stroke-width="${w / 18}"/>`,
  }[pattern]
  const fill =
    kind === 'backdrop'
      ? `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/>
          <stop offset="1" stop-color="${dark}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`
      : `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/>
          <stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${fill}${decor}</svg>`
}

/** Renders the demo shop's logo, product pictures and option swatches into the media folder, skipping files already there. */
export const renderDemoArt = async (mediaRoot: string) => {
  await render(logoSvg, join(mediaRoot, 'media/store/logo.png'))
  for (const session of demoSessions)
    for (const { product } of allProducts(session.productSet))
      await render(productSvg(product), join(mediaRoot, productImagePath(session.productSet.key, product)))
  for (const group of Object.values(demoOptionGroups))
    for (const option of group.options ?? []) {
      const swatch = option.swatch
      if (!swatch) continue
      const [w, h] = swatch.kind === 'backdrop' ? [800, 1000] : [400, 560]
      await render(swatchSvg(swatch, w, h), join(mediaRoot, swatchPath(group, option, 'large')))
      await render(
        swatchSvg(swatch, 200, Math.round((200 * h) / w)),
        join(mediaRoot, swatchPath(group, option, 'small')),
      )
    }
}
