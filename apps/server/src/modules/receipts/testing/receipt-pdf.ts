import { deflateSync } from 'node:zlib';

// PDFs written by hand for the tests (decision 0069): a receipt's lines as a text layer (Courier, as an
// e-receipt prints them), compressed or not, a page of pictures only (no text), a PDF of many pages, and
// one whose compressed content inflates a thousandfold. PDF 1.4 written out: objects, a cross-reference
// table with each object's offset, a trailer.

/** A PDF string's bytes in WinAnsi (the euro sign is 0x80), escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char === '€' ? 0x80 : (char.codePointAt(0) ?? 0x3f);
    if (code > 0xff) out += '?';
    else if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `(${out})`;
}

function writePdf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stream = (content: string, compress = false) => {
  if (!compress) return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  const data = deflateSync(Buffer.from(content, 'latin1')).toString('latin1');
  return `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream`;
};

/**
 * A one-page PDF whose text layer is these lines, top to bottom; `split` prints each line's last
 * column (the amount) as a run of its own, as e-receipts set their columns.
 */
export function receiptPdf(lines: string[], { split = false, compress = false } = {}): Buffer {
  const size = 9;
  const runs = lines.map((line, index) => {
    const y = 800 - index * (size + 3);
    const amount = split ? /^(.*?\S)(\s{2,})(\S.*)$/.exec(line) : null;
    if (!amount) return `BT /F1 ${size} Tf 20 ${y} Td ${pdfString(line)} Tj ET`;
    const [, left = '', gap = '', right = ''] = amount;
    const x = 20 + (left.length + gap.length) * size * 0.6;
    return `BT /F1 ${size} Tf 20 ${y} Td ${pdfString(left)} Tj ET BT /F1 ${size} Tf ${x.toFixed(1)} ${y} Td ${pdfString(right)} Tj ET`;
  });
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(runs.join('\n'), compress),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
  ]);
}

/** A scanned receipt saved as PDF: a page that only draws (a grey block), no text. */
export function picturePdf(): Buffer {
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 842] /Contents 4 0 R >>',
    stream('0.5 g 20 20 260 800 re f'),
  ]);
}

/** A PDF of `pages` pages sharing one content (what a page bomb does, cheaply). */
export function manyPagesPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    stream('BT /F1 9 Tf 20 800 Td (TOTAL 1,00) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
    ...Array.from({ length: pages }, () => page),
  ]);
}

/** A page whose compressed content is `megabytes` MB of spaces once inflated (a Flate bomb, kept small). */
export function flateBombPdf(megabytes: number): Buffer {
  const data = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 9 }).toString('latin1');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 842] /Contents 4 0 R >>',
    `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream`,
  ]);
}
