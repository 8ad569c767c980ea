import { screen } from '@testing-library/react';
import { useAccess } from '@umijs/max';
import { renderWithApp } from '@test/render';
import { getOrganization } from '@/services/ropc/organization';
import OrganizationDetail from './OrganizationDetail';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('@umijs/max'), useAccess: jest.fn() }));
jest.mock('@/services/ropc/organization', () => ({ getOrganization: jest.fn(), renameOrganization: jest.fn() }));

const organization: API.Organization = {
  busId: 'org-1-1',
  name: 'Harbour Airport Terminal 2',
  code: 'HFG-T2',
  parentId: 'org-1',
  region: ['US', 'US-CA', 'US-CA-SF'],
  regionNames: ['United States', 'California', 'San Francisco'],
  address: '1 Airport Blvd',
  admins: ['ops@harbour.example'],
  operationModel: 'direct',
  createdAt: '2026-01-05T08:00:00.000Z',
};

beforeEach(() => jest.mocked(getOrganization).mockResolvedValue(organization));

const renderDetail = (access: Record<string, boolean>) => {
  jest.mocked(useAccess).mockReturnValue(access as never);
  renderWithApp(<OrganizationDetail busId="org-1-1" onBack={() => {}} />, { route: '/organization?org=org-1-1' });
};

describe('OrganizationDetail', () => {
  it('offers Rename with organization:update', async () => {
    renderDetail({ 'organization:update': true });
    expect(await screen.findByText('HFG-T2')).toBeInTheDocument();
    expect(screen.getByText(/^Rename$/).closest('button')).toBeInTheDocument();
  });

  it('shows the name without Rename when organization:update is missing', async () => {
    renderDetail({ 'organization:update': false, 'organization:create': true });
    expect(await screen.findByText('HFG-T2')).toBeInTheDocument();
    expect(screen.getAllByText('Harbour Airport Terminal 2').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Rename$/)).toBeNull();
  });
});
