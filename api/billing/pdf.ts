// A one-page PDF of plain text lines (receipts): PDF 1.4 with the standard Helvetica font, so no
// font file and no dependency. Text is limited to printable ASCII, which that font encodes as is.
const PAGE = { widthPt: 595, heightPt: 842, marginPt: 56, fontSizePt: 11, leadingPt: 16 } as const;

const ascii = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');
const pdfString = (text: string): string => `(${ascii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

function contentStream(title: string, lines: readonly string[]): string {
  const top = PAGE.heightPt - PAGE.marginPt;
  const body = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  return [
    'BT',
    `/F1 ${PAGE.fontSizePt + 5} Tf ${PAGE.marginPt} ${top} Td ${pdfString(title)} Tj`,
    `/F1 ${PAGE.fontSizePt} Tf ${PAGE.leadingPt} TL 0 -${2 * PAGE.leadingPt} Td`,
    body,
    'ET',
  ].join('\n');
}

/** The document's bytes: objects, then the cross-reference table of their byte offsets. */
export function textPdf(title: string, lines: readonly string[]): Buffer {
  const stream = contentStream(title, lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.widthPt} ${PAGE.heightPt}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
