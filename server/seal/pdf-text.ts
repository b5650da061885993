/**
 * PDF text strings (ISO 32000-2 §7.9.2.2) → JavaScript strings: UTF-16BE or UTF-8 after their
 * byte-order mark, PDFDocEncoding otherwise. The seal's /Reason, /Name, /Location are written in
 * whichever fits (a narrow no-break space, U+202F, needs UTF-16).
 */

/** PDFDocEncoding where it differs from Latin-1 (Annex D.3); 0x7F, 0x9F and 0xAD are undefined. */
const pdfDocDifferences: Record<number, number> = {
  0x18: 0x02d8,
  0x19: 0x02c7,
  0x1a: 0x02c6,
  0x1b: 0x02d9,
  0x1c: 0x02dd,
  0x1d: 0x02db,
  0x1e: 0x02da,
  0x1f: 0x02dc,
  0x80: 0x2022,
  0x81: 0x2020,
  0x82: 0x2021,
  0x83: 0x2026,
  0x84: 0x2014,
  0x85: 0x2013,
  0x86: 0x0192,
  0x87: 0x2044,
  0x88: 0x2039,
  0x89: 0x203a,
  0x8a: 0x2212,
  0x8b: 0x2030,
  0x8c: 0x201e,
  0x8d: 0x201c,
  0x8e: 0x201d,
  0x8f: 0x2018,
  0x90: 0x2019,
  0x91: 0x201a,
  0x92: 0x2122,
  0x93: 0xfb01,
  0x94: 0xfb02,
  0x95: 0x0141,
  0x96: 0x0152,
  0x97: 0x0160,
  0x98: 0x0178,
  0x99: 0x017d,
  0x9a: 0x0131,
  0x9b: 0x0142,
  0x9c: 0x0153,
  0x9d: 0x0161,
  0x9e: 0x017e,
  0xa0: 0x20ac,
};
const undefinedInPdfDoc = new Set([0x7f, 0x9f, 0xad]);

export function decodePdfText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  let text = '';
  for (const byte of bytes) {
    text += undefinedInPdfDoc.has(byte)
      ? '\ufffd'
      : String.fromCharCode(pdfDocDifferences[byte] ?? byte);
  }
  return text;
}

/**
 * A PDF date (`D:YYYYMMDDHHmmSSOHH'mm`, §7.9.4) as an ISO 8601 instant, or undefined when it does
 * not read as one. Missing parts take their defaults (month 01, …, offset Z).
 */
export function pdfDateToIso(text: string): string | undefined {
  const match =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(\d{2})?'?)?)?$/.exec(
      text.trim(),
    );
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00'] = match;
  const sign = match[7] === '-' ? -1 : match[7] === '+' ? 1 : 0;
  const offsetMinutes = sign * (Number(match[8] ?? 0) * 60 + Number(match[9] ?? 0));
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (Number.isNaN(utc)) return undefined;
  return new Date(utc - offsetMinutes * 60_000).toISOString();
}
