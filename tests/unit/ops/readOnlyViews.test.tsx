import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { OpsBanner } from '../../../src/client/features/ops/views/OpsBanner';
import { initialOpsState, OPS_KEY } from '../../../src/client/features/ops/reducer';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider } from '../../../src/client/kernel/react';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import { Button, Page } from '../../../src/client/ui';
import { ChoiceField } from '../../../src/client/ui/form/ChoiceField';
import { SelectField } from '../../../src/client/ui/form/SelectField';
import { TextField } from '../../../src/client/ui/form/TextField';
import { CheckboxField } from '../../../src/client/ui/form/CheckboxField';
import { YesNoField } from '../../../src/client/ui/form/YesNoField';
import { READ_ONLY_NOTE_ID, ReadOnlyProvider } from '../../../src/client/ui/ReadOnly';
import { READ_ONLY_EXPLANATION } from '../../../src/client/features/ops/messages';
import { APP_UUID } from '../app/fixtures';
import { coOwnedApplication } from './fixtures';

/** A page with one of each control, server-rendered in or out of the read-only view. */
function page(readOnly: boolean): string {
  return renderToString(
    <ReadOnlyProvider readOnly={readOnly}>
      <Page title="Profile" kind="form">
        <Form
          onSubmit={() => undefined}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit}>
              <TextField name="first" label="First name" />
              <SelectField name="state" label="State" options={[{ value: 'TX', label: 'Texas' }]} />
              <ChoiceField name="fico" legend="Credit" choices={[{ value: 701, label: 'Yes' }]} />
              <YesNoField name="hoa" legend="HOA?" />
              <CheckboxField name="agree" label="I agree" />
              <Button type="submit">Save</Button>
              <Button mutates onClick={() => undefined}>
                Remove
              </Button>
              <Button onClick={() => undefined}>Next page</Button>
            </form>
          )}
        />
      </Page>
    </ReadOnlyProvider>,
  );
}

describe('§6 read-only view: controls that would change data', () => {
  it('are disabled and described by the read-only note (the banner holds it); view controls stay enabled', () => {
    const html = page(true);
    // text input, select, radio group fieldset, yes/no fieldset (+ its radios), checkbox, submit, a mutating button.
    expect(html).toMatch(/<input[^>]*aria-describedby="[^"]*read-only-note"[^>]*disabled=""/);
    expect(html).toMatch(/<select[^>]*aria-describedby="read-only-note"[^>]*disabled=""/);
    const fieldsets = html.match(/<fieldset[^>]*>/g) ?? [];
    expect(fieldsets).toHaveLength(2);
    for (const f of fieldsets) expect(f).toMatch(/aria-describedby="read-only-note" disabled=""/);
    // Radios are disabled by their disabled fieldset; a lone text box or checkbox by itself.
    const lone = (html.match(/<input[^>]*>/g) ?? []).filter((i) => !i.includes('type="radio"'));
    expect(lone).toHaveLength(2);
    for (const input of lone) expect(input).toContain('disabled=""');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="read-only-note"[^>]*>Save/);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*aria-describedby="read-only-note"[^>]*>Remove/);
    expect(html).toMatch(/<button type="button" class="btn btn--primary">Next page/);
  });

  it('are untouched for customers (in the HTML only the submit button waits, until the page has hydrated)', () => {
    const html = page(false);
    // Issue 14 §1: a server render is a prerendered page, whose submit button is disabled until the code has arrived.
    expect(html).toMatch(/<button type="submit" class="btn btn--primary" disabled="">Save/);
    expect(html.replace(/<button type="submit"[^>]*>/, '')).not.toContain('disabled');
    expect(html).not.toContain(READ_ONLY_NOTE_ID);
  });
});

describe('the ops banner (§2)', () => {
  it('says "You are viewing [selector] in a READ ONLY/CX VIEW" with a labelled selector of the profiles', () => {
    const key = applicationQuery.key({ uuid: APP_UUID });
    const entry = { key, name: 'application', group: 'Application', args: { uuid: APP_UUID }, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data: coOwnedApplication(), fulfilledAt: 1 } as QueryEntry;
    const state = { queries: { entries: { [key]: entry } }, session: { ...initialSessionState, isOps: true }, [OPS_KEY]: initialOpsState };
    const sent: unknown[] = [];
    const html = renderToString(
      <StoreProvider store={{ state$: new BehaviorSubject<unknown>(state).asObservable(), dispatch: (a) => sent.push(a) }}>
        <MemoryRouter>
          <OpsBanner applicationId={APP_UUID} />
        </MemoryRouter>
      </StoreProvider>,
    );
    const text = html.replace(/<option[\s\S]*?<\/option>/g, '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('You are viewing in a READ ONLY/CX VIEW');
    expect(html).toMatch(/<label for="([^"]+)">You are viewing<\/label>.*<select id="\1"/s);
    expect(html.match(/<option[^>]*>([^<]*)<\/option>/g)?.map((o) => o.replace(/<[^>]+>/g, ''))).toEqual([
      'Primary Applicant: Jane Doe',
      'Co-Owner: John Roe',
      'Non-Owning Occupant: Olly Occupant',
    ]);
    expect(html).toMatch(/role="status"[^>]*>Live updates every 3 seconds/);
    expect(html).toContain('aria-label="Read-only customer view"');
    // The one-line note every disabled control of the page is described by.
    expect(html).toContain(`<p class="ops-banner__note" id="${READ_ONLY_NOTE_ID}">${READ_ONLY_EXPLANATION}</p>`);
    expect(READ_ONLY_EXPLANATION).toBe('Read-only view: you can see everything the customer sees, but nothing you do here changes their application.');
  });
});
