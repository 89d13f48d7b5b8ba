import type { SegmentEvent } from '../../../src/contract/platform';
import { PAGE_NAME, planKeyOf, TRACK, TRACKING_PLAN, trackingPlanViolations } from '../../../src/contract/trackingPlan';
import { APP_UUID, TASK_UUID, USER_UUID } from '../app/fixtures';

const envelope = { anonymous_id: '99999999-9999-4999-8999-999999999999', timestamp: '2026-03-10T00:00:00.000Z', message_id: TASK_UUID };
const track = (name: string, properties: Record<string, unknown>): SegmentEvent => ({ type: 'track', name, properties, ...envelope });
const taskViewed = (overrides: Record<string, unknown> = {}) =>
  track(TRACK.taskViewed, { applicationId: APP_UUID, task_name: 'documents', task_type: 'mortgage-statement', tasks_version: 2, productVersion: '0.1.0', ...overrides });

describe('the tracking plan (issue #5 §2: one closed io-ts codec per call)', () => {
  it('has a codec for every track event, every page, identify and group', () => {
    const keys = Object.keys(TRACKING_PLAN);
    for (const name of Object.values(TRACK)) expect(keys).toContain(`track:${name}`);
    for (const page of PAGE_NAME.values) expect(keys).toContain(`page:${page}`);
    expect(keys).toContain('identify:');
    expect(keys).toContain('group:');
    expect(keys).toHaveLength(Object.values(TRACK).length + PAGE_NAME.values.length + 2);
  });

  it('names track events "Object Action" in Title Case and pages in Title Case', () => {
    for (const name of [...Object.values(TRACK), ...PAGE_NAME.values]) expect(name).toMatch(/^(?:[A-Z][a-zA-Z]*|FAQ)(?: [A-Z][a-zA-Z]*)*$/);
  });

  it('accepts a conforming call', () => {
    expect(trackingPlanViolations(taskViewed())).toEqual([]);
    expect(trackingPlanViolations(taskViewed({ page_name: 'Tasks' }))).toEqual([]);
  });

  it('refuses an event the plan does not know', () => {
    expect(trackingPlanViolations(track('Button Clicked', {}))).toEqual(['unknown event track:Button Clicked: not in the tracking plan']);
  });

  it('refuses a property the plan does not name (closed codecs), and says which', () => {
    const problems = trackingPlanViolations(taskViewed({ email: 'dana@mail.example' }));
    expect(problems.join('\n')).toMatch(/unexpected field\(s\) email/);
  });

  it('refuses a missing required property and a value outside its enumeration', () => {
    expect(trackingPlanViolations(taskViewed({ tasks_version: undefined })).join('\n')).toMatch(/properties\.tasks_version/);
    expect(trackingPlanViolations(taskViewed({ task_name: 'whatever' })).join('\n')).toMatch(/properties\.task_name: expected/);
    expect(trackingPlanViolations(taskViewed({ applicationId: 'HE-1001' })).join('\n')).toMatch(/properties\.applicationId/);
  });

  it('refuses free text where a short fixed string belongs (what a person typed never fits)', () => {
    const field = (value: string) => trackingPlanViolations(track(TRACK.requiredFieldNotEntered, { field: value, productVersion: '0.1.0' }));
    expect(field('address.zip_code')).toEqual([]);
    expect(field('dana@mail.example')).not.toEqual([]);
    expect(field('Dana Okafor')).not.toEqual([]);
    expect(trackingPlanViolations(taskViewed({ task_type: 'Upload your statement, Dana' }))).not.toEqual([]);
    expect(trackingPlanViolations(taskViewed({ productVersion: '1.0 (Dana)' }))).not.toEqual([]);
  });

  it('keeps ids out of page names and route patterns', () => {
    const pageCall = (path_pattern: string): SegmentEvent => ({
      type: 'page',
      name: 'Tasks',
      properties: { page_name: 'Tasks', path_pattern, productVersion: '0.1.0', applicationId: APP_UUID },
      ...envelope,
    });
    expect(trackingPlanViolations(pageCall('/applications/:applicationId/tasks'))).toEqual([]);
    expect(trackingPlanViolations(pageCall(`/applications/${APP_UUID}/tasks`))).not.toEqual([]);
    expect(trackingPlanViolations(pageCall('/login/abc123def'))).not.toEqual([]);
    const wrongName = pageCall('/applications/:applicationId/tasks');
    expect(trackingPlanViolations({ ...wrongName, name: 'Home' })).not.toEqual([]);
  });

  it('never quotes the offending value in a violation', () => {
    const secret = 'dana.okafor@mail.example';
    const lines = [
      ...trackingPlanViolations(taskViewed({ task_type: secret })),
      ...trackingPlanViolations(track(TRACK.requiredFieldNotEntered, { field: secret, productVersion: secret })),
    ];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(secret);
  });

  it('identify names the person in user_id only, with no traits; only identify carries user_id', () => {
    const identify = (properties: Record<string, unknown>, userId?: string): SegmentEvent => ({
      type: 'identify',
      name: '',
      properties,
      ...envelope,
      ...(userId === undefined ? {} : { user_id: userId }),
    });
    expect(trackingPlanViolations(identify({}, USER_UUID))).toEqual([]);
    expect(trackingPlanViolations(identify({}))).toEqual(['user_id: expected a profile uuid']);
    expect(trackingPlanViolations(identify({ first_name: 'Dana' }, USER_UUID)).join('\n')).toMatch(/unexpected field\(s\) first_name/);
    expect(trackingPlanViolations({ ...taskViewed(), user_id: USER_UUID })).toEqual(['user_id: only identify carries it']);
  });

  it('group names the application in group_id, equal to its applicationId, with the customer stage', () => {
    const group = (groupId: string, stage = 'under-review'): SegmentEvent => ({
      type: 'group',
      name: '',
      properties: { applicationId: APP_UUID, stage },
      group_id: groupId,
      ...envelope,
    });
    expect(trackingPlanViolations(group(APP_UUID))).toEqual([]);
    expect(trackingPlanViolations(group(TASK_UUID))).toEqual(['group_id: expected the applicationId']);
    expect(trackingPlanViolations(group(APP_UUID, 'pending-wire'))).not.toEqual([]);
  });

  it('planKeyOf is type:name', () => {
    expect(planKeyOf({ type: 'track', name: TRACK.taskViewed })).toBe('track:Task Viewed');
    expect(planKeyOf({ type: 'group', name: '' })).toBe('group:');
  });
});
