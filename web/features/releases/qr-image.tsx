/**
 * The séance's QR code, drawn from the SVG the server made, as an image: the SVG never enters the
 * page's DOM (no markup from an answer is ever parsed into it), and the alternative text says where
 * it leads, for whoever cannot scan it.
 */
export function QrImage({ svg, url, size = 240 }: { svg: string; url: string; size?: number }) {
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return (
    <img
      src={source}
      width={size}
      height={size}
      alt={`QR code de la séance, qui ouvre ${url}`}
      data-testid="release-qr"
      className="bg-white"
    />
  );
}
