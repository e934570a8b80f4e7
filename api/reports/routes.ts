// POST /v1/reports/kundli and /v1/reports/matching (issue 42): the horoscope features printed as one page, in HTML
// or as a PDF. The page is made on the compute pool (page.ts: the data from service.ts in the typed templates of
// html/); for a PDF the handler hands it to the renderer (renderer.ts). Costs and plan: REPORT_UNITS in plans.ts.
import { REPORT_MIN_PLAN, REPORT_UNITS } from '../plans.ts';
import { type AnyRoute, defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { BIRTH_ERRORS } from '../horoscope/answer.ts';
import type { ReportPage, ReportPageTask } from './page.ts';
import type { ReportRenderer } from './renderer.ts';
import { KundliReportBody, MatchingReportBody, ReportBody, type ReportFormat, KUNDLI_SECTIONS } from './schemas.ts';

const FIELD_ERRORS = { tz: 'invalid_timezone', as_of: 'invalid_as_of', lang: 'invalid_parameter' } as const;
const ERRORS = [
  ...BIRTH_ERRORS,
  'invalid_parameter',
  'invalid_as_of',
  'plan_required',
  'report_renderer_unavailable',
  'report_renderer_busy',
  // the compute pool's queue full, or the page not made within COMPUTE_POOL_TIMEOUT_MS
  'service_unavailable',
] as const;

const FORMATS_NOTE = `\`format\`: pdf (default, A4, printed by headless Chromium; ${REPORT_UNITS.pdf} units) or html (one self-contained page with print CSS; ${REPORT_UNITS.html} units). Without Chromium on the server a PDF is 503 \`report_renderer_unavailable\` and HTML still answers. \`lang\`: every name, label and reading in that language (readings stay English where a language has no translation yet, said in the footer). \`branding\`: \`title\`, \`footer\`, \`accent_color\` (#rrggbb).`;

/** The page as the format asks: text/html, or the PDF bytes with a file name. */
async function deliver(
  html: string,
  format: ReportFormat,
  fileName: string,
  renderer: ReportRenderer,
  ctx: HandlerContext,
): Promise<{ data: string | Buffer }> {
  if (format === 'html') {
    ctx.setHeader('Content-Type', 'text/html; charset=utf-8');
    return { data: html };
  }
  const pdf = await renderer.pdf(html);
  ctx.setHeader('Content-Type', 'application/pdf');
  ctx.setHeader('Content-Disposition', `inline; filename="${fileName}.pdf"`);
  return { data: pdf };
}

interface ReportSpec<B extends typeof KundliReportBody | typeof MatchingReportBody> {
  readonly path: string;
  readonly body: B;
  readonly summary: string;
  readonly description: string;
  /** Which report the compute pool makes of the body (page.ts). */
  readonly report: ReportPageTask['report'];
}

function reportRoute<B extends typeof KundliReportBody | typeof MatchingReportBody>(
  spec: ReportSpec<B>,
  renderer: ReportRenderer,
): AnyRoute {
  return defineRoute({
    product: 'horoscope',
    method: 'POST',
    path: spec.path,
    auth: 'key',
    minPlan: REPORT_MIN_PLAN,
    cost: ({ body }) => REPORT_UNITS[(body as { format?: ReportFormat }).format ?? 'pdf'],
    request: { body: spec.body },
    fieldErrors: FIELD_ERRORS,
    response: ReportBody,
    envelope: 'none',
    contentType: ['application/pdf', 'text/html; charset=utf-8'],
    summary: spec.summary,
    description: `${spec.description} ${FORMATS_NOTE}`,
    errors: ERRORS,
    handler: async ({ body }, ctx) => {
      const task = { report: spec.report, body, nowMs: ctx.nowMs } as ReportPageTask;
      const { html, fileName } = await ctx.services.compute.run<ReportPage>('report_page', task, ctx.signal);
      return deliver(html, (body as { format?: ReportFormat }).format ?? 'pdf', fileName, renderer, ctx);
    },
  });
}

export function reportRoutes(renderer: ReportRenderer): AnyRoute[] {
  return [
    reportRoute(
      {
        path: '/v1/reports/kundli',
        body: KundliReportBody,
        summary: 'Kundli report: the birth chart printed as a booklet (PDF or HTML), in any of the display languages',
        description: `Birth details and the panchang at birth with the avakahada chakra; D1, D9 and D10 charts (\`chart_style\` north, south or east) and the shodashvarga table; the planets (longitude, nakshatra and pada, house, dignity, retrograde, combust); Vimshottari to antardasha and Yogini with the running periods marked at \`as_of\` (default now); the sarvashtakavarga grid; mangal dosha, kaal sarp and sade sati; the natal readings. \`sections\` picks some of: ${KUNDLI_SECTIONS.join(', ')}.`,
        report: 'kundli',
      },
      renderer,
    ),
    reportRoute(
      {
        path: '/v1/reports/matching',
        body: MatchingReportBody,
        summary:
          'Matching report: both charts, Ashtakoot koota by koota, the ten poruthams, the doshas of both and the verdict (PDF or HTML)',
        description:
          '`boy` and `girl` are births as /v1/matching takes them, each with an optional `name`. Both births with their panchang and avakahada, both rashi charts, the eight kootas with the score, the ten poruthams (`porutham_system` tamil or kerala, as /v1/matching/porutham), mangal dosha, kaal sarp and sade sati of each, and the verdict with its notes.',
        report: 'matching',
      },
      renderer,
    ),
  ];
}
