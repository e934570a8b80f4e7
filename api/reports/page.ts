// A report's page, made where the compute pool runs it (api/compute/kinds.ts, kind `report_page`): the charts, the
// dashas, the ashtakavarga and the readings behind a kundli report take 7-15 ms of CPU, too long for the event loop
// that serves the cached daily lookups. Plain data in (the validated body and the request's instant), the page's
// HTML and file name out. Chromium then prints the PDF in its own process (renderer.ts), on the gateway's side.
import type { CityDirectory } from '../city-directory.ts';
import { contextOf } from '../horoscope/answer.ts';
import { kundliHtml } from './html/kundli.ts';
import { matchingHtml } from './html/matching.ts';
import type { KundliReportInput, MatchingReportInput } from './schemas.ts';
import { kundliReport, matchingReport } from './service.ts';

export type ReportPageTask =
  | { readonly report: 'kundli'; readonly body: KundliReportInput; readonly nowMs: number }
  | { readonly report: 'matching'; readonly body: MatchingReportInput; readonly nowMs: number };

export interface ReportPage {
  readonly html: string;
  /** The PDF's file name, without .pdf. */
  readonly fileName: string;
}

export function reportPageTask(task: ReportPageTask, env: { readonly directory: CityDirectory }): ReportPage {
  const hc = contextOf(env.directory, task.nowMs);
  if (task.report === 'matching') return { html: matchingHtml(matchingReport(task.body, hc)), fileName: 'matching' };
  const report = kundliReport(task.body, hc);
  return { html: kundliHtml(report), fileName: `kundli-${report.kundli.birth.date}` };
}
