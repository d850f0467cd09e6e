/**
 * SMS text within one GSM-7 message. A message that holds only GSM 03.38 characters fits 160 of them (each of the
 * extension table's counts twice); a single other character (a curly quote, 'ọ' in a Yoruba name, '₦') turns the
 * whole message into UCS-2, where one message holds 70, and Termii bills each page (its docs: "1 page = 160
 * characters", special characters bring it to 70). So texts are brought into the GSM set before they are measured.
 */
export const SMS_LIMIT = 160;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

/** Common characters outside the set, and what a reader expects in their place. */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u20A6': 'N', // ₦5,000 → N5,000, as Nigerians write it in plain text
  '\u2022': '-',
  '\t': ' ',
};

/** The GSM-7 length of a text (extension characters count two), or null when it holds a character outside GSM-7. */
export function gsmLength(text: string): number | null {
  let units = 0;
  for (const char of text) {
    if (basic.has(char)) units += 1;
    else if (extended.has(char)) units += 2;
    else return null;
  }
  return units;
}

/** The text in GSM-7 characters: typographic marks made plain, accents the set lacks dropped, anything else '?'. */
export function toGsm(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (basic.has(char) || extended.has(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    // 'ọ' → 'o', 'ń' → 'n': the letter without the mark the set has no room for.
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += bare !== '' && gsmLength(bare) !== null ? bare : '?';
  }
  return out;
}

/**
 * The first of `variants` (longest and friendliest first) that fits one SMS once in GSM-7; if none does, the last
 * one cut to fit. Each template ends its list with a short form, so the cut only happens with absurd data.
 */
export function fitSms(variants: string[], limit = SMS_LIMIT): string {
  const texts = variants.map((v) => toGsm(v.replace(/[ ]{2,}/g, ' ').trim()));
  for (const text of texts) {
    if ((gsmLength(text) ?? Infinity) <= limit) return text;
  }
  const last = texts.at(-1) ?? '';
  let cut = '';
  for (const char of last) {
    if ((gsmLength(cut + char) ?? Infinity) > limit - 3) break;
    cut += char;
  }
  return `${cut}...`;
}
