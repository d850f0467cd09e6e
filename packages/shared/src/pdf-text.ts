/**
 * Text as the standard PDF fonts can draw it (the server's invoice and receipt PDFs, the browser's printed invoice).
 * Those fonts speak Windows-1252 only, and it has no naira sign: amounts are written with the ISO code, 'NGN 18,000',
 * as bank statements print them, so the text stays extractable and searchable; accents are dropped and anything else
 * outside the font is replaced, so no name a person typed can stop a file from being made.
 */
export function pdfText(value: string): string {
  return value
    .replace(/₦\s?/g, 'NGN ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff€‘’“”–—•…]/g, '?');
}
