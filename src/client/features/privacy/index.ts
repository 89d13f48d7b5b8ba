/**
 * The privacy-settings overlay (issue 12 §3, §2): the consent panel shown over any page whose route contains
 * `/privacy-settings`. It has no state of its own: the choices live in `kernel/consent`, which the analytics layer and
 * the help feature read too.
 */
export { PrivacySettingsDialog } from './views/PrivacySettingsDialog';
