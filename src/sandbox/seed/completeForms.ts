import { randomUUID } from 'node:crypto';
import type { SectionName, SectionValues } from '../../contract';
import { SECTION_NAME } from '../../contract';
import { declarants } from '../forms/declarationChecks';
import { declarationPeopleOf } from '../forms/people';
import { appProfilesOf, type ApplicationRow } from '../repo/applications';
import { findProfiles } from '../repo/profiles';
import { sectionsOf } from '../repo/sections';
import type { Sql } from '../repo/sql';
import type { Services } from '../services';

type FormValues = { [S in SectionName]: SectionValues<S> };

/**
 * Complete answers to the eight form sections of a demo application, built from what is on file (the primary
 * applicant, the property, the people on title), so that they pass the submit rules (src/sandbox/forms). Money in
 * whole USD; the requested amount is 10 % of the home's value, at least the smallest investment offered.
 */
async function answersOf(s: Services, tx: Sql, app: ApplicationRow): Promise<FormValues | undefined> {
  const places = await appProfilesOf(tx, app.uuid);
  const primaryPlace = places.find((p) => p.position === 1);
  if (!primaryPlace) return undefined;
  const person = (await findProfiles(tx, [primaryPlace.profile_uuid])).get(primaryPlace.profile_uuid);
  if (!person) return undefined;
  const value = app.estimated_value ?? 500_000;
  const debt = app.estimated_debt ?? 0;
  const married = person.spouse_profile !== null;
  const people = await declarationPeopleOf(tx, app.uuid);
  const residency = app.property_usage === 'second-home' ? 'second-home' : app.property_usage === 'investment' ? 'investment' : 'primary-residence';
  return {
    'personal-information': {
      first_name: person.first_name, last_name: person.last_name, ...(person.birth_date && { birth_date: person.birth_date }),
      ...(person.phone && { phone: person.phone }), marital_status: married ? 'married' : 'unmarried',
    },
    'investment-information': {
      requested_amount: Math.max(s.config.equity.minInvestmentUsd, Math.round(value / 10_000) * 1_000), use_of_proceeds: ['home-improvement'],
    },
    'property-information': {
      year_purchased: 2012, purchase_price: Math.round((value * 0.6) / 1_000) * 1_000, living_area_sqft: 2100, bedrooms: 3, bathrooms: 2.5,
      is_listed_for_sale: false, has_major_damage: false,
    },
    'housing-expense': { has_hoa: false, annual_property_tax: Math.round(value * 0.012), annual_homeowners_insurance: 1800 },
    'mortgage-details': debt > 0
      ? { has_mortgages: true, mortgages_verified: true, mortgages: [{ id: randomUUID() as never, lender: 'Sandbox Home Loans', balance: debt, monthly_payment: Math.round(debt * 0.006), mortgage_type: 'conventional' }] }
      : { has_mortgages: false },
    liens: { has_additional_liens: false, additional_liens_submitted: true, finished_liens: true },
    payoffs: { has_payoffs: false },
    declarations: {
      applicants: declarants(people.people).map((p) => ({
        application_profile_uuid: p.appProfileUuid as never,
        marital_status: married ? 'married' as const : 'unmarried' as const, residency, has_pending_lawsuits: false, has_other_equity_agreement: false,
        ...(p.position === 1 && { ownership: app.ownership ?? 'only_me', title_vesting: married ? 'joint-tenants' as const : 'individual' as const }),
      })),
    },
  };
}

/**
 * Completes the form of a demo application past submission (issue 12 §5: "seeded past-submission and closed
 * applications show their sections as complete"): every section not completed yet gets complete answers, submitted
 * the day the application was; the qualification and submission dates are set when missing. Sections already
 * completed (by a person trying the sandbox) are left as they are.
 */
export async function completeDemoForm(s: Services, tx: Sql, app: ApplicationRow): Promise<void> {
  const answers = await answersOf(s, tx, app);
  if (!answers) return;
  const submittedAt = app.submitted_at ?? new Date(app.created_at.getTime() + 2 * 86_400_000);
  const done = new Set((await sectionsOf(tx, app.uuid)).filter((r) => r.status === 'completed').map((r) => r.section));
  for (const section of SECTION_NAME.values) {
    if (done.has(section)) continue;
    await tx.query(
      `INSERT INTO section_records (application_uuid, section, status, revision, "values", updated_at, submitted_at)
       VALUES ($1, $2, 'completed', 1, $3, $4, $4)
       ON CONFLICT (application_uuid, section) DO UPDATE SET status = 'completed', revision = section_records.revision + 1,
         "values" = EXCLUDED."values", updated_at = EXCLUDED.updated_at, submitted_at = EXCLUDED.submitted_at`,
      [app.uuid, section, JSON.stringify(answers[section]), submittedAt]);
  }
  await tx.query(
    `UPDATE applications SET qualification_completed_at = COALESCE(qualification_completed_at, $2), submitted_at = COALESCE(submitted_at, $3)
     WHERE uuid = $1`, [app.uuid, new Date(submittedAt.getTime() - 86_400_000), submittedAt]);
}
