// Superseded by profiledRenders.tsx (React's <Profiler>); kept only while RoleForm.test.tsx still counts this way.
// The form rules with nameRules spied on: a form that builds its name rules when it renders calls it once per render,
// so a test counts the form's renders. In a test file:
//   jest.mock('@/components/form/rules', () => jest.requireActual('@test/formRenders').rulesCountingRenders());
//   formRenders()  // how many so far
import { nameRules } from '@/components/form/rules';

export function rulesCountingRenders() {
  const actual = jest.requireActual('@/components/form/rules');
  return { ...actual, nameRules: jest.fn(actual.nameRules) };
}

export const formRenders = () => jest.mocked(nameRules).mock.calls.length;
