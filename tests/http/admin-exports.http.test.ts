import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, EXPORT_PAGE } from '../../adapters/http/admin/csv.js';
import { V } from '../support/test-app.js';
import { startBackOffice, type BackOfficeWorld } from './admin-fixtures.js';

// GET /api/admin/export/users|instructors|shares: streamed CSV with correct quoting, formula cells
// defused, every row once across the database pages, and an audit entry per export.
let w: BackOfficeWorld;
const BOM = '\uFEFF';
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  w = await startBackOffice();
});
afterAll(() => w?.t.close());

const download = (kind: string) => w.admin.get(`/api/admin/export/${kind}`).buffer(true);
const lines = (text: string) => text.replace(/\r?\n$/, '').split('\n');

describe('CSV cells', () => {
  it('defuses text a spreadsheet would run as a formula and writes plain values plainly', () => {
    expect(['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect([null, true, false, 42, ['a', 'b'], new Date('2026-01-02T03:04:05Z'), 'a=b'].map(csvCell)).toEqual(['', 'true', 'false', '42', 'a; b', '2026-01-02T03:04:05.000Z', 'a=b']);
  });
});

describe('GET /api/admin/export/users', () => {
  it('streams a CSV download, header row first, quoting and defusing cells', async () => {
    const evil = await w.signUp({ username: 'evil', firstname: '=HYPERLINK("http://evil.example","x")', lastname: 'O"Neil, Jr.' });
    const res = await download('users');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users-${today()}.csv"`);
    const text = res.text;
    expect(text.startsWith(`${BOM}id,username,email,firstname,lastname,roles,provider,airport,isDiscoverable,createdAt\n`)).toBe(true);

    const [row] = await w.sql<{ created_at: Date; is_discoverable: boolean }>('select created_at, is_discoverable from users where id = ?', [evil.id]);
    expect(lines(text)).toContain(
      `${evil.id},evil,evil@example.com,"'=HYPERLINK(""http://evil.example"",""x"")","O""Neil, Jr.",user,local,,${row!.is_discoverable},${new Date(row!.created_at).toISOString()}`,
    );
    const maria = lines(text).find((l) => l.includes(',maria,'))!;
    expect(maria).toMatch(/^\d+,maria,maria@demo\.wingshare\.local,Maria,Alvarez,user,local,LOU,true,\d{4}-\d\d-\d\dT[\d:.]+Z$/);
    expect(lines(text).find((l) => l.includes(',boss,'))).toMatch(/,user; admin,local,,false,/);
  });

  it('reads every account once across database pages (keyset paging)', async () => {
    const extra = EXPORT_PAGE * 2 + 345;
    await w.sql(`insert into users (username, email) select 'bulk' || g, 'bulk' || g || '@example.com' from generate_series(1, ?) g`, [extra]);
    const [{ n }] = (await w.sql<{ n: number }>('select count(*)::int as n from users')) as [{ n: number }];
    const res = await download('users');
    const rows = lines(res.text).slice(1);
    expect(rows).toHaveLength(n);
    const ids = rows.map((r) => Number(r.split(',')[0]));
    expect(new Set(ids).size).toBe(n);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('works as a plain link (no version header) and is written to the audit trail', async () => {
    const before = (await w.sql<{ n: number }>("select count(*)::int as n from admin_audit_log where action = 'export'"))[0]!.n;
    const res = await w.admin.get('/api/admin/export/users').buffer(true);
    expect(res.status).toBe(200);
    const audit = await w.admin.get('/api/admin/audit-log').query({ filter: JSON.stringify({ action: 'export' }), sort: '["id","DESC"]' }).set(V);
    expect(audit.headers['content-range']).toBe(`audit-log 0-${before}/${before + 1}`);
    expect(audit.body[0]).toMatchObject({ action: 'export', resource: 'users', actorUsername: 'boss', recordId: null, before: null, after: null });
  });

  it('answers 404 for an unknown export', async () => {
    const res = await w.admin.get('/api/admin/export/passwords').set(V);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such export; there are users, instructors, shares');
  });
});

describe('GET /api/admin/export/instructors and /shares', () => {
  it('exports professional profiles', async () => {
    const pro = await w.signUp({ plan: 'professional', firstname: 'Ann', lastname: 'Able', username: 'annable' });
    const profile = await w.createProfile(pro.agent, { businessName: '@home flying, "best" school', tags: ['Private', 'Instrument'], ratePerHour: 70 });
    const res = await download('instructors');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="instructors-${today()}.csv"`);
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(`${BOM}id,userId,username,firstname,lastname,email,businessName,ratePerHour,tags,isCommercial,isDiscoverable,airport,city,state,createdAt`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(
      `^${profile.id},${pro.id},annable,Ann,Able,annable@example\\.com,"'@home flying, ""best"" school",70,Private; Instrument,false,true,LOU,Louisville,KY,\\d{4}-`,
    ));
  });

  it('exports listings, active or not', async () => {
    const owner = await w.signUp({ plan: 'listing', username: 'lister' });
    const share = await w.createShare(owner.agent, { title: '-50% Skyhawk', tailNumber: 'N4321X', ratePerHour: 140 });
    await w.sql('update shares set is_active = false where id = ?', [share.id]);
    const res = await download('shares');
    const [header, ...rows] = lines(res.text);
    expect(header).toBe(`${BOM}id,title,type,tailNumber,make,model,year,ratePerHour,isActive,ownerId,ownerUsername,ownerEmail,airport,city,state,listDate`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${share.id},'-50% Skyhawk,PRIVATE_OWNER_RENTAL,N4321X,Cessna,172S,,140,false,${owner.id},lister,lister@example\\.com,LOU,Louisville,KY,\\d{4}-`));
  });
});
