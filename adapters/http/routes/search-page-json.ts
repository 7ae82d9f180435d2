import type { AirportCount, SearchPage } from '../../../domain/search/search-result.js';

type MarkerAirport = AirportCount['airport'];

/** Airports whose marker heads are kept: every airport of the country, several times over. */
const KEPT_HEADS = 50_000;
/** Room for a marker's tail: three counts of up to 16 digits and the text around them (45 bytes). */
const TAIL_ROOM = 80;

/**
 * A map search's answer as JSON bytes, the same bytes as `Buffer.from(JSON.stringify(page))` (issue 17). At
 * 2000 km an answer holds 2,400 markers, 380 KB, and writing them was the largest part of the app's time per
 * search: JSON.stringify of the markers, the string turned into bytes, and the garbage both leave (about 5 ms
 * on the bench machine). A marker's airport is the same from one answer to the next, so its head
 * (`{"airport":{…},"share":`) is written once, kept as bytes, and copied; only the counts are written per
 * answer, into one buffer. A head is written again when its airport's fields change (a renamed airport).
 * One writer per process: its heads are kept for every answer.
 */
export class SearchPageWriter {
  private readonly heads = new Map<number, { airport: MarkerAirport; bytes: Buffer }>();

  json(page: SearchPage): Buffer {
    const { results, count, airportCounts } = page;
    const start = Buffer.from(`{"results":${JSON.stringify(results)},"count":${JSON.stringify(count)},"airportCounts":[`);
    const heads = airportCounts.map((m) => this.headOf(m.airport));
    const room = start.length + heads.reduce((n, h) => n + h.length + TAIL_ROOM, 0) + 2;
    const out = Buffer.allocUnsafe(room);
    let at = start.copy(out, 0);
    for (let i = 0; i < airportCounts.length; i++) {
      const m = airportCounts[i]!;
      at += heads[i]!.copy(out, at);
      at += out.write(`${number(m.share)},"instructor":${number(m.instructor)},"user":${number(m.user)}}${i + 1 < airportCounts.length ? ',' : ']}'}`, at, 'latin1');
    }
    if (!airportCounts.length) at += out.write(']}', at, 'latin1');
    return out.subarray(0, at);
  }

  /** `{"airport":{"id":…,"locationId":…,"facility":…,"lat":…,"long":…},"share":` as bytes, kept per airport. */
  private headOf(a: MarkerAirport): Buffer {
    const kept = this.heads.get(a.id);
    if (kept && sameAirport(kept.airport, a)) return kept.bytes;
    const airport = { id: a.id, locationId: a.locationId, facility: a.facility, lat: a.lat, long: a.long };
    const bytes = Buffer.from(`{"airport":${JSON.stringify(airport)},"share":`);
    if (this.heads.size >= KEPT_HEADS) this.heads.clear();
    this.heads.set(a.id, { airport, bytes });
    return bytes;
  }
}

const sameAirport = (x: MarkerAirport, y: MarkerAirport) =>
  x.locationId === y.locationId && x.facility === y.facility && x.lat === y.lat && x.long === y.long;

/** A count as JSON writes it (a count is a whole number; JSON has no NaN or Infinity). */
const number = (n: number) => (Number.isFinite(n) ? String(n) : 'null');
