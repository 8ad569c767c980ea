// Stand-ins for `@umijs/max` that several component tests share, each the real module with its session hooks set:
// jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').adminWithAccess());
// Its own module, importing nothing: a helper that imports `@umijs/max` would load the mock it is building.

/** Signed in as u-admin (the first of TWO_PEOPLE); the access flags each test sets (renderWithAccess). */
export const adminWithAccess = () => ({
  ...jest.requireActual('@umijs/max'),
  useAccess: jest.fn(),
  useModel: () => ({ initialState: { userInfo: { userId: 'u-admin' }, permissions: [] }, refresh: jest.fn() }),
});

/** Acting for Harbour Convention Center, the organisation a form names ("The user joins Harbour Convention Center."). */
export const actingForHarbour = () => ({
  ...jest.requireActual('@umijs/max'),
  useModel: () => ({
    initialState: { currentOrgId: 'org-hcc', orgList: [{ busId: 'org-hcc', name: 'Harbour Convention Center' }] },
  }),
});
