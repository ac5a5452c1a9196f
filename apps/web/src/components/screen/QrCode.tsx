import { encode } from 'uqr';

/** The quiet zone a reader needs around the symbol (ISO/IEC 18004: four modules). */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path: a rectangle per horizontal run, so a phone's camera reads clean edges. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code of `text` (medium error correction, so a projector's glare or a crease on paper still
 * reads), drawn as SVG on the server: black on white whatever the page's colours, scaled by CSS.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
