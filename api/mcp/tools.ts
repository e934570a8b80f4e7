// The tools the MCP endpoint offers: each is one REST route, named here with a one-line summary of its answer.
// Input schemas are not written here: they are the route's own zod body schema (the one REST validates with),
// turned into JSON Schema the way the OpenAPI document does it.
import type { z } from 'zod';
import type { KundliData, MatchingData } from '../horoscope/responses.ts';
import type { CoreData } from '../numerology/schemas/core.ts';
import { jsonSchema } from '../openapi.ts';
import type { SearchAnswer } from '../muhurat/schemas.ts';
import type { MonthlyData } from '../panchang/monthly.ts';
import type { DailyPanchangSchema } from '../panchang/schema.ts';
import type { AnyRoute, HttpMethod } from '../route-spec.ts';
import { pathsOf } from '../route-spec.ts';

/** A route's `data`, as the REST answer carried it. */
type Data = Record<string, unknown>;

export interface ToolSpec {
  readonly name: string;
  readonly title: string;
  readonly method: HttpMethod;
  /** The REST path the tool calls (the preferred one where a route has several). */
  readonly path: string;
  /** A sentence or two about the route's answer, for an agent or a person reading the transcript. */
  readonly summarize: (data: Data) => string;
}

// Each summary reads the route's data by the route's own response type: a renamed field fails the typecheck.
type Daily = z.output<typeof DailyPanchangSchema>;
type Monthly = z.output<typeof MonthlyData>;
type Kundli = z.output<typeof KundliData>;
type Matching = z.output<typeof MatchingData>;
type Core = z.output<typeof CoreData>;

function dailySummary(d: Daily): string {
  const [tithi, nakshatra, yoga] = [d.tithi[0]?.name, d.nakshatra[0]?.name, d.yoga[0]?.name];
  return `${d.city} ${d.date} (${d.weekday}): tithi ${tithi} (${d.paksha}), nakshatra ${nakshatra}, yoga ${yoga}; sunrise ${d.sun.rise}, sunset ${d.sun.set}.`;
}

function festivalsSummary(d: Monthly): string {
  const seen = new Set<string>();
  for (const day of d.days) for (const f of day.festivals.data) seen.add(`${f.name} (${day.date})`);
  const list = [...seen];
  const head = `${list.length} festival day${list.length === 1 ? '' : 's'} in ${d.city} for ${d.year}-${String(d.month).padStart(2, '0')}`;
  return list.length ? `${head}: ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', ...' : ''}.` : `${head}.`;
}

function kundliSummary(d: Kundli): string {
  const placed = d.grahas.map((g) => `${g.name} ${g.rashi.name} (house ${g.house})`).join(', ');
  return `Lagna ${d.lagna.rashi.name} for ${d.birth.place}, ${d.birth.date} ${d.birth.time}. ${placed}.`;
}

const matchingSummary = (d: Matching): string =>
  `Ashtakoot score ${d.score.total} of ${d.score.max} (${d.score.percent}%): ${d.verdict}`;

const coreSummary = (d: Core): string =>
  `${d.input.full_name}, born ${d.input.date_of_birth}: life path ${d.date_numbers.life_path_number}, birthday number ${d.date_numbers.birthday_number}, moolank ${d.date_numbers.moolank}.`;

/** Every tool route is a POST taking a JSON body; `D` is the type of the route's data. */
function muhuratSummary(d: SearchAnswer): string {
  const dates = [...new Set(d.windows.map((w) => w.date))];
  const head = `${d.windows.length} ${d.activity} window${d.windows.length === 1 ? '' : 's'} on ${dates.length} day${dates.length === 1 ? '' : 's'} in ${d.city}, ${d.from} to ${d.to}`;
  const best = d.windows.filter((w) => w.quality === 'best').slice(0, 5);
  const shut = Object.entries(d.excluded_days_count).map(([k, n]) => `${k} ${n}`);
  return `${head}${best.length ? `; best: ${best.map((w) => `${w.start}-${w.end.slice(11)}`).join(', ')}` : ''}${shut.length ? `; days excluded: ${shut.join(', ')}` : ''}.`;
}

const tool = <D>(name: string, title: string, path: string, summarize: (data: D) => string): ToolSpec => ({
  name,
  title,
  method: 'POST',
  path,
  summarize: (data) => summarize(data as D),
});

export const TOOL_SPECS: readonly ToolSpec[] = [
  tool('panchang_daily', 'Panchang of a day in a city', '/v1/panchang/daily', dailySummary),
  tool(
    'panchang_festivals',
    'Festivals of a month in a city (the monthly panchang)',
    '/v1/panchang/monthly',
    festivalsSummary,
  ),
  tool('kundli', 'Birth chart (kundli, D1)', '/v1/kundli', kundliSummary),
  tool('matching', 'Ashtakoot match of two birth charts', '/v1/matching', matchingSummary),
  tool('numerology_core', 'Core numerology numbers of a name and birth date', '/v1/numerology/core', coreSummary),
  // issue #30: the muhurat search
  tool('muhurat_search', 'Auspicious windows for an activity over a date range', '/v1/muhurat/search', muhuratSummary),
];

export interface Tool extends ToolSpec {
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

/** The tools whose route is mounted, each with the route's description and its body schema as JSON Schema. */
export function mountedTools(routes: readonly AnyRoute[]): Tool[] {
  const tools: Tool[] = [];
  for (const spec of TOOL_SPECS) {
    const route = routes.find((r) => r.method === spec.method && pathsOf(r).includes(spec.path));
    const body = route?.request?.body;
    if (!route || !body) continue;
    const plan = route.minPlan ? ` Needs the ${route.product} plan ${route.minPlan} or above.` : '';
    const description = `${route.summary}. Calls ${spec.method} ${spec.path} with your x-api-key: the same plan gate, limits and quota.${plan}`;
    tools.push({ ...spec, description, inputSchema: { type: 'object', ...jsonSchema(body) } });
  }
  return tools;
}
