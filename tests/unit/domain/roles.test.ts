import fc from 'fast-check';
import {
  defaultOpsProfileUuid,
  deriveParties,
  effectiveApplicationProfile,
  findLoggedInProfile,
  opsProfileOptions,
  primaryApplicant,
  roleLabel,
  spouseLinks,
  visibleProfiles,
  type PartyInput,
} from '../../../src/domain/roles';

const party = (
  n: number,
  position: number,
  profile_type: PartyInput['profile_type'],
  on_title = true,
  spouse_profile?: PartyInput['profile']['spouse_profile'],
): PartyInput => ({
  uuid: `ap-${n}`,
  position,
  profile_type,
  profile: { uuid: `p-${n}`, first_name: `First${n}`, last_name: `Last${n}`, on_title, spouse_profile },
});

// Deliberately unsorted, with two occupants and a spouse link one way only.
const family: PartyInput[] = [
  party(3, 3, 'co_owner'),
  party(4, 4, 'non_owning_occupant', false),
  party(1, 1, 'applicant', true, { uuid: 'p-2' }),
  party(5, 5, 'non_owning_occupant', false),
  party(2, 2, 'applicant', true),
];

describe('§3 application profile derivations', () => {
  it('finds the primary at position 1 and the logged-in profile by uuid', () => {
    expect(primaryApplicant(family)?.uuid).toBe('ap-1');
    expect(findLoggedInProfile(family, 'p-3')?.uuid).toBe('ap-3');
    expect(findLoggedInProfile(family, 'ap-2')?.uuid).toBe('ap-2');
    expect(findLoggedInProfile(family, 'nobody')).toBeUndefined();
    expect(findLoggedInProfile(family, null)).toBeUndefined();
  });

  it('shows profiles sorted by position, hiding occupants other than the logged-in one', () => {
    expect(visibleProfiles(family, 'p-1').map((p) => p.uuid)).toEqual(['ap-1', 'ap-2', 'ap-3']);
    expect(visibleProfiles(family, 'p-5').map((p) => p.uuid)).toEqual(['ap-1', 'ap-2', 'ap-3', 'ap-5']);
  });

  it('links spouses both ways', () => {
    const links = spouseLinks(family);
    expect(links.get('p-1')).toBe('p-2');
    expect(links.get('p-2')).toBe('p-1');
    expect(spouseLinks([party(7, 1, 'applicant', true, 'p-9')]).get('p-9')).toBe('p-7');
  });

  it('derives who the user is (§6)', () => {
    const primary = deriveParties(family, 'p-1');
    expect(primary).toMatchObject({ isApplicant: true, isPrimary: true });
    const coApplicant = deriveParties(family, 'p-2');
    expect(coApplicant).toMatchObject({ isApplicant: true, isPrimary: false });
    const coOwner = deriveParties(family, 'p-3');
    expect(coOwner).toMatchObject({ isApplicant: false, isPrimary: false });
    expect(coOwner.primary?.uuid).toBe('ap-1');
  });

  it('lets a selected read-only profile override the application profile (§6)', () => {
    const own = family[2];
    expect(effectiveApplicationProfile(own, family[0])).toBe(family[0]);
    expect(effectiveApplicationProfile(own, null)).toBe(own);
  });
});

describe('§2 ops profile selector', () => {
  it('labels each role', () => {
    expect(roleLabel(party(1, 1, 'applicant'))).toBe('Primary Applicant');
    expect(roleLabel(party(1, 2, 'applicant'))).toBe('Co-Applicant');
    expect(roleLabel(party(1, 1, 'applicant', false))).toBe('Non-Applicant');
    expect(roleLabel(party(1, 3, 'applicant', false))).toBe('Non-Applicant');
    expect(roleLabel(party(1, 3, 'co_owner'))).toBe('Co-Owner');
    expect(roleLabel(party(1, 4, 'non_owning_occupant'))).toBe('Non-Owning Occupant');
  });

  it('lists every profile by position with role and name, first one preselected', () => {
    const options = opsProfileOptions(family);
    expect(options.map((o) => o.label)).toEqual([
      'Primary Applicant: First1 Last1',
      'Co-Applicant: First2 Last2',
      'Co-Owner: First3 Last3',
      'Non-Owning Occupant: First4 Last4',
      'Non-Owning Occupant: First5 Last5',
    ]);
    expect(defaultOpsProfileUuid(family)).toBe('ap-1');
    expect(defaultOpsProfileUuid([])).toBeUndefined();
  });
});

describe('role derivation invariants', () => {
  const profilesArb = fc
    .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 8 })
    .chain((positions) =>
      fc.tuple(
        fc.constant(positions),
        fc.array(fc.constantFrom('applicant', 'co_owner', 'non_owning_occupant') as fc.Arbitrary<PartyInput['profile_type']>, {
          minLength: positions.length,
          maxLength: positions.length,
        }),
        fc.array(fc.boolean(), { minLength: positions.length, maxLength: positions.length }),
        fc.array(fc.option(fc.nat(positions.length + 2), { nil: undefined }), { minLength: positions.length, maxLength: positions.length }),
      ),
    )
    .map(([positions, types, onTitle, spouses]) =>
      positions.map((pos, i) => party(i, pos, types[i] ?? 'applicant', onTitle[i] ?? true, spouses[i] === undefined ? undefined : `p-${spouses[i]}`)),
    );
  const withUser = profilesArb.chain((ps) => fc.tuple(fc.constant(ps), fc.option(fc.constantFrom(...ps.map((p) => p.profile.uuid), 'p-stranger'), { nil: null })));

  it('visible profiles are sorted, complete for owners, and hide every occupant but the user', () => {
    fc.assert(
      fc.property(withUser, ([ps, user]) => {
        const visible = visibleProfiles(ps, user);
        const positions = visible.map((p) => p.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const p of ps) {
          const shown = visible.includes(p);
          if (p.profile_type !== 'non_owning_occupant') expect(shown).toBe(true);
          else expect(shown).toBe(p.profile.uuid === user);
        }
      }),
    );
  });

  it('spouse links are symmetric and never self-links', () => {
    fc.assert(
      fc.property(profilesArb, (ps) => {
        const links = spouseLinks(ps);
        for (const [a, b] of links) {
          expect(a).not.toBe(b);
          expect(links.get(b)).toBe(a);
        }
      }),
    );
  });

  it('exactly one Primary Applicant label at most, and only at position 1', () => {
    fc.assert(
      fc.property(profilesArb, (ps) => {
        const primaries = opsProfileOptions(ps).filter((o) => o.role === 'Primary Applicant');
        expect(primaries.length).toBeLessThanOrEqual(1);
        for (const o of primaries) expect(ps.find((p) => p.uuid === o.value)?.position).toBe(1);
        expect(opsProfileOptions(ps)).toHaveLength(ps.length);
      }),
    );
  });
});
