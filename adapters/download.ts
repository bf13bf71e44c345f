// The browser's side of downloads (C §4 "a response containing a redirect-to field sends the browser to that
// address"; C §7 receipt "PDF blob saved as {orderReference}_receipt.pdf"): machines name these actions, this does them.

const clickLink = (href: string, fileName: string) => {
  const link = document.createElement('a')
  link.href = href
  // The signed file links answer with Content-Disposition attachment: the page stays where it is.
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** Sends the browser to a signed file link (one original, or the archive of all); the file saves, the page stays. */
export const openDownload = (url: string) => clickLink(url, '')

/** Saves a file the API answered (a Blob) under `fileName`. */
export const saveFile = (blob: Blob, fileName: string) => {
  const href = URL.createObjectURL(blob)
  clickLink(href, fileName)
  // The click has started the save; the address is let go once it has been read.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
