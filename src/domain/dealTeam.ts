import type { DealTeamMember } from '../contract/entities';
import { formatPhone } from './format';

/** A deal team member as shown (§9 phone format `(###) ###-####`). */
export interface ContactView {
  name: string;
  email: string;
  phone: string;
  /** `tel:` target: digits only. */
  phoneHref: string;
  meetingUrl: string | null;
}

/** A deal team member (§1 Home Equity Officer or Transaction Specialist) as shown, or null when not assigned. */
export function contactView(member: DealTeamMember | null): ContactView | null {
  if (!member) return null;
  return {
    name: `${member.first_name} ${member.last_name}`.trim(),
    email: member.email,
    phone: formatPhone(member.phone),
    phoneHref: `tel:${member.phone.replace(/[^\d+]/g, '')}`,
    meetingUrl: member.meeting_url,
  };
}
