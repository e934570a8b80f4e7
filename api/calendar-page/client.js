// The month view's script, bundled with grid.ts into /calendar.js (routes.ts). Without a key the server-rendered demo
// month stays as it is. With a key pasted into the page (kept in localStorage, sent only as the X-Api-Key header,
// never in a URL) it asks the monthly endpoint for the chosen city and month and draws the grid with the same
// renderMonth the server uses. A day's JSON link then fetches /v1/panchang/daily with the key. Every message is in
// the page's language (tables/calendar-page-text.ts), and the city box suggests cities by name in any script from
// GET /v1/cities, shown in the page's script (tables/places/city-names.ts).
import { fill, PAGE_TEXT } from '../../tables/calendar-page-text.ts';
import { MUHURAT_ACTIVITY_KEYS, nameOf } from '../../tables/names/index.ts';
import { LANGS } from '../../tables/names/types.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';
import { monthTitle, renderMonth } from './grid.ts';

/** One of the ten display languages, English for anything else. */
const langOf = (value) => (LANGS.includes(value) ? value : 'en');

const STORAGE_KEY = 'panchang.apiKey';
const $ = (id) => document.getElementById(id);
/** The sentences of the page's language (the language the server drew the page in). */
const text = () => PAGE_TEXT[langOf($('month').dataset.lang)];

function wanted() {
  const main = $('month');
  return {
    city_id: main.dataset.cityId,
    year: Number(main.dataset.year),
    month: Number(main.dataset.month),
    lang: langOf(main.dataset.lang),
  };
}

function say(text, isError = false) {
  const status = $('status');
  status.textContent = text;
  status.classList.toggle('error', isError);
}

async function post(path, key, body) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${json.message ?? res.statusText} (${json.error ?? res.status})`);
  return json;
}

/**
 * `?activity=marriage` (issue #30): with a key, the month's days that have a muhurat window for the activity get the
 * class `muhurat` and a title naming the first window. Refusals (a plan below amethyst) leave the grid as it is.
 */
async function markMuhurat(key, w, days) {
  const activity = new URLSearchParams(location.search).get('activity');
  if (!activity || !days.length) return;
  try {
    const body = { activity, from: days[0].date, to: days[days.length - 1].date, city_id: w.city_id, lang: w.lang };
    const json = await post('/v1/muhurat/search', key, body);
    // the activity and the window's quality by their names in the page's language (the name books)
    const what = MUHURAT_ACTIVITY_KEYS.includes(activity)
      ? nameOf(w.lang, 'muhurat_activity', activity)
      : activity.replace(/_/g, ' ');
    for (const win of json.data.windows) {
      const cell = $('month').querySelector(`li.day[data-date="${win.date}"]`);
      if (!cell || cell.classList.contains('muhurat')) continue;
      cell.classList.add('muhurat');
      cell.title = `${what}: ${win.start.slice(11, 16)}-${win.end.slice(11, 16)} (${nameOf(w.lang, 'muhurat_feed', win.quality)})`;
    }
  } catch (error) {
    say(fill(text().muhuratOff, { message: error.message }), true);
  }
}

function activityParam() {
  const activity = new URLSearchParams(location.search).get('activity');
  return activity ? `&activity=${encodeURIComponent(activity)}` : '';
}

function icsHref(w) {
  return `/v1/panchang/calendar.ics?city_id=${encodeURIComponent(w.city_id)}&lang=${w.lang}`;
}

async function showKeyedMonth(key) {
  const w = wanted();
  say(text().loading);
  try {
    const json = await post('/v1/panchang/monthly', key, w);
    const main = $('month');
    main.innerHTML = renderMonth({ ...w, days: json.data.days, jsonHref: (date) => `#json-${date}` });
    main.dataset.mode = 'key';
    // the city's name in the page's script where the names table has it (the answer's own field may be Latin)
    const city = cityDisplayName(json.data.city_id, json.data.city, w.lang);
    $('title').textContent = `${monthTitle(w.year, w.month, w.lang)} · ${city}`;
    $('ics').href = icsHref(w);
    say(fill(text().keyedShown, { city, count: json.data.days.length, plan: json.profile }));
    await markMuhurat(key, w, json.data.days);
  } catch (error) {
    say(fill(text().refused, { message: error.message }), true);
  }
}

/** Cities whose name (in any script) matches `q`, most likely first: GET /v1/cities, no key. */
async function findCities(q, limit) {
  const res = await fetch(`/v1/cities?q=${encodeURIComponent(q)}&limit=${limit}`);
  if (!res.ok) return [];
  const json = await res.json().catch(() => ({}));
  return Array.isArray(json.data) ? json.data : [];
}

/**
 * The city box: typing clears the chosen city_id and offers the matching cities by their name in the page's
 * language; picking one (its exact name) sets the id. Without a pick the server (or onNavigate) finds the text.
 */
function cityBox() {
  const box = $('city');
  const list = $('city-options');
  let timer = 0;
  let asked = 0;
  const pick = () => {
    const chosen = [...list.options].find((o) => o.value === box.value);
    $('city-id').value = chosen ? chosen.dataset.cityId : '';
  };
  // the box holds the shown city's name: a click selects it, so typing replaces it
  box.addEventListener('focus', () => box.select());
  box.addEventListener('input', () => {
    pick();
    clearTimeout(timer);
    const q = box.value.trim();
    if (q.length < 2) return;
    timer = setTimeout(async () => {
      const ticket = ++asked;
      const cities = await findCities(q, 8);
      if (ticket !== asked) return; // a later keystroke's answer wins
      const lang = langOf($('month').dataset.lang);
      const seen = new Set();
      list.replaceChildren(
        ...cities
          .map((c) => ({ id: c.city_id, name: cityDisplayName(c.city_id, c.name, lang) }))
          .filter((c) => !seen.has(c.name) && seen.add(c.name)) // one name, the most populous city
          .map(optionOf),
      );
      pick();
    }, 150);
  });
}

function optionOf(city) {
  const option = document.createElement('option');
  option.value = city.name;
  option.dataset.cityId = city.id;
  return option;
}

/** The city the nav form names: the picked id, or the first city found by the box's text. */
async function chosenCity(form) {
  const id = String(form.get('city_id') ?? '').trim();
  if (id) return id.toLowerCase();
  const typed = String(form.get('city') ?? '').trim();
  const found = typed ? await findCities(typed, 1) : [];
  return found[0]?.city_id ?? $('month').dataset.cityId;
}

/** The nav form with a key: stay on the page, put the choice in the URL (never the key) and fetch the month. */
async function onNavigate(event, key) {
  event.preventDefault();
  const form = new FormData(event.target);
  const [year, month] = String(form.get('month')).split('-').map(Number);
  const main = $('month');
  main.dataset.cityId = await chosenCity(form);
  if (year && month) Object.assign(main.dataset, { year: String(year), month: String(month) });
  main.dataset.lang = langOf(form.get('lang'));
  const w = wanted();
  history.replaceState(
    null,
    '',
    `?city_id=${encodeURIComponent(w.city_id)}&month=${w.year}-${String(w.month).padStart(2, '0')}&lang=${w.lang}${activityParam()}`,
  );
  void showKeyedMonth(key);
}

/** A day's JSON in a new tab: with a key it is the daily endpoint's answer (a link cannot carry the header). */
async function openDayJson(event, key) {
  const link = event.target.closest('a.json');
  if (!link || $('month').dataset.mode !== 'key') return;
  event.preventDefault();
  const w = wanted();
  const tab = window.open('', '_blank');
  try {
    const json = await post('/v1/panchang/daily', key, { date: link.dataset.json, city_id: w.city_id, lang: w.lang });
    const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
    if (tab) tab.location.href = url;
  } catch (error) {
    tab?.close();
    say(error.message, true);
  }
}

function showKeyState(key) {
  $('keystate').textContent = key ? text().keyStored : text().keyNone;
}

function start() {
  let key = localStorage.getItem(STORAGE_KEY) ?? '';
  $('key-form').addEventListener('submit', (event) => {
    event.preventDefault();
    key = $('key').value.trim();
    $('key').value = '';
    if (!key) return;
    localStorage.setItem(STORAGE_KEY, key);
    showKeyState(key);
    void showKeyedMonth(key);
  });
  $('forget').addEventListener('click', () => {
    localStorage.removeItem(STORAGE_KEY);
    location.reload();
  });
  $('nav').addEventListener('submit', (event) => {
    if (key) void onNavigate(event, key);
  });
  $('month').addEventListener('click', (event) => {
    if (key) void openDayJson(event, key);
  });
  cityBox();
  showKeyState(key);
  if (key) void showKeyedMonth(key);
}

start();
