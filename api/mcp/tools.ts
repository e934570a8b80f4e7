// The tools the MCP endpoint offers: each is one REST route, named here with a one-line summary of its answer.
// Input schemas are not written here: they are the route's own zod body schema (the one REST validates with),
// turned into JSON Schema the way the OpenAPI document does it.
import type { z } from 'zod';
import type { AshtakavargaData, KpData, TransitsData } from '../horoscope/jyotish-responses.ts';
import type { DashaData, DivisionalData, KundliData, MatchingData } from '../horoscope/responses.ts';
import type { CoreData } from '../numerology/schemas/core.ts';
import { jsonSchema } from '../openapi.ts';
import type { SearchAnswer } from '../muhurat/schemas.ts';
import type { MonthlyData } from '../panchang/monthly.ts';
import type { DailyPanchangSchema } from '../panchang/schema.ts';
import type { AnyRoute, HttpMethod } from '../gateway/route-spec.ts';
import { pathsOf } from '../gateway/route-spec.ts';

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
type Divisional = z.output<typeof DivisionalData>;
type Ashtaka = z.output<typeof AshtakavargaData>;
type Dasha = z.output<typeof DashaData>;
type Transits = z.output<typeof TransitsData>;
type Kp = z.output<typeof KpData>;

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

function divisionalSummary(d: Divisional): string {
  const placed = d.positions.map((p) => `${p.graha} ${p.rashi.name} (house ${p.house})`).join(', ');
  return `${d.varga} ${d.name} (${d.method}): lagna ${d.lagna.rashi.name}. ${placed}.`;
}

function ashtakavargaSummary(d: Ashtaka): string {
  const best = d.sarva.indexOf(Math.max(...d.sarva));
  const worst = d.sarva.indexOf(Math.min(...d.sarva));
  return `Sarva ashtakavarga ${d.totals.sarva} bindus: strongest ${d.signs[best]?.name} (${d.sarva[best]}), weakest ${d.signs[worst]?.name} (${d.sarva[worst]}). By sign from Mesha: ${d.sarva.join(' ')}.`;
}

function dashaSummary(d: Dasha): string {
  const running = d.running.map((p) => `${p.level_key} ${p.name} (${p.start?.slice(0, 10)} to ${p.end?.slice(0, 10)})`);
  return `${d.system} dasha (${d.year_length} years) at ${d.current.as_of}: ${running.join(', ') || 'outside the cycle'}.`;
}

function transitsSummary(d: Transits): string {
  const placed = d.positions.map((p) => `${p.graha} ${p.rashi.name} (${p.house_from_moon} from Moon, ${p.verdict})`);
  const sati = d.saturn.sade_sati ? ` Sade Sati: ${d.saturn.sade_sati}.` : '';
  return `Transits at ${d.at}: ${placed.join(', ')}. ${d.ingresses.length} sign ingresses in the range.${sati}`;
}

function kpSummary(d: Kp): string {
  const cusps = d.cusps.map((c) => `${c.house}: ${c.rashi.name} ${c.degree_in_sign.toFixed(2)}° (sub ${c.lords.sub})`);
  return `KP chart (Krishnamurti ayanamsa ${d.ayanamsa.degree.toFixed(4)}°, Placidus). Cusps ${cusps.join(', ')}.`;
}

/** Every tool route is a POST taking a JSON body; `D` is the type of the route's data. */
function muhuratSummary(answer: SearchAnswer): string {
  const d = { ...answer, windows: answer.windows ?? [] };
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
  // issue 32: jyotish in depth
  tool('divisional_chart', 'Divisional chart (varga D1-D60) of a birth', '/v1/divisional', divisionalSummary),
  tool('ashtakavarga', 'Ashtakavarga (bhinna, sarva, reduced) of a birth', '/v1/ashtakavarga', ashtakavargaSummary),
  tool(
    'dasha',
    'Vimshottari, Yogini, Ashtottari or Chara (Jaimini sign) dasha periods of a birth',
    '/v1/dasha',
    dashaSummary,
  ),
  tool('transits', 'Transits (gochar) over a birth chart', '/v1/transits', transitsSummary),
  tool('kp_chart', 'KP chart: Placidus cusps, star and sub lords, significators', '/v1/kp/chart', kpSummary),
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
