import { access, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { type DemoProduct, demoSessions } from './demo'
import { productImagePath } from './seed'

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

/** Renders the demo shop's logo and product pictures into the media folder, skipping files already there. */
export const renderDemoArt = async (mediaRoot: string) => {
  await render(logoSvg, join(mediaRoot, 'media/store/logo.png'))
  for (const session of demoSessions)
    for (const category of session.productSet.categories)
      for (const p of category.products)
        await render(productSvg(p), join(mediaRoot, productImagePath(session.productSet.key, p)))
}
