// The month view's script, bundled with grid.ts into /calendar.js (routes.ts). Without a key the server-rendered demo
// month stays as it is. With a key pasted into the page (kept in localStorage, sent only as the X-Api-Key header,
// never in a URL) it asks the monthly endpoint for the chosen city and month and draws the grid with the same
// renderMonth the server uses. A day's JSON link then fetches /v1/panchang/daily with the key.
import { LANGS } from '../../tables/names/types.ts';
import { monthTitle, renderMonth } from './grid.ts';

/** One of the ten display languages, English for anything else. */
const langOf = (value) => (LANGS.includes(value) ? value : 'en');

const STORAGE_KEY = 'panchang.apiKey';
const $ = (id) => document.getElementById(id);

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
    for (const win of json.data.windows) {
      const cell = $('month').querySelector(`li.day[data-date="${win.date}"]`);
      if (!cell || cell.classList.contains('muhurat')) continue;
      cell.classList.add('muhurat');
      cell.title = `${activity.replace(/_/g, ' ')}: ${win.start.slice(11, 16)}-${win.end.slice(11, 16)} (${win.quality})`;
    }
  } catch (error) {
    say(`Muhurat marks unavailable: ${error.message}`, true);
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
  say('Loading…');
  try {
    const json = await post('/v1/panchang/monthly', key, w);
    const main = $('month');
    main.innerHTML = renderMonth({ ...w, days: json.data.days, jsonHref: (date) => `#json-${date}` });
    main.dataset.mode = 'key';
    $('title').textContent = `${monthTitle(w.year, w.month, w.lang)} · ${json.data.city}`;
    $('ics').href = icsHref(w);
    say(`${json.data.city}, ${json.data.days.length} days (plan ${json.profile}).`);
    await markMuhurat(key, w, json.data.days);
  } catch (error) {
    say(`The API refused this month: ${error.message}`, true);
  }
}

/** The nav form with a key: stay on the page, put the choice in the URL (never the key) and fetch the month. */
function onNavigate(event, key) {
  event.preventDefault();
  const form = new FormData(event.target);
  const [year, month] = String(form.get('month')).split('-').map(Number);
  const main = $('month');
  main.dataset.cityId = String(form.get('city_id')).trim().toLowerCase();
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
  $('keystate').textContent = key ? 'A key is stored in this browser.' : 'No key stored: showing the demo.';
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
    if (key) onNavigate(event, key);
  });
  $('month').addEventListener('click', (event) => {
    if (key) void openDayJson(event, key);
  });
  showKeyState(key);
  if (key) void showKeyedMonth(key);
}

start();
