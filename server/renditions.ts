import { RENDITIONS_VERSION, remakeAllRenditions } from './services/renditions'
import { HELP, toolArguments, withShopDatabase } from './tool'

// npm run renditions: makes every photo's renditions again from its original, after an upgrade that changed them
// (docs/operations.md).

const USAGE = `Usage: npm run renditions

  Makes the small, grid, medium and large renditions (and knockouts) of every photo again from its original, each
  with its WebP, with the current sizes and watermark, and marks DATA_DIR as current (version ${RENDITIONS_VERSION}). Run it once after an
  upgrade that says so; running it again does the same work again and changes nothing.

DATA_DIR and DATABASE_URL as for npm start; on the embedded database stop the shop first.`

toolArguments(USAGE, { options: HELP })

await withShopDatabase(async (db, dataDir) => {
  const outcomes = await remakeAllRenditions(db, dataDir, (done, total, { imageId, problem }) => {
    if (problem) console.log(`${done}/${total} ${imageId}: left as it was (${problem})`)
    else if (done % 100 === 0 || done === total) console.log(`${done}/${total} photos`)
  })
  const failed = outcomes.filter((o) => o.problem).length
  console.log(
    `Renditions made again for ${outcomes.length - failed} photos${failed ? `; ${failed} left as they were` : ''}.`,
  )
})
