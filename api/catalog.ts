// The product routes `npm start` mounts beside the gateway's own (accounts, keys, health, status,
// cities, OpenAPI). Each product adds its list here: `...panchangRoutes(deps)` and so on.
import { calendarRoutes } from './calendars/routes.ts';
import { join } from 'node:path';
import { billingRoutes } from './billing/index.ts';
import { calendarPageRoutes } from './calendar-page/routes.ts';
import { manifestReader } from './exports/dataset.ts';
import { exportRoutes } from './exports/routes.ts';
import { feedRoutes } from './feeds/routes.ts';
import type { CityDirectory } from './cities.ts';
import type { Config } from './gateway/config.ts';
import { panchangRoutes } from './panchang/routes.ts';
import type { PlaceDaySource } from './panchang/service.ts';
import type { AnyRoute } from './gateway/route-spec.ts';
import { numerologyRoutes } from './numerology/routes.ts';
import { horoscopeRoutes } from './horoscope/routes.ts';
import { muhuratRoutes } from './muhurat/routes.ts';
import type { RashifalSource } from './horoscope/shard-source.ts';
import { ChromiumRenderer, type ReportRenderer } from './reports/renderer.ts';
import { reportRoutes } from './reports/routes.ts';

export interface ProductDeps {
  readonly cityDirectory: CityDirectory;
  readonly config: Config;
  /** The pipeline's shard reader, when shards are published under DATA_DIR/shards. */
  readonly panchangSource?: PlaceDaySource | null;
  /** The same reader's rashifal shards. */
  readonly rashifalSource?: RashifalSource | null;
  /**
   * Prints the PDF reports; its owner closes it at shutdown. Default: an embedded Chromium renderer from the config,
   * which starts no browser until the first PDF and stops it when idle.
   */
  readonly reportRenderer?: ReportRenderer;
}

/** The embedded PDF renderer the config describes (CHROMIUM_PATH, REPORT_PDF_*). */
export const reportRendererFor = (config: Config): ChromiumRenderer => new ChromiumRenderer(config.reportPdf);

export function productRoutes(deps: ProductDeps): AnyRoute[] {
  const shardsDir = join(deps.config.dataDir, 'shards');
  const panchang = panchangRoutes({ shardsDir, source: deps.panchangSource ?? null, nowMs: () => Date.now() });
  return [
    ...panchang.routes,
    ...feedRoutes(panchang.service),
    ...exportRoutes({ service: panchang.service, manifest: manifestReader(shardsDir) }),
    ...calendarPageRoutes(panchang.service),
    ...numerologyRoutes,
    ...horoscopeRoutes({ rashifal: deps.rashifalSource ?? null }),
    ...billingRoutes(),
    // issue #30: the muhurat search
    ...muhuratRoutes(),
    // issue 39: date conversion between the calendars served
    ...calendarRoutes(panchang.service),
    // issue 42: printed reports
    ...reportRoutes(deps.reportRenderer ?? reportRendererFor(deps.config)),
  ];
}
