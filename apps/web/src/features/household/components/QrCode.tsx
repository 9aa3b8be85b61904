import { generate } from 'lean-qr/nano';

/**
 * The link as a QR code the partner's phone scans from this screen: drawn here as SVG (one path, a
 * module per unit square, a 4-module quiet zone), no network, no canvas. lean-qr's smallest build,
 * in this screen's chunk only.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const code = generate(value);
  const quiet = 4;
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.get(x, y)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  }
  const side = code.size + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-56 max-w-full rounded-xl bg-white"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
