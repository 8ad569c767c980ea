// A saved organisation reaches no call before this visit's list has confirmed it (spec section 4, step 5).
import { currentHeaderSource } from '@/request/config';
import { chooseOrg, orgConfirmation } from './orgConfirmation';

jest.mock('@umijs/max', () => ({ getLocale: () => 'en-US', history: { replace: jest.fn(), push: jest.fn() } }));

afterEach(() => {
  orgConfirmation.close();
  localStorage.clear();
});

test('the request layer sends no organisation while startup waits for the list, the saved one once chosen', () => {
  localStorage.setItem('currentOrgId', 'org-left');
  orgConfirmation.open();
  expect(currentHeaderSource().currentOrgId).toBe('');
  localStorage.setItem('currentOrgId', 'org-1');
  orgConfirmation.close();
  expect(currentHeaderSource().currentOrgId).toBe('org-1');
});

test('after a choice, a later startup (a switch within the visit) keeps sending the chosen organisation', () => {
  localStorage.setItem('currentOrgId', 'org-2');
  orgConfirmation.open();
  expect(currentHeaderSource().currentOrgId).toBe('org-2');
});

test('the saved organisation when the list has it, else the first, else none', () => {
  const list = [{ busId: 'org-1' }, { busId: 'org-2' }];
  expect(chooseOrg(list, 'org-2')).toBe('org-2');
  expect(chooseOrg(list, 'org-left')).toBe('org-1');
  expect(chooseOrg(list, '')).toBe('org-1');
  expect(chooseOrg([], 'org-left')).toBeUndefined();
});
