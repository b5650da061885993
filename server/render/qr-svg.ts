import { renderSVG } from 'uqr';

/**
 * A QR code as SVG, for a séance's link (docs/releases.md): scanned from a phone at the event,
 * printed on a sheet on a table. Four modules of quiet zone (what ISO/IEC 18004 asks, so a phone
 * finds the code on a busy page) and the medium error correction level: a printed code survives a
 * fold or a stain, and the code stays small. The text is a URL only, never personal data.
 */
export const qrSvg = (text: string): string =>
  renderSVG(text, {
    ecc: 'M',
    border: 4,
    pixelSize: 10,
    whiteColor: '#ffffff',
    blackColor: '#000000',
  });
