import { rotateTokenSecret } from './services/identity'
import { HELP, toolArguments, withShopDatabase } from './tool'

// npm run rotate-token-key [-- --drop-previous]: a new key signs shopper tokens (docs/operations.md).

const USAGE = `Usage: npm run rotate-token-key [-- --drop-previous]

  Makes a new key for signing shopper tokens. Tokens signed with the old key keep working and are renewed with the
  new one on their next use; restart the shop's processes so they sign with the new key.
  --drop-previous   also forget the key before this one (after a leak): tokens signed with it stop working.

DATA_DIR and DATABASE_URL as for npm start; on the embedded database stop the shop first.`

const { values } = toolArguments(USAGE, { options: { 'drop-previous': { type: 'boolean' }, ...HELP } })

await withShopDatabase(async (db) => {
  const dropPrevious = values['drop-previous'] === true
  await rotateTokenSecret(db, { dropPrevious })
  console.log(
    dropPrevious
      ? 'New token key made; the previous key is forgotten. Restart the shop: tokens signed before are refused.'
      : 'New token key made; the old one is still accepted. Restart the shop so it signs with the new key.',
  )
})
