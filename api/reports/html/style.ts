// The report's one stylesheet: static text (the page CSP allows it by its sha256, api/middleware/security-headers.ts),
// so the accent colour of a branding comes in as a custom property on <body>, and each script's fonts are chosen by
// :lang(). Fonts are the Noto families Debian's fonts-noto-core installs (the PDF renderer's machine; .ci/run
// installs them), then Lohit, then the reader's own sans-serif.
export const REPORT_STYLE = `
@page { size: A4; margin: 14mm 12mm 16mm; }
:root { --accent: #8a3b12; --ink: #1d1d1f; --rule: #d9cbbd; --soft: #f7f1ea; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: var(--ink); font: 10.5pt/1.45 'Noto Sans', 'DejaVu Sans', sans-serif; background: #fff; }
:lang(hi), :lang(mr), :lang(ne) { font-family: 'Noto Sans Devanagari', 'Lohit Devanagari', 'Noto Sans', sans-serif; }
:lang(ta) { font-family: 'Noto Sans Tamil', 'Lohit Tamil', 'Noto Sans', sans-serif; }
:lang(te) { font-family: 'Noto Sans Telugu', 'Lohit Telugu', 'Noto Sans', sans-serif; }
:lang(kn) { font-family: 'Noto Sans Kannada', 'Lohit Kannada', 'Noto Sans', sans-serif; }
:lang(ml) { font-family: 'Noto Sans Malayalam', 'Lohit Malayalam', 'Noto Sans', sans-serif; }
:lang(bn) { font-family: 'Noto Sans Bengali', 'Lohit Bengali', 'Noto Sans', sans-serif; }
:lang(gu) { font-family: 'Noto Sans Gujarati', 'Lohit Gujarati', 'Noto Sans', sans-serif; }
:lang(or) { font-family: 'Noto Sans Oriya', 'Lohit Odia', 'Noto Sans', sans-serif; }
main { max-width: 190mm; margin: 0 auto; padding: 12px; }
header.cover { border-bottom: 3px double var(--accent); margin-bottom: 10px; padding-bottom: 6px; }
.brand { color: var(--accent); font-size: 9.5pt; letter-spacing: .04em; margin: 0; }
h1 { color: var(--accent); font-size: 20pt; margin: 2px 0; }
h1 .who { color: var(--ink); font-size: 14pt; font-weight: 600; display: block; }
h2 { color: var(--accent); font-size: 13pt; border-bottom: 1px solid var(--rule); margin: 14px 0 6px; padding-bottom: 2px; }
h3 { font-size: 11pt; margin: 10px 0 4px; }
section { break-inside: auto; }
section.page { break-before: page; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(58mm, 1fr)); gap: 8px; }
figure { margin: 0; break-inside: avoid; }
figure svg { width: 100%; height: auto; display: block; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; font-size: 9.5pt; break-inside: auto; }
tr { break-inside: avoid; }
th, td { border: 1px solid var(--rule); padding: 2px 5px; text-align: left; vertical-align: top; }
thead th { background: var(--soft); }
table.fields th { width: 42%; background: var(--soft); font-weight: 600; }
table.grid:not(.prose) td:not(:first-child) { white-space: nowrap; }
table.prose td:last-child { min-width: 40%; }
table.compact { font-size: 8.5pt; }
table.compact td, table.compact th { padding: 1px 3px; text-align: center; }
tr.running td { background: #fdeccf; font-weight: 700; }
.mark { color: var(--accent); font-weight: 700; }
.score { font-size: 16pt; font-weight: 700; color: var(--accent); }
.verdict { border: 2px solid var(--accent); padding: 6px 10px; border-radius: 4px; break-inside: avoid; }
ul.reading { margin: 2px 0 8px; padding-left: 18px; }
ul.reading li { margin: 2px 0; }
.outlook { color: var(--accent); font-weight: 600; }
.dashas { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; }
.dashas table { margin: 0; }
footer { border-top: 1px solid var(--rule); margin-top: 14px; padding-top: 4px; font-size: 8.5pt; color: #555; }
@media (max-width: 600px) {
  body { font-size: 10pt; }
  main { padding: 8px; }
  .pair, .dashas { grid-template-columns: 1fr; }
  .charts { grid-template-columns: 1fr; }
  h1 { font-size: 17pt; }
}
@media print { main { padding: 0; max-width: none; } .scroll { overflow: visible; } }
`;
