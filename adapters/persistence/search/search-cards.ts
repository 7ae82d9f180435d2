import type { EntryCard } from '../../../application/ports/search.repository.js';
import { imageSizeSql, sizesOf, type ImageSizeJson } from '../image-sizes.sql.js';
import { KIND_CODE, intArray } from './search-sql.js';
import type { SearchStatements } from './search-statements.js';

/**
 * The card data of a page (kind, id, airport triples), in that order: each kind's rows joined to their
 * tables by primary key. One text for every page: a prepared statement.
 */
export async function cardsOf(statements: SearchStatements, page: number[][]): Promise<EntryCard[]> {
  if (!page.length) return [];
  const rows = await statements.runPrepared<{ kind: number; id: number; airport_id: number; data: CardRow }>(
    `with page as materialized (
       select * from unnest(?::int[], ?::smallint[], ?::int[], ?::int[]) as p(pos, kind, entity_id, airport_id))
     select p.pos, p.kind, p.entity_id as id, p.airport_id, json_build_object(
              'title', s.title, 'year', a.year, 'make', a.make, 'model', a.model, 'type', s.type,
              'ratePerHour', s.rate_per_hour, 'cost', s.cost, 'pricePercentOffered', s.price_percent_offered,
              'sharePercentOffered', s.share_percent_offered, 'defaultMedia', s.default_media,
              'grounded', exists (select 1 from share_availability g where g.share_id = s.id and g.grounded_reason is not null),
              'media', coalesce((select json_agg(json_build_object('type', m.type, 'url', m.url, 'videoId', m.video_id,
                                                                   'size', ${imageSizeSql('m.url')}) order by m.position)
                                   from share_media m where m.share_id = s.id), '[]'::json)) as data
       from page p join shares s on s.id = p.entity_id join aircraft a on a.id = s.aircraft_id
      where p.kind = 0
     union all
     select p.pos, p.kind, p.entity_id, p.airport_id, json_build_object(
              'first', u.firstname, 'last', u.lastname, 'userId', u.id, 'avatarUrl', coalesce(i.avatar_url, u.avatar_url),
              'avatarSize', ${imageSizeSql('coalesce(i.avatar_url, u.avatar_url)')}, 'ratePerHour', i.rate_per_hour,
              'alsoPilot', u.is_discoverable and u.airport_id is not null)
       from page p join instructors i on i.id = p.entity_id join users u on u.id = i.user_id
      where p.kind = 1
     union all
     select p.pos, p.kind, p.entity_id, p.airport_id, json_build_object('first', u.firstname, 'last', u.lastname, 'avatarUrl', u.avatar_url,
                                                                        'avatarSize', ${imageSizeSql('u.avatar_url')})
       from page p join users u on u.id = p.entity_id
      where p.kind = 2
     order by pos`,
    [intArray(page.map((_, i) => i)), intArray(page.map((r) => r[0]!)), intArray(page.map((r) => r[1]!)), intArray(page.map((r) => r[2]!))],
  );
  return rows.map(toCard);
}

interface CardRow {
  title?: string; year?: number | null; make?: string; model?: string; type?: string; ratePerHour?: number | string | null;
  cost?: number | string | null; pricePercentOffered?: number | string | null; sharePercentOffered?: number | string | null;
  defaultMedia?: number; media?: { type: string; url: string; videoId: string | null; size?: ImageSizeJson | null }[];
  grounded?: boolean;
  first?: string; last?: string; avatarUrl?: string | null; avatarSize?: ImageSizeJson | null; alsoPilot?: boolean; userId?: number;
}

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const avatar = (url: string | null | undefined, size: ImageSizeJson | null | undefined) => (url ? { url, type: 'image' as const, ...sizesOf(url, size) } : null);

function toCard(r: { kind: number; id: number; airport_id: number; data: CardRow }): EntryCard {
  const d = r.data;
  const ref = { id: r.id, airportId: r.airport_id };
  if (r.kind === KIND_CODE.share) {
    return {
      type: 'share',
      ...ref,
      data: {
        title: d.title ?? '', year: d.year ?? null, make: d.make ?? '', model: d.model ?? '',
        type: d.type as Extract<EntryCard, { type: 'share' }>['data']['type'],
        ratePerHour: num(d.ratePerHour), cost: num(d.cost), pricePercentOffered: num(d.pricePercentOffered),
        sharePercentOffered: num(d.sharePercentOffered),
        media: (d.media ?? []).map((m) => ({ type: m.type as 'image', url: m.url, videoId: m.videoId, ...(m.type === 'image' ? sizesOf(m.url, m.size) : {}) })),
        defaultMedia: d.defaultMedia ?? 0,
        ...(d.grounded === true ? { grounded: true } : {}), // only when grounded: the card's badge
      },
    };
  }
  const person = { first: d.first ?? '', last: d.last ?? '', avatar: avatar(d.avatarUrl, d.avatarSize) };
  return r.kind === KIND_CODE.instructor
    ? { type: 'instructor', ...ref, data: { ...person, userId: d.userId ?? 0, ratePerHour: num(d.ratePerHour), alsoPilot: d.alsoPilot === true } }
    : { type: 'user', ...ref, data: person };
}
