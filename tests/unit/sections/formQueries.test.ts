import { applicationFormQuery, SECTION_DATA_GROUPS, sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { HAS_CHANGES_GROUPS } from '../../../src/client/kernel/queryCache/dataGroups';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';
import { decodeBody } from '../../../src/client/kernel/http/decode';

describe('form queries (§3 data groups)', () => {
  it('one query per section, in the data group the has_changes fan-out refreshes where §4 says so', () => {
    expect(SECTION_NAME.values.map((s) => [s, sectionQueryOf(s).group])).toEqual(Object.entries(SECTION_DATA_GROUPS));
    for (const s of ['mortgage-details', 'liens', 'payoffs', 'declarations'] as const) expect(HAS_CHANGES_GROUPS).toContain(sectionQueryOf(s).group);
    expect(applicationFormQuery.group).toBe('Application');
    expect(new Set(SECTION_NAME.values.map((s) => sectionQueryOf(s).key({ uuid: 'a' }))).size).toBe(8);
  });

  it('asks for the section named and rejects a record of another section as unreadable', () => {
    const req = sectionQueryOf('liens').request({ uuid: 'abc' });
    expect([req.method, req.path]).toEqual(['GET', 'v1/customer/application/abc/sections/liens/']);
    const record = { section: 'payoffs', status: 'not-started', revision: 0, values: {}, updated_at: null, submitted_at: null };
    expect(decodeBody(req.codec, record).ok).toBe(false);
    expect(decodeBody(req.codec, { ...record, section: 'liens' }).ok).toBe(true);
  });
});
