import { defineCommand, defineEvent } from '../actions';
import type { Consent, ConsentChoices } from './consent';

/** Read the stored privacy choices at start-up, before anything optional loads. */
export const restoreConsent = defineCommand('consent/restore');

/** The person saved the privacy-settings overlay with these switches. */
export const changeConsent = defineCommand<ConsentChoices>('consent/change');

/** The stored choices (or the defaults) are in force since start-up. */
export const consentRestored = defineEvent<{ consent: Consent }>('consent/restored');

/** New choices are stored (with their time) and in force: analytics, session replay and chat obey them from now on. */
export const consentChanged = defineEvent<{ consent: Consent }>('consent/changed');
