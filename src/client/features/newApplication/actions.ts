import type { PropertyType, PropertyUsage } from '../../../contract/enums';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** The home of a new application as the address page collects it (§3 Address, property type and usage; whole USD). */
export interface NewHome {
  street: string;
  unit_number: string | null;
  city: string;
  state: string;
  zip_code: string;
  property_type: PropertyType;
  property_usage: PropertyUsage;
  estimated_value: number;
}

// ---- Commands ----

/** A new-application page of `/applications/:applicationId/new-application…` is shown: load the person and the application. */
export const openNewApplication = defineCommand<{ applicationId: string }>('newApplication/open');
/** The page was left: release its data. */
export const closeNewApplication = defineCommand<{ applicationId: string }>('newApplication/close');
/** Fetch the page's data again after an error. */
export const retryNewApplication = defineCommand<{ applicationId: string }>('newApplication/retry');
/**
 * Start another application for `home` (§7 `POST v2/customer/application/`) after checking the address is not already
 * applied for (§7 check-duplicated-address). `applicationId` is the application the person came from (its credit
 * estimate carries over).
 */
export const startNewApplication = defineCommand<{ applicationId: string; home: NewHome }>('newApplication/start');

// ---- Events ----

/** The new-application pages of `applicationId` (a valid UUID) are open; their queries were subscribed. */
export const newApplicationOpened = defineEvent<{ applicationId: string }>('newApplication/opened');
/** The pages were left; their queries were released. */
export const newApplicationClosed = defineEvent<{ applicationId: string }>('newApplication/closed');
/** The application id was not a UUID (§5): the person was sent to the applicants list. */
export const newApplicationRedirected = defineEvent<{ reason: 'invalid-id' }>('newApplication/redirected');
/** The new application `applicationId` was created (from `fromApplicationId`); the person goes to its home. */
export const newApplicationCreated = defineEvent<{ fromApplicationId: string; applicationId: string }>('newApplication/created');
/** The address already has an application (§7 check-duplicated-address): nothing was created. */
export const newApplicationDuplicate = defineEvent('newApplication/duplicate');
/**
 * The home is already funded — under a signed service agreement (§7 is-service-agreement) — on the person's application
 * `applicationId`: nothing was created; the page points to that investment's dashboard.
 */
export const newApplicationUnderAgreement = defineEvent<{ applicationId: string }>('newApplication/underAgreement');
/** Creating it failed or was refused (§8 error; a 400 carries field errors or the §4 disqualification reason). */
export const newApplicationFailed = defineEvent<{ error: HttpError }>('newApplication/failed');
