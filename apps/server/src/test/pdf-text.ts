import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * A PDF read back for tests, with no extra dependency: its pages' sizes and the text each shows. pdf-lib draws
 * standard-font text as `<hex> Tj` (or `(literal) Tj`) in Flate-compressed content streams; pdf-lib itself inflates
 * them (decodePDFRawStream), and the strings are read back as the font's single-byte codes. The web's printed
 * invoice is read the same way (apps/web/src/test/pdf-text.ts).
 */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: { width: number; height: number; text: string }[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes);
  return {
    title: doc.getTitle(),
    pages: doc.getPages().map((page) => ({ ...page.getSize(), text: pageText(page) })),
  };
}

function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
    .join('\n');
  const shown: string[] = [];
  for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1];
      let text = '';
      for (let i = 0; i < hex.length; i += 2) text += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
      shown.push(text);
    } else {
      shown.push((match[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}
