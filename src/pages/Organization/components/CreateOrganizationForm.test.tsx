import { act, screen, waitFor } from '@testing-library/react';
import { deferred } from '@test/deferred';
import { renders } from '@test/profiledRenders';
import { renderWithApp } from '@test/render';
import { getRegionTree } from '@/services/ropc/organization';
import CreateOrganizationForm from './CreateOrganizationForm';

jest.mock('@umijs/max', () => jest.requireActual('@test/umiMax').actingForHarbour());
jest.mock('@/services/ropc/organization', () => ({ getRegionTree: jest.fn(), createOrganization: jest.fn() }));
// The form's renders, counted by a <Profiler> around its first line (which renders when the form does, and only then).
const FIRST_LINE = '@/components/form/ActsOnOrg';
jest.mock('@/components/form/ActsOnOrg', () =>
  jest.requireActual('@test/profiledRenders').profiledDefault('@/components/form/ActsOnOrg'),
);
const formRenders = () => renders(FIRST_LINE);

const regions: API.RegionOption[] = [{ value: 'JP', label: 'Japan', children: [{ value: 'JP-13', label: 'Tokyo' }] }];

describe('CreateOrganizationForm', () => {
  it('asks for the regions once open, and their request renders the location field, not the form', async () => {
    const tree = deferred<API.RegionOption[]>();
    jest.mocked(getRegionTree).mockReturnValue(tree.promise as never);
    const props = { onClose: () => {}, onCreated: () => {} };
    const { rerender } = renderWithApp(<CreateOrganizationForm open={false} {...props} />);
    expect(getRegionTree).not.toHaveBeenCalled();

    rerender(<CreateOrganizationForm open {...props} />);
    const location = await screen.findByRole('combobox', { name: 'Organization location' });
    await waitFor(() => expect(getRegionTree).toHaveBeenCalledTimes(1));
    const rendersOnceOpen = formRenders();
    expect(rendersOnceOpen).toBeGreaterThan(0);

    await act(async () => tree.resolve(regions));
    // The answer reached the field: its options list the regions.
    await act(async () => location.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(await screen.findByText('Japan')).toBeInTheDocument();
    // Neither the request's start (it had started above) nor its answer rendered the form again.
    expect(formRenders()).toBe(rendersOnceOpen);
  });
});
